import fs from 'node:fs';
import { bookableTrips, book, bookingForm, call, type Customer } from '@rihla/bench/lib/api.ts';
import { BENCH_URL, freshSchema } from '@rihla/bench/lib/pg.ts';
import { uploadHash } from '@rihla/bench/lib/png.ts';
import { sleep, startApi, tempDir } from '@rihla/bench/lib/server.ts';
import { checkConsistency, spoolLeft } from './lib/uploads.ts';
import { peek } from './lib/db.ts';
import { checkSeats, setCapacity } from './lib/seats.ts';
import { verifyBooked, type Booked } from './lib/bookings.ts';
import { registerMany, SERVER_ENV, type Outcome, type Suite } from './lib/harness.ts';

// ---------------------------------------------------------------------------------------------
// faults: SIGKILL in the middle of a burst of bookings and cancellations, restart, check
// ---------------------------------------------------------------------------------------------
export async function killTest(suite: Suite, db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const rounds = suite.short ? 2 : 4;
  const streams = 8;
  const dataDir = tempDir(`kill-${db}`);
  if (!suite.keep) suite.cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let schema: string | undefined;
  if (db === 'postgres') {
    const s = await freshSchema('kill');
    schema = s.schema;
    suite.cleanups.push(s.drop);
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
    // Seats are counted on these trips, so the check after the kills can compare them (issue 15).
    setCapacity({ dataDir, schema }, [...new Set(trips.map((t) => t.id))], 1_000_000);
    let cancelled = 0;
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
            if (res.status === 200) {
              done.push({ customer, id: res.body.data.id, hashes: res.files.map(uploadHash), key });
              // Every fourth booking is cancelled at once: its seats must come back, kill or not.
              if (n % 4 === 0) {
                const c = await call(base, `/api/customer/bookings/${res.body.data.id}/cancel`, {
                  method: 'POST',
                  token: customer.token,
                  body: JSON.stringify({ reason: 'reliability' }),
                });
                if (c.status === 200) cancelled++;
                else problems.push(`round ${round}: cancellation answered ${c.status} before the kill`);
              }
            } else problems.push(`round ${round}: booking answered ${res.status} before the kill`);
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
      tmpAtKill += spoolLeft(dataDir).length;
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
    const seats = await checkSeats(p);
    await p.close();
    problems.push(...seats.problems);
    problems.push(...consistency.problems);
    if (dup.length) problems.push(`${dup.length} keys with two bookings after the retries`);
    if (Number(stored) !== new Set(all.map((b) => b.id)).size)
      problems.push(`${stored} bookings stored, ${new Set(all.map((b) => b.id)).size} known to clients`);
    return {
      pass: problems.length === 0 && answered > 0,
      summary: `${db}, ${rounds} SIGKILLs mid-burst (${streams} streams, ${inFlightAtKill} bookings in flight, ${tmpAtKill} temp files on disk at the kills): ${answered} answered 200 all present with files; ${retried} unanswered retried with their key (${recovered} had committed, returned once); ${consistency.bookings} bookings complete, ${consistency.orphans} orphan files, ${consistency.tmpLeft} spooled files left after the restart; ${cancelled} cancelled before the kills, seats taken = travellers of the ${seats.live} live bookings${seats.problems.length ? ' NOT' : ''} exactly (${seats.cancelled} cancelled)`,
      details: problems,
    };
  } finally {
    await server.stop();
  }
}
