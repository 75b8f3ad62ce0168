// The back office's bookings queue at 100,000 bookings (issue 17): how long an agent waits for the
// first page, a page deep in the queue (paged by key), each filter, a search by number, e-mail and
// phone, a booking's page, and the whole queue as CSV, on SQLite and on PostgreSQL.
//
//   pnpm --filter @rihla/bench run admin-queue [--bookings=100000] [--db=sqlite|postgres|both] [--samples=20]
import crypto from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { addDays, todayIso } from '@rihla/contract';
import { benchDbs, withApi, withBenchDatabase } from './lib/bench-database.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { benchClient } from './lib/pg.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    samples: { type: 'string', default: '20' },
  },
});
const BOOKINGS = Number(args.bookings);
const SAMPLES = Number(args.samples);
const DBS = benchDbs(args.db);
const CUSTOMERS = Math.max(10, Math.round(BOOKINGS / 20));

printMachine();
console.log(
  `admin-queue: ${BOOKINGS.toLocaleString('en-US')} bookings of ${CUSTOMERS.toLocaleString('en-US')} customers; ${SAMPLES} sequential requests per call after 2 warm-up ones; server LOG_LEVEL=warn`,
);

/** One statement runner for both engines (the bench writes its rows straight into the database). */
interface Sql {
  run(sql: string): Promise<void>;
  value(sql: string): Promise<number>;
  close(): Promise<void>;
}

async function connect(db: string, dataDir: string, schema?: string): Promise<Sql> {
  if (db === 'sqlite') {
    const conn = new Database(path.join(dataDir, 'rihla.sqlite'));
    return {
      run: async (s) => void conn.exec(s),
      value: async (s) => Number(Object.values(conn.prepare(s).get() as object)[0]),
      close: async () => void conn.close(),
    };
  }
  const client = benchClient(schema);
  await client.connect();
  return {
    run: async (s) => void (await client.query(s)),
    value: async (s) => Number(Object.values((await client.query(s)).rows[0] as object)[0]),
    close: () => client.end(),
  };
}

const STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'];

async function fill(sql: Sql, token: string): Promise<{ email: string; phone: string; id: number; tripId: number }> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  await sql.run('begin');
  for (let start = 0; start < CUSTOMERS; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(CUSTOMERS, start + 500); i++)
      rows.push(
        `(${q(`bench.${i}@rihla.example`)}, ${q(`عميل ${i}`)}, 'sa', ${q(`+9665${String(10_000_000 + i).padStart(8, '0')}`)}, ${q(iso(now))})`,
      );
    await sql.run(`insert into customers (email, name, country_code, phone_number, created_at) values ${rows.join(',')}`);
  }
  const firstCustomer = await sql.value(`select min(id) from customers where email like 'bench.%'`);
  const trips = await sql.value('select count(*) from trips');
  const today = todayIso();
  for (let start = 0; start < BOOKINGS; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(BOOKINGS, start + 1000); i++) {
      const from = addDays(today, (i % 300) - 60);
      rows.push(
        `(${firstCustomer + (i % CUSTOMERS)}, ${1 + (i % trips)}, '${STATUSES[i % 4]}', '${from}', '${addDays(from, 4)}', 2, 0, ${1000 + (i % 500)}, ${q(iso(now - (BOOKINGS - i) * 300_000))})`,
      );
    }
    await sql.run(
      `insert into bookings (customer_id, trip_id, status, from_date, to_date, adults_count, children_count, total_price, created_at) values ${rows.join(',')}`,
    );
  }
  const staffId = await (async () => {
    await sql.run(
      `insert into staff (email, name, role, created_at, totp_confirmed_at) values ('bench@rihla.example', 'bench', 'agent', ${q(iso(now))}, ${q(iso(now))})`,
    );
    return sql.value(`select id from staff where email = 'bench@rihla.example'`);
  })();
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  await sql.run(
    `insert into staff_sessions (staff_id, token_hash, created_at, last_used_at) values (${staffId}, '${hash}', ${q(iso(now))}, ${q(iso(now))})`,
  );
  await sql.run('commit');
  if (DBS.includes('postgres')) await sql.run('analyze').catch(() => undefined);
  const deep = await sql.value(`select min(id) + 2000 from bookings`);
  return {
    email: `bench.${CUSTOMERS - 7}@rihla.example`,
    phone: `05${String(10_000_000 + CUSTOMERS - 7).padStart(8, '0')}`,
    id: deep,
    tripId: 3,
  };
}

const rows: Cell[][] = [];
for (const db of DBS) {
  await withBenchDatabase(db, { tag: 'admin-queue' }, async (target) => {
    // The first start migrates and seeds the demo catalogue.
    await withApi(target, { startTimeoutMs: 300_000 }, async () => undefined);
    const token = crypto.randomBytes(32).toString('base64url');
    const sql = await connect(db, target.dataDir, target.schema);
    const t0 = performance.now();
    const known = await fill(sql, token);
    await sql.close();
    console.log(
      `${db}: ${BOOKINGS.toLocaleString('en-US')} bookings written in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${loadLine()}`,
    );
    await withApi(target, { startTimeoutMs: 300_000 }, async (api) => {
      const auth = { Authorization: `Bearer ${token}` };
      const calls: [string, string][] = [
        ['queue, page 1', '/api/admin/bookings'],
        ['queue, a page 2,000 bookings deep', `/api/admin/bookings?before=${known.id + BOOKINGS - 4000}`],
        ['status = pending', '/api/admin/bookings?status=pending'],
        ['one trip', `/api/admin/bookings?trip_id=${known.tripId}`],
        [
          'departures of one week',
          `/api/admin/bookings?departure_from=${addDays(todayIso(), 7)}&departure_to=${addDays(todayIso(), 14)}`,
        ],
        ['booked in the last 7 days', `/api/admin/bookings?created_from=${addDays(todayIso(), -7)}`],
        ['search: booking number', `/api/admin/bookings?q=${known.id}`],
        ['search: e-mail', `/api/admin/bookings?q=${encodeURIComponent(known.email)}`],
        ['search: phone', `/api/admin/bookings?q=${known.phone}`],
        ['a booking’s page', `/api/admin/bookings/${known.id}`],
        ['dashboard', '/api/admin/dashboard'],
      ];
      for (const [label, url] of calls) {
        const times: number[] = [];
        let n = 0;
        for (let i = 0; i < SAMPLES + 2; i++) {
          const start = performance.now();
          const res = await fetch(api.url + url, { headers: auth });
          const body = (await res.json()) as { data: unknown };
          if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
          if (i >= 2) times.push(performance.now() - start);
          n = Array.isArray(body.data) ? body.data.length : 1;
        }
        times.sort((a, b) => a - b);
        rows.push([db, label, n, fmt(times[Math.floor(times.length / 2)]!, 1), fmt(times[Math.floor(times.length * 0.95)]!, 1)]);
      }
      const start = performance.now();
      const csv = await fetch(api.url + '/api/admin/bookings.csv', { headers: auth });
      const bytes = (await csv.arrayBuffer()).byteLength;
      rows.push([
        db,
        `CSV of all ${BOOKINGS.toLocaleString('en-US')} (${fmt(bytes / 1024 ** 2, 1)} MiB)`,
        BOOKINGS,
        fmt(performance.now() - start, 0),
        '–',
      ]);
    });
  });
}
console.log(`end: ${loadLine()}\n`);
printTable(['db', 'call', 'rows', 'p50 ms', 'p95 ms'], rows);
