// The cluster tests (issue 16): three API servers behind nginx on PostgreSQL and Redis, as deploy/
// runs them in production. One summary line per test, `N passed, N failed`, exit code 1 on a failure.
//
//   pnpm --filter @rihla/tests run cluster        (scripts/test-all.sh runs it; about a minute)
//
// Starts its own redis-server and nginx on free ports, a fresh schema in PostgreSQL's rihla_bench
// database (started if down), and three servers (`node apps/api/src/server.ts`); stops them at the end.
import { codeLine, machineLine } from '@rihla/bench/lib/machine.ts';
import { dropStaleSchemas, ensurePostgres } from '@rihla/bench/lib/pg.ts';
import type { Outcome } from '../reliability/lib/harness.ts';
import { bookingElsewhereTest, catalogueChangeTest } from './cross-server.ts';
import { killTest } from './kill.ts';
import { startCluster, type Cluster } from './lib/cluster.ts';
import { loginLimitTest } from './login-limit.ts';
import { nginxTest } from './nginx.ts';
import { paymentWebhookTest } from './payment-webhook.ts';
import { redisOutageTest } from './redis-outage.ts';

const results: boolean[] = [];
async function run(name: string, fn: () => Promise<Outcome>, budgetMs: number) {
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let outcome: Outcome;
  try {
    outcome = await Promise.race([
      fn(),
      new Promise<Outcome>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`did not finish within ${budgetMs / 1000} s`)), budgetMs)),
      ),
    ]);
  } catch (e) {
    outcome = { pass: false, summary: `error: ${(e as Error).message.split('\n')[0]}`, details: [(e as Error).stack ?? ''] };
  } finally {
    clearTimeout(timer);
  }
  results.push(outcome.pass);
  console.log(
    `${outcome.pass ? 'PASS' : 'FAIL'} ${name}: ${outcome.summary} [${((performance.now() - t0) / 1000).toFixed(1)} s]`,
  );
  if (!outcome.pass) for (const d of outcome.details ?? []) console.log(`     ${d}`);
}

// The whole run's hard stop: a hung server or nginx must not hold the test command.
setTimeout(() => {
  console.log('FAIL cluster: the suite did not finish within 180 s');
  process.exit(1);
}, 180_000).unref();

console.log(`cluster; ${machineLine()}`);
console.log(codeLine());
const t0 = performance.now();
let cluster: Cluster | undefined;
try {
  await ensurePostgres();
  await dropStaleSchemas();
  const s0 = performance.now();
  cluster = await startCluster(3);
  console.log(
    `3 API servers on PostgreSQL and Redis behind nginx (${cluster.nginx.url}) started in ${((performance.now() - s0) / 1000).toFixed(1)} s`,
  );
  const c = cluster;
  await run('nginx', () => nginxTest(c), 15_000);
  await run('booking-elsewhere', () => bookingElsewhereTest(c), 30_000);
  await run('login-limit', () => loginLimitTest(c), 30_000);
  await run('catalogue-change', () => catalogueChangeTest(c), 30_000);
  await run('payment-webhook', () => paymentWebhookTest(c), 30_000);
  await run('kill', () => killTest(c), 60_000);
  await run('redis-outage', () => redisOutageTest(c), 45_000);
} catch (e) {
  console.log(`FAIL cluster: ${(e as Error).message}`);
  results.push(false);
} finally {
  await cluster?.close();
}
const failed = results.filter((p) => !p).length;
console.log(`cluster: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
