import { bookableTrips, call, register } from '@rihla/bench/lib/api.ts';
import { sleep } from '@rihla/bench/lib/server.ts';
import { bump, statusLine, type Outcome } from '../reliability/lib/harness.ts';
import type { Cluster } from './lib/cluster.ts';

// Redis stopped and started again under a burst of reads through nginx: reads never answer 5xx (the
// limits fail open for them), login answers 503 while Redis is away (fail closed), and the servers
// find Redis again by themselves.

const READERS = 6;

export async function redisOutageTest(c: Cluster): Promise<Outcome> {
  const base = c.nginx.url;
  const customer = await register(base, 'cluster-redis');
  const trips = await bookableTrips(base, 3);
  const paths = ['/api/trips', '/api/trips/filter?page=1', ...trips.map((t) => `/api/trips/${t.id}`), '/api/cities'];
  const reads = new Map<string, number>();
  let stop = false;
  const readers = Array.from({ length: READERS }, async (_, w) => {
    for (let n = 0; !stop; n++) {
      try {
        bump(reads, (await call(base, paths[(w + n) % paths.length]!, { timeoutMs: 10_000 })).status);
      } catch (e) {
        bump(reads, `error:${(e as Error).name}`);
      }
    }
  });
  const login = () =>
    call(base, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: customer.email, password: customer.password }),
    });
  const problems: string[] = [];
  const beforeDown = (await login()).status;
  if (beforeDown !== 200) problems.push(`login before the outage answered ${beforeDown}`);
  await sleep(500);
  await c.redis.stop();
  const downAt = performance.now();
  const whileDown = new Map<string, number>();
  // Each server notices on its next command (0.5 s time-out), then answers login 503 at once.
  for (let i = 0; i < 10; i++) {
    bump(whileDown, (await login()).status);
    await sleep(150);
  }
  const downFor = performance.now() - downAt;
  await c.redis.start();
  const upAt = performance.now();
  let recoveredMs = Infinity;
  for (;;) {
    if ((await login()).status === 200) {
      recoveredMs = performance.now() - upAt;
      break;
    }
    if (performance.now() - upAt > 15_000) break;
    await sleep(100);
  }
  await sleep(500);
  stop = true;
  await Promise.all(readers);
  const fives = [...reads.entries()].filter(([k]) => k.startsWith('5') || k.startsWith('error'));
  if (fives.length) problems.push(`reads: ${statusLine(reads)}`);
  if (!whileDown.get('503')) problems.push(`login while Redis was down: ${statusLine(whileDown)}, never 503`);
  if ([...whileDown.keys()].some((k) => k !== '503')) problems.push(`login while down: ${statusLine(whileDown)}`);
  if (recoveredMs === Infinity) problems.push('login did not recover within 15 s of Redis starting again');
  return {
    pass: problems.length === 0,
    summary: `Redis down ${(downFor / 1000).toFixed(1)} s under ${READERS} readers through nginx: reads ${statusLine(reads)}; login while down ${statusLine(whileDown)}; login 200 again ${recoveredMs.toFixed(0)} ms after Redis started, no server restarted`,
    details: problems,
  };
}
