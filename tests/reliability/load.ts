import autocannon from 'autocannon';
import { bookableTrips } from '@rihla/bench/lib/api.ts';
import { checkConsistency } from './lib/uploads.ts';
import { peek } from './lib/db.ts';
import { bookingStream, readRequests, verifyBooked } from './lib/bookings.ts';
import { bump, registerMany, statusLine, withServer, type Outcome, type Suite } from './lib/harness.ts';

// ---------------------------------------------------------------------------------------------
// load: 100 connections over the public reads for 30 s and a stream of bookings beside them
// ---------------------------------------------------------------------------------------------
export async function loadTest(suite: Suite, db: 'sqlite' | 'postgres'): Promise<Outcome> {
  const seconds = suite.short ? 8 : 30;
  const connections = 100;
  const streams = 4;
  return withServer(suite, `load-${db}`, db, async (s, ctx) => {
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
