import { bookableTrips, book, call } from '@rihla/bench/lib/api.ts';
import { uploadHash } from '@rihla/bench/lib/png.ts';
import { endTrips, peek } from './lib/db.ts';
import { verifyBooked, type Booked } from './lib/bookings.ts';
import { registerMany, withServer, type Outcome, type Suite } from './lib/harness.ts';

// ---------------------------------------------------------------------------------------------
// concurrency: 50 customers booking (with retried submissions) and rating at once
// ---------------------------------------------------------------------------------------------
export async function concurrencyTest(suite: Suite, db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const n = 50;
  return withServer(suite, `conc-${db}`, db, async (s, ctx) => {
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
    // Their trips end (ratings are public reviews: only a completed booking is rated).
    await endTrips(
      ctx,
      round1.filter((b) => b.id).map((b) => b.id),
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
