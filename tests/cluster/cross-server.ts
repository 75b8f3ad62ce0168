import { bookableTrips, book, call, register } from '@rihla/bench/lib/api.ts';
import { benchClient } from '@rihla/bench/lib/pg.ts';
import { uploadHash } from '@rihla/bench/lib/png.ts';
import { sleep } from '@rihla/bench/lib/server.ts';
import { verifyBooked } from '../reliability/lib/bookings.ts';
import type { Outcome } from '../reliability/lib/harness.ts';
import type { Cluster } from './lib/cluster.ts';

// What one server writes, the others serve: a booking and its passport files, and a catalogue change.

export async function bookingElsewhereTest(c: Cluster): Promise<Outcome> {
  const [a, ...others] = c.servers;
  const customer = await register(a!.url, 'cluster-x');
  const [trip] = await bookableTrips(a!.url, 1);
  const res = await book(a!.url, customer, { trip: trip!, adults: 2, seed: 4242, withVisa: true }, 'cluster-x-1');
  if (res.status !== 200)
    return { pass: false, summary: `booking through server 1 answered ${res.status}`, details: [JSON.stringify(res.body)] };
  const booked = [{ customer, id: res.body.data.id as number, hashes: res.files.map(uploadHash) }];
  const problems: string[] = [];
  for (const [i, s] of others.entries())
    problems.push(...(await verifyBooked(s.url, booked)).map((p) => `server ${i + 2}: ${p}`));
  return {
    pass: problems.length === 0,
    summary: `booking ${booked[0]!.id} made through server 1 (${res.files.length} passport and visa files) listed and every file downloaded byte-identical through servers ${others.map((_, i) => i + 2).join(' and ')}`,
    details: problems,
  };
}

export async function catalogueChangeTest(c: Cluster): Promise<Outcome> {
  const [trip] = await bookableTrips(c.servers[0]!.url, 1);
  const path = `/api/trips/${trip!.id}`;
  // Every server has the trip kept under the current catalogue version (lib/catalogue-cache.ts).
  for (const s of c.servers) await call(s.url, path);
  const title = `رحلة معدلة ${Date.now().toString(36)}`;
  // The operator's change (pnpm admin, later the back office) is a write to the shared database: the
  // catalogue version the database raises on it is what every server checks before answering.
  const db = benchClient(c.schema);
  await db.connect();
  const t0 = performance.now();
  await db.query('update trips set title = $1 where id = $2', [title, trip!.id]);
  await db.end();
  const seen = await Promise.all(
    c.servers.map(async (s) => {
      for (;;) {
        const res = await call(s.url, path);
        if (res.body?.data?.title === title) return performance.now() - t0;
        if (performance.now() - t0 > 5000) return Infinity;
        await sleep(10);
      }
    }),
  );
  const worst = Math.max(...seen);
  return {
    pass: worst < 1000,
    summary: `trip ${trip!.id}'s new title written to the database, served by the 3 servers after ${seen.map((ms) => (ms === Infinity ? '>5 s' : `${ms.toFixed(0)} ms`)).join(', ')} (limit 1 s)`,
  };
}
