// The reliability suite: load, concurrency, faults and hostile input against the real API server,
// started as a child process. One summary line per test, exit code 1 on any failure.
//
//   pnpm --filter @rihla/tests run reliability            full (≈ 4–5 min, includes a PostgreSQL restart)
//   pnpm --filter @rihla/tests run reliability --short    quick versions (≈ 3 min, SQLite only, no restart)
//   options: --only=load,concurrency,kill,pg-kill,pg-restart,hostile,login-flood   --db=sqlite|postgres (load/concurrency/hostile)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFile } from 'node:child_process';
import autocannon from 'autocannon';
import {
  allBookings,
  bookableTrips,
  book,
  bookingForm,
  call,
  fetchBytes,
  register,
  type BookableTrip,
  type Customer,
} from '@rihla/bench/lib/api.ts';
import { checkConsistency, listUploads } from './lib/uploads.ts';
import { diffSnapshots, peek, snapshot } from './lib/db.ts';
import { hostileRequests } from './lib/hostile/requests.ts';
import { loginFloodTest } from './login-flood.ts';
import { codeLine, machineLine } from '@rihla/bench/lib/machine.ts';
import { BENCH_URL, dropStaleSchemas, ensurePostgres, freshSchema } from '@rihla/bench/lib/pg.ts';
import { servedHash, uploadHash } from '@rihla/bench/lib/png.ts';
import { pool, rawRequest } from './lib/raw.ts';
import { REPO_ROOT, RELAXED_LIMITS, sleep, startApi, tail, tempDir, type ApiServer } from '@rihla/bench/lib/server.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    only: { type: 'string' },
    db: { type: 'string', default: 'sqlite' },
    keep: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const SHORT = args.short!;
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const DB = args.db === 'postgres' ? 'postgres' : 'sqlite';

// Server settings for every test: rate limits relaxed (all clients share 127.0.0.1, so a real per-IP
// budget would answer 429 to the load itself), scrypt at N=2^12 instead of 2^17 so registering the
// test customers does not dominate the run, warn-level logs.
const SERVER_ENV = { ...RELAXED_LIMITS, SCRYPT_LOG_N: '12' };

interface Outcome {
  pass: boolean;
  summary: string;
  details?: string[];
}

const results: { name: string; outcome: Outcome; seconds: number }[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function withServer<T>(
  tag: string,
  db: 'sqlite' | 'postgres',
  fn: (s: ApiServer, ctx: { dataDir: string; schema?: string }) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = tempDir(tag);
  let schema: string | undefined;
  if (db === 'postgres') {
    const s = await freshSchema(tag);
    schema = s.schema;
    cleanups.push(s.drop);
  }
  if (!args.keep) cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startApi({
    dataDir,
    databaseUrl: db === 'postgres' ? BENCH_URL : undefined,
    databaseSchema: schema,
    env: { ...SERVER_ENV, ...env },
  });
  try {
    return await fn(server, { dataDir, schema });
  } finally {
    await server.stop();
  }
}

/** Copies a failed server's log out of its temp DATA_DIR (which the clean-up removes). */
function keepLog(file: string, name: string): string {
  const to = path.join(os.tmpdir(), `rihla-bench-${name}-${Date.now()}.log`);
  fs.copyFileSync(file, to);
  return to;
}

async function registerMany(base: string, n: number, tag: string): Promise<Customer[]> {
  return pool(
    Array.from({ length: n }, (_, i) => i),
    8,
    (i) => register(base, `${tag}${i}`),
  );
}

interface Booked {
  customer: Customer;
  id: number;
  hashes: string[];
  key?: string;
}

/** Every answered booking is in the customer's list with each of its files, byte for byte. */
async function verifyBooked(base: string, booked: Booked[]): Promise<string[]> {
  const problems: string[] = [];
  const byCustomer = new Map<Customer, Booked[]>();
  for (const b of booked) byCustomer.set(b.customer, [...(byCustomer.get(b.customer) ?? []), b]);
  await pool([...byCustomer.entries()], 8, async ([customer, mine]) => {
    const list = await allBookings(base, customer);
    const byId = new Map(list.map((b) => [b.id, b]));
    for (const b of mine) {
      const found = byId.get(b.id);
      if (!found) {
        problems.push(`booking ${b.id} answered 200 but missing from the customer's list`);
        continue;
      }
      if (found.files.length !== b.hashes.length)
        problems.push(`booking ${b.id}: ${found.files.length} files listed, ${b.hashes.length} uploaded`);
      const got: string[] = [];
      for (const f of found.files) {
        const res = await fetchBytes(base, f.url, customer.token);
        if (res.status !== 200) problems.push(`booking ${b.id}: file ${f.url} answered ${res.status}`);
        else got.push(await servedHash(res.bytes));
      }
      if ([...got].sort().join() !== [...b.hashes].sort().join())
        problems.push(`booking ${b.id}: file pixels differ from the upload`);
    }
  });
  return problems;
}

function statusLine(counts: Map<string, number>): string {
  return [...counts.entries()]
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
}

function bump(counts: Map<string, number>, key: string | number, by = 1) {
  counts.set(String(key), (counts.get(String(key)) ?? 0) + by);
}

async function readRequests(base: string): Promise<{ method: 'GET'; path: string }[]> {
  const home = await call(base, '/api/trips');
  const filter = await call(base, '/api/trips/filter?page=1');
  const last = filter.body.meta.last_page as number;
  const ids: number[] = filter.body.data.map((t: { id: number }) => t.id);
  const countryId = home.body.countries?.[0]?.id ?? 1;
  const image = filter.body.data[0]?.images?.[0] as string | undefined;
  const tags = await call(base, '/api/data/tags');
  const tagId = tags.body.data?.[0]?.id ?? 1;
  const paths = [
    '/api/trips',
    '/api/trips/filter?page=1',
    `/api/trips/filter?page=${Math.max(1, Math.floor(last / 2))}&sort_by=low_price`,
    `/api/trips/filter?page=${last}&sort_by=top_rated`,
    `/api/trips/filter?to_country_id=${countryId}&sort_by=top_visit`,
    `/api/trips/filter?tag_id=${tagId}&count_persons=2&count_nights=3`,
    ...ids.slice(0, 4).map((id) => `/api/trips/${id}`),
    '/api/cities',
    '/api/data/info',
    '/api/faq',
    '/api/data/banners?type=home',
    `/api/countries/${countryId}`,
    `/api/data/tags/${tagId}`,
    ...(image?.startsWith('/api/') ? [image] : []),
  ];
  return paths.map((p) => ({ method: 'GET' as const, path: p }));
}

/** A stream of bookings by `streams` workers until `stop()`; network failures retried with the same key. */
function bookingStream(base: string, customers: Customer[], trips: BookableTrip[], streams: number, tag: string) {
  let stopping = false;
  const booked: Booked[] = [];
  const statuses = new Map<string, number>();
  const failures: string[] = [];
  const workers = Array.from({ length: streams }, async (_, w) => {
    for (let n = 0; !stopping && n < 100_000; n++) {
      const customer = customers[(w + n * streams) % customers.length]!;
      const trip = trips[(w * 7 + n) % trips.length]!;
      const key = `${tag}-${w}-${n}`;
      const input = { trip, adults: 1 + ((w + n) % 3), children: n % 2, seed: w * 1_000_000 + n, withVisa: n % 3 === 0 };
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const res = await book(base, customer, input, key, 60_000);
          bump(statuses, res.status);
          if (res.status === 200) booked.push({ customer, id: res.body.data.id, hashes: res.files.map(uploadHash), key });
          else if (failures.length < 5) failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          break;
        } catch (e) {
          bump(statuses, `error:${(e as Error).name}`);
          if (stopping) break;
        }
      }
    }
  });
  return {
    booked,
    statuses,
    failures,
    stop: async () => {
      stopping = true;
      await Promise.all(workers);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// load: 100 connections over the public reads for 30 s and a stream of bookings beside them
// ---------------------------------------------------------------------------------------------
async function loadTest(db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const seconds = SHORT ? 8 : 30;
  const connections = 100;
  const streams = 4;
  return withServer(`load-${db}`, db, async (s, ctx) => {
    const customers = await registerMany(s.url, streams * 3, 'load');
    const trips = await bookableTrips(s.url, 8);
    const requests = await readRequests(s.url);
    const readStatuses = new Map<string, number>();
    const stream = bookingStream(s.url, customers, trips, streams, 'load');
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const inst = autocannon({ url: s.url, connections, duration: seconds, requests, timeout: 20 }, (err, res) =>
        err ? reject(err) : resolve(res),
      );
      inst.on('response', (_client: unknown, statusCode: number) => bump(readStatuses, statusCode));
    });
    await stream.stop();
    const count5xx = (m: Map<string, number>) =>
      [...m.entries()].filter(([k]) => /^5\d\d$/.test(k)).reduce((a, [, v]) => a + v, 0);
    const fiveXX = count5xx(readStatuses) + count5xx(stream.statuses);
    const problems = await verifyBooked(s.url, stream.booked);
    await s.stop();
    const p = await peek(ctx);
    const consistency = await checkConsistency(p, ctx.dataDir);
    const rows = await p.all<{ n: number }>('select count(*) as n from bookings');
    await p.close();
    problems.push(...consistency.problems);
    const dbBookings = Number(rows[0]!.n);
    if (dbBookings !== stream.booked.length) problems.push(`${dbBookings} bookings stored, ${stream.booked.length} answered 200`);
    const bookingNon200 = [...stream.statuses.entries()].filter(([k]) => k !== '200').reduce((a, [, v]) => a + v, 0);
    if (bookingNon200) problems.push(`bookings not answered 200: ${statusLine(stream.statuses)} ${stream.failures.join(' | ')}`);
    // A read that got no answer within 20 s is reported, not failed: on an overloaded 2-core machine
    // it says more about the machine than the server. Connection errors do fail.
    if (result.errors - result.timeouts > 0) problems.push(`autocannon: ${result.errors - result.timeouts} connection errors`);
    if (fiveXX) problems.push(`${fiveXX} 5xx answers`);
    const reads = [...readStatuses.values()].reduce((a, b) => a + b, 0);
    return {
      pass: problems.length === 0 && stream.booked.length > 0 && reads > 0,
      summary: `${db}, ${connections} conns ${seconds} s over ${requests.length} public reads (${reads} answered, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.timeouts} over 20 s) + ${streams} booking streams: ${fiveXX} 5xx, ${stream.booked.length} bookings all present with ${consistency.files} files, ${consistency.orphans} orphan files`,
      details: problems,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// concurrency: 50 customers booking (with retried submissions) and rating at once
// ---------------------------------------------------------------------------------------------
async function concurrencyTest(db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const n = 50;
  return withServer(`conc-${db}`, db, async (s, ctx) => {
    const customers = await registerMany(s.url, n, 'conc');
    const trips = (await bookableTrips(s.url, 3)).slice(0, 3);
    const problems: string[] = [];
    const before = new Map<number, { count: number; sum: number }>();
    for (const t of trips) {
      const d = await call(s.url, `/api/trips/${t.id}`);
      before.set(t.id, { count: d.body.data.rates_count, sum: (d.body.data.average_rating ?? 0) * d.body.data.rates_count });
    }
    // Round 1: everyone books at once; each submission is sent twice at the same moment (double click)
    // and once more after the first answer (retry after a timeout), all with one Idempotency-Key.
    const round1 = await Promise.all(
      customers.map(async (c, i) => {
        const trip = trips[i % trips.length]!;
        const input = { trip, adults: 1, seed: 5_000_000 + i };
        const key = `conc-${i}`;
        const [a, b] = await Promise.all([book(s.url, c, input, key), book(s.url, c, input, key)]);
        const retry = await book(s.url, c, input, key);
        const ids = [a, b, retry].map((r) => (r.status === 200 ? r.body.data.id : null));
        if (ids.some((x) => x === null)) problems.push(`customer ${i}: statuses ${a.status}/${b.status}/${retry.status}`);
        if (new Set(ids).size !== 1) problems.push(`customer ${i}: one key gave bookings ${ids.join(', ')}`);
        return { customer: c, id: ids[0] as number, hashes: a.files.map(uploadHash), key, trip: trip.id };
      }),
    );
    // Round 2: everyone rates their booking (a double submit, values 1..5) while booking a second trip
    // without a key (two bookings, on purpose).
    const rates = customers.map((_, i) => (i % 5) + 1);
    const round2 = await Promise.all(
      customers.map(async (c, i) => {
        const first = round1[i]!;
        const rate = () =>
          call(s.url, '/api/customer/bookings/rate', {
            method: 'POST',
            token: c.token,
            body: JSON.stringify({ booking_id: first.id, rate: rates[i], comment: `تقييم ${i}` }),
          });
        const [r1, r2, second] = await Promise.all([
          rate(),
          rate(),
          book(s.url, c, { trip: trips[(i + 1) % trips.length]!, adults: 1, seed: 6_000_000 + i }),
        ]);
        if (r1.status !== 200 || r2.status !== 200) problems.push(`customer ${i}: rating answered ${r1.status}/${r2.status}`);
        if (second.status !== 200) problems.push(`customer ${i}: second booking answered ${second.status}`);
        return second.status === 200
          ? { customer: c, id: second.body.data.id as number, hashes: second.files.map(uploadHash) }
          : null;
      }),
    );
    const answered = [...round1.filter((b) => b.id), ...round2.filter((b): b is Booked => !!b)];
    problems.push(...(await verifyBooked(s.url, answered)));
    // Each trip's rating count grew by the number of its bookings rated, and its average follows.
    for (const t of trips) {
      const rated = round1.map((b, i) => ({ b, i })).filter(({ b }) => b.trip === t.id);
      const d = await call(s.url, `/api/trips/${t.id}`);
      const was = before.get(t.id)!;
      const wantCount = was.count + rated.length;
      const wantAvg = (was.sum + rated.reduce((a, { i }) => a + rates[i]!, 0)) / wantCount;
      if (d.body.data.rates_count !== wantCount)
        problems.push(`trip ${t.id}: rates_count ${d.body.data.rates_count}, expected ${wantCount}`);
      if (Math.abs((d.body.data.average_rating ?? 0) - wantAvg) > 0.011)
        problems.push(`trip ${t.id}: average ${d.body.data.average_rating}, expected ${wantAvg.toFixed(2)}`);
    }
    const p = await peek(ctx);
    const [{ n: stored }] = await p.all<{ n: number }>('select count(*) as n from bookings');
    const dup = await p.all(
      'select customer_id, idempotency_key, count(*) as n from bookings where idempotency_key is not null group by customer_id, idempotency_key having count(*) > 1',
    );
    const [{ n: ratings }] = await p.all<{ n: number }>('select count(*) as n from ratings');
    await p.close();
    const successes = new Set(answered.map((b) => b.id)).size;
    if (Number(stored) !== successes) problems.push(`${stored} bookings stored, ${successes} distinct successes`);
    if (dup.length) problems.push(`${dup.length} idempotency keys with more than one booking`);
    if (Number(ratings) !== n) problems.push(`${ratings} ratings stored for ${n} rated bookings`);
    return {
      pass: problems.length === 0,
      summary: `${db}, ${n} customers at once: ${n * 3} keyed submissions (2 simultaneous + 1 retry each) → ${round1.length} bookings, then ${n * 2} ratings + ${n} more bookings at once; ${stored} stored == ${successes} successes, ${dup.length} duplicates, ${ratings} ratings, trip averages exact`,
      details: problems,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// faults: SIGKILL in the middle of a booking burst, restart, check
// ---------------------------------------------------------------------------------------------
async function killTest(db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const rounds = SHORT ? 2 : 4;
  const streams = 8;
  const dataDir = tempDir(`kill-${db}`);
  if (!args.keep) cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let schema: string | undefined;
  if (db === 'postgres') {
    const s = await freshSchema('kill');
    schema = s.schema;
    cleanups.push(s.drop);
  }
  const start = () =>
    startApi({ dataDir, databaseUrl: db === 'postgres' ? BENCH_URL : undefined, databaseSchema: schema, env: SERVER_ENV });
  let server = await start();
  const problems: string[] = [];
  let answered = 0;
  let inFlightAtKill = 0;
  let tmpAtKill = 0;
  let retried = 0;
  let recovered = 0;
  try {
    const customers = await registerMany(server.url, 10, 'kill');
    const trips = await bookableTrips(server.url, 6);
    const all: Booked[] = [];
    for (let round = 0; round < rounds; round++) {
      const base = server.url;
      const done: Booked[] = [];
      const unknown: { customer: Customer; key: string; input: Parameters<typeof book>[2]; hashes: string[] }[] = [];
      let killed = false;
      let inFlight = 0;
      const workers = Array.from({ length: streams }, async (_, w) => {
        for (let n = 0; n < 10_000 && !killed; n++) {
          const customer = customers[(w + n) % customers.length]!;
          const input = {
            trip: trips[(w + n) % trips.length]!,
            adults: 1 + ((w + n) % 3),
            seed: 9_000_000 + round * 100_000 + w * 1000 + n,
            withVisa: true,
          };
          const key = `kill-${round}-${w}-${n}`;
          inFlight++;
          try {
            const res = await book(base, customer, input, key, 30_000);
            if (res.status === 200) done.push({ customer, id: res.body.data.id, hashes: res.files.map(uploadHash), key });
            else problems.push(`round ${round}: booking answered ${res.status} before the kill`);
          } catch {
            // The connection died with the server: the outcome is unknown to the client.
            const { files } = bookingForm(input);
            unknown.push({ customer, key, input, hashes: files.map(uploadHash) });
          } finally {
            inFlight--;
          }
        }
      });
      // Kill once the burst is running: after some bookings have been answered, at a varying moment.
      const target = 6 + round * 5;
      for (let i = 0; i < 400 && done.length < target; i++) await sleep(25);
      await sleep(37 * (round + 1));
      inFlightAtKill += inFlight;
      killed = true;
      await server.kill('SIGKILL');
      await Promise.all(workers);
      tmpAtKill += listUploads(dataDir).tmp.length;
      answered += done.length;
      all.push(...done);
      server = await start();
      // Everything answered 200 before the kill is there, with its files.
      problems.push(...(await verifyBooked(server.url, done)));
      // The client retries what it never got an answer for, with the same key: one booking each.
      for (const u of unknown) {
        const res = await book(server.url, u.customer, u.input, u.key);
        retried++;
        if (res.status !== 200) problems.push(`round ${round}: retry of ${u.key} answered ${res.status}`);
        else {
          if (res.headers.get('idempotent-replayed')) recovered++;
          all.push({ customer: u.customer, id: res.body.data.id, hashes: u.hashes, key: u.key });
        }
      }
    }
    problems.push(...(await verifyBooked(server.url, all)));
    await server.stop();
    const p = await peek({ dataDir, schema });
    const consistency = await checkConsistency(p, dataDir);
    const dup = await p.all(
      'select customer_id, idempotency_key, count(*) as n from bookings where idempotency_key is not null group by customer_id, idempotency_key having count(*) > 1',
    );
    const [{ n: stored }] = await p.all<{ n: number }>('select count(*) as n from bookings');
    await p.close();
    problems.push(...consistency.problems);
    if (dup.length) problems.push(`${dup.length} keys with two bookings after the retries`);
    if (Number(stored) !== new Set(all.map((b) => b.id)).size)
      problems.push(`${stored} bookings stored, ${new Set(all.map((b) => b.id)).size} known to clients`);
    return {
      pass: problems.length === 0 && answered > 0,
      summary: `${db}, ${rounds} SIGKILLs mid-burst (${streams} streams, ${inFlightAtKill} bookings in flight, ${tmpAtKill} temp files on disk at the kills): ${answered} answered 200 all present with files; ${retried} unanswered retried with their key (${recovered} had committed, returned once); ${consistency.bookings} bookings complete, ${consistency.orphans} orphan files, ${consistency.tmpLeft} temp files after clean-up`,
      details: problems,
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// faults: PostgreSQL restarted under load: 503 meanwhile, recovery without restarting the server
// ---------------------------------------------------------------------------------------------
async function pgRestartTest(): Promise<Outcome> {
  return withServer('pgrestart', 'postgres', async (s) => {
    const customers = await registerMany(s.url, 6, 'pgr');
    const trips = await bookableTrips(s.url, 4);
    const reads = (await readRequests(s.url)).map((r) => r.path);
    const statuses = new Map<string, number>();
    const timeline: { t: number; status: number | string }[] = [];
    let stop = false;
    const t0 = Date.now();
    const readers = Array.from({ length: 16 }, async (_, w) => {
      for (let i = 0; !stop && i < 1_000_000; i++) {
        try {
          const res = await call(s.url, reads[(w + i) % reads.length]!, { timeoutMs: 15_000 });
          bump(statuses, res.status);
          timeline.push({ t: Date.now() - t0, status: res.status });
        } catch (e) {
          bump(statuses, `error:${(e as Error).name}`);
          timeline.push({ t: Date.now() - t0, status: 'error' });
        }
      }
    });
    const stream = bookingStream(s.url, customers, trips, 2, 'pgr');
    await sleep(3000);
    const restartAt = Date.now() - t0;
    await new Promise<void>((resolve, reject) =>
      execFile(
        'pg_ctlcluster',
        ['--skip-systemctl-redirect', fs.readdirSync('/etc/postgresql')[0]!, 'main', 'restart'],
        { timeout: 60_000 },
        (err) => (err ? reject(err) : resolve()),
      ),
    );
    const restartedAt = Date.now() - t0;
    // Recovered by itself: the first time after the restart that a read answers 200.
    let recoveredAt = -1;
    for (let i = 0; i < 300; i++) {
      const last = timeline.filter((x) => x.t > restartedAt && x.status === 200);
      if (last.length >= 20) {
        recoveredAt = last[0]!.t;
        break;
      }
      await sleep(100);
    }
    await sleep(2000);
    stop = true;
    await Promise.all(readers);
    await stream.stop();
    const problems: string[] = [];
    if (!s.alive()) {
      // The process itself went down with the database: say how, from its log.
      const log = fs.readFileSync(s.logFile, 'utf8');
      const cause = /^(\w*error: .*)$/im.exec(log)?.[1] ?? log.split('\n').find((l) => /Error|throw/.test(l)) ?? '(no log line)';
      const unhandled = /Unhandled 'error' event/.test(log) ? " (an unhandled 'error' event on a pg Client)" : '';
      return {
        pass: false,
        summary: `postgres restarted under 16 readers + 2 booking streams: the API process exited (code ${await s.exited}) during the restart${unhandled}: ${cause.trim()}; statuses before it died: reads ${statusLine(statuses)}, bookings ${statusLine(stream.statuses)}`,
        details: [`server log kept at ${keepLog(s.logFile, 'pg-restart')}`],
      };
    }
    const bad = [...statuses.entries()].filter(([k]) => /^5\d\d$/.test(k) && k !== '503');
    const bookingBad = [...stream.statuses.entries()].filter(([k]) => /^5\d\d$/.test(k) && k !== '503');
    const n503 = (statuses.get('503') ?? 0) + (stream.statuses.get('503') ?? 0);
    if (bad.length || bookingBad.length)
      problems.push(`5xx other than 503: reads ${statusLine(statuses)}, bookings ${statusLine(stream.statuses)}`);
    if (recoveredAt < 0) problems.push('reads did not come back to 200 within 30 s of the restart');
    const errors = [...statuses.entries()].filter(([k]) => k.startsWith('error')).reduce((a, [, v]) => a + v, 0);
    if (errors) problems.push(`${errors} reads failed without an answer`);
    const health = await call(s.url, '/api/health');
    if (health.status !== 200) problems.push(`health ${health.status} after the restart`);
    // A booking after the restart works, and every booking answered 200 is there with its files.
    const after = await book(s.url, customers[0]!, { trip: trips[0]!, adults: 1, seed: 77 }, 'pgr-after');
    if (after.status !== 200) problems.push(`booking after the restart answered ${after.status}`);
    else stream.booked.push({ customer: customers[0]!, id: after.body.data.id, hashes: after.files.map(uploadHash) });
    problems.push(...(await verifyBooked(s.url, stream.booked)));
    if (n503 === 0) problems.push('no request answered 503 while the database was down (none fell in the window?)');
    let logNote: string[] = [];
    if (problems.length) {
      // What the server logged for its 500s (pino JSON lines at warn level and above).
      const kept = keepLog(s.logFile, 'pg-restart');
      const errors = fs
        .readFileSync(s.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"level":50'))
        .map((l) => {
          try {
            const j = JSON.parse(l) as {
              msg?: string;
              req?: { url?: string };
              err?: { type?: string; code?: string; message?: string };
            };
            return `${j.msg}: ${j.err?.type ?? ''} ${j.err?.code ?? ''} ${j.err?.message ?? ''}`.slice(0, 240);
          } catch {
            return l.slice(0, 240);
          }
        });
      logNote = [`server log kept at ${kept}`, ...[...new Set(errors)].slice(0, 5).map((e) => `server logged: ${e}`)];
    }
    const windowStatuses = new Map<string, number>();
    for (const x of timeline)
      if (x.t >= restartAt && x.t <= (recoveredAt > 0 ? recoveredAt : restartedAt)) bump(windowStatuses, x.status);
    return {
      pass: problems.length === 0,
      summary: `postgres restarted under 16 readers + 2 booking streams: restart took ${((restartedAt - restartAt) / 1000).toFixed(1)} s, during it ${statusLine(windowStatuses)}; ${n503} × 503 in all, ${[...bad, ...bookingBad].reduce((a, [, v]) => a + v, 0)} other 5xx; reads back to 200 ${recoveredAt > 0 ? `${((recoveredAt - restartedAt) / 1000).toFixed(2)} s after the restart ended` : 'never'} with no server restart; ${stream.booked.length} bookings answered 200 all present with files`,
      details: [...problems, ...logNote],
    };
  });
}

// ---------------------------------------------------------------------------------------------
// hostile input
// ---------------------------------------------------------------------------------------------
async function hostileTest(db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const count = SHORT ? 5000 : 20000;
  const webDist = path.join(REPO_ROOT, 'apps/web/dist');
  const env: Record<string, string> = fs.existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {};
  return withServer(
    `hostile-${db}`,
    db,
    async (s, ctx) => {
      const [a, b] = await registerMany(s.url, 2, 'hostile');
      const trips = await bookableTrips(s.url, 2);
      const ba = await book(s.url, a!, { trip: trips[0]!, seed: 1 });
      const bb = await book(s.url, b!, { trip: trips[0]!, seed: 2, withVisa: true });
      if (ba.status !== 200 || bb.status !== 200) throw new Error(`setup bookings answered ${ba.status}/${bb.status}`);
      const requests = hostileRequests(
        {
          tokenA: a!.token,
          bookingA: ba.body.data.id,
          bookingB: bb.body.data.id,
          fileB: bb.body.data.files[0].id,
          tripId: trips[0]!.id,
          emailA: a!.email,
        },
        count,
        20261121,
      );
      const p = await peek(ctx);
      const before = await snapshot(p);
      const filesBefore = listUploads(ctx.dataDir).files.sort().join();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const statuses = new Map<string, number>();
      const byCategory = new Map<string, Map<string, number>>();
      const fiveXX: string[] = [];
      const leaks: string[] = [];
      const timeouts: string[] = [];
      const resets = new Map<string, number>();
      const t0 = Date.now();
      await pool(requests, 16, async (req) => {
        const res = await rawRequest(s.port, req, agent, 20_000);
        const cat = req.category.split(':')[0]!;
        const m = byCategory.get(cat) ?? new Map<string, number>();
        byCategory.set(cat, m);
        if ('error' in res) {
          bump(statuses, `error:${res.error}`);
          bump(m, `error:${res.error}`);
          if (res.error === 'timeout') timeouts.push(`${req.method} ${req.path.slice(0, 80)}`);
          else bump(resets, req.category);
          return;
        }
        bump(statuses, res.status);
        bump(m, res.status);
        if (res.status >= 500 && fiveXX.length < 20)
          fiveXX.push(
            `${res.status} ${req.category} ${req.method} ${req.path.slice(0, 100)} → ${res.body.toString('utf8', 0, 200)}`,
          );
        else if (res.status >= 500) fiveXX.push('…');
        if (req.traversal && res.status === 200) {
          const text = res.body.toString('latin1');
          if (/root:.*:0:0:|SQLite format 3|DATABASE_URL|\[core\]|import .* from/.test(text))
            leaks.push(`${req.path} leaked a file`);
        }
      });
      const seconds = (Date.now() - t0) / 1000;
      agent.destroy();
      const health = await call(s.url, '/api/health');
      const stillB = await fetchBytes(s.url, bb.body.data.files[0].url, b!.token);
      const after = await snapshot(p);
      await p.close();
      const filesAfter = listUploads(ctx.dataDir).files.sort().join();
      const problems: string[] = [];
      if (fiveXX.length) problems.push(`${fiveXX.length} 5xx:`, ...fiveXX.slice(0, 20));
      if (leaks.length) problems.push(...leaks);
      if (timeouts.length) problems.push(`${timeouts.length} timeouts: ${timeouts.slice(0, 5).join(', ')}`);
      const badResets = [...resets.entries()].filter(([k]) => k !== 'huge' && !k.startsWith('multipart'));
      if (badResets.length) problems.push(`connections reset on: ${badResets.map(([k, v]) => `${k}×${v}`).join(', ')}`);
      if (!s.alive() || health.status !== 200)
        problems.push(`server not healthy after the stream (alive ${s.alive()}, health ${health.status})`);
      if (stillB.status !== 200 || (await servedHash(stillB.bytes)) !== uploadHash(bb.files[0]!))
        problems.push("B's file no longer served intact");
      const diff = diffSnapshots(before, after);
      if (diff.length) problems.push('data changed:', ...diff);
      if (filesBefore !== filesAfter) problems.push('files under uploads changed');
      const categories = [...byCategory.entries()]
        .map(([k, m]) => `${k} ${[...m.values()].reduce((x, y) => x + y, 0)}`)
        .join(', ');
      const totalRows = Object.values(after).reduce((x, t) => x + t.rows, 0);
      return {
        pass: problems.length === 0,
        summary: `${db}, ${requests.length} malformed requests in ${seconds.toFixed(1)} s (${categories}): statuses ${statusLine(statuses)}; ${fiveXX.length} 5xx, server alive, ${Object.keys(after).length} tables / ${totalRows} rows checksummed unchanged, uploads unchanged`,
        details: problems,
      };
    },
    env,
  );
}

// ---------------------------------------------------------------------------------------------

async function run(name: string, fn: () => Promise<Outcome>, budgetMs: number) {
  if (ONLY && !ONLY.has(name)) return;
  const t0 = Date.now();
  let outcome: Outcome;
  let timer: NodeJS.Timeout | undefined;
  try {
    outcome = await Promise.race([
      fn(),
      new Promise<Outcome>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not finish within ${budgetMs / 1000} s`)), budgetMs);
      }),
    ]);
  } catch (e) {
    outcome = { pass: false, summary: `error: ${(e as Error).message.split('\n')[0]}`, details: [(e as Error).stack ?? ''] };
  } finally {
    clearTimeout(timer);
  }
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name, outcome, seconds });
  console.log(`${outcome.pass ? 'PASS' : 'FAIL'} ${name}: ${outcome.summary} [${seconds.toFixed(1)} s]`);
  if (!outcome.pass) for (const d of outcome.details ?? []) console.log(`     ${d}`);
}

const hardStop = setTimeout(
  () => {
    console.log(`FAIL reliability: the suite did not finish within its time budget`);
    process.exit(1);
  },
  (SHORT ? 540 : 1200) * 1000,
);
hardStop.unref();

console.log(`reliability${SHORT ? ' --short' : ''}; ${machineLine()}`);
console.log(codeLine());
console.log(
  `server: node apps/api/src/server.ts, env ${Object.keys(RELAXED_LIMITS).length} RATE_LIMIT_*_MAX=100000000 (rate limits relaxed: all clients are 127.0.0.1), SCRYPT_LOG_N=12, LOG_LEVEL=warn`,
);
const t0 = Date.now();
try {
  if (!SHORT || DB === 'postgres') {
    await ensurePostgres();
    await dropStaleSchemas();
  }
  await run('load', () => loadTest(DB), SHORT ? 150_000 : 180_000);
  await run('concurrency', () => concurrencyTest(DB), SHORT ? 150_000 : 150_000);
  await run('kill', () => killTest(SHORT ? DB : 'sqlite'), SHORT ? 150_000 : 180_000);
  if (!SHORT) {
    await run('pg-kill', () => killTest('postgres'), 180_000);
    await run('pg-restart', () => pgRestartTest(), 180_000);
  }
  await run('hostile', () => hostileTest(DB), SHORT ? 150_000 : 300_000);
  await run('login-flood', () => loginFloodTest(SHORT, cleanups), 240_000);
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => {});
}
const passed = results.filter((r) => r.outcome.pass).length;
const failed = results.length - passed;
console.log(`reliability: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// keep `tail` referenced for debugging a failed start (printed by startApi)
void tail;
