// The reliability suite: load, concurrency, faults and hostile input against the real API server,
// started as a child process. One summary line per test, exit code 1 on any failure.
//
//   pnpm --filter @rihla/tests run reliability            full (≈ 4–5 min, includes a PostgreSQL restart)
//   pnpm --filter @rihla/tests run reliability --short    quick versions (≈ 3 min, SQLite only, no restart)
//   options: --only=load,concurrency,kill,pg-kill,pg-restart,hostile,login-flood,upload-flood   --db=sqlite|postgres (load/concurrency/hostile)
//
// One file per test: load.ts, concurrency.ts, kill.ts (SIGKILL, also pg-kill), pg-restart.ts
// (database outage), hostile.ts (generated malformed requests, lib/hostile/), login-flood.ts,
// upload-flood.ts (both on lib/flood.ts).
import { parseArgs } from 'node:util';
import { codeLine, machineLine } from '@rihla/bench/lib/machine.ts';
import { dropStaleSchemas, ensurePostgres } from '@rihla/bench/lib/pg.ts';
import { RELAXED_LIMITS } from '@rihla/bench/lib/server.ts';
import { concurrencyTest } from './concurrency.ts';
import { hostileTest } from './hostile.ts';
import { killTest } from './kill.ts';
import { loadTest } from './load.ts';
import { loginFloodTest } from './login-flood.ts';
import { uploadFloodTest } from './upload-flood.ts';
import { pgRestartTest } from './pg-restart.ts';
import type { Outcome, Suite } from './lib/harness.ts';

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

const results: { name: string; outcome: Outcome; seconds: number }[] = [];
const suite: Suite = { short: SHORT, keep: args.keep!, cleanups: [] };

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
  await run('load', () => loadTest(suite, DB), SHORT ? 150_000 : 180_000);
  await run('concurrency', () => concurrencyTest(suite, DB), SHORT ? 150_000 : 150_000);
  await run('kill', () => killTest(suite, SHORT ? DB : 'sqlite'), SHORT ? 150_000 : 180_000);
  if (!SHORT) {
    await run('pg-kill', () => killTest(suite, 'postgres'), 180_000);
    await run('pg-restart', () => pgRestartTest(suite), 180_000);
  }
  await run('hostile', () => hostileTest(suite, DB), SHORT ? 150_000 : 300_000);
  await run('login-flood', () => loginFloodTest(SHORT, suite.cleanups), 240_000);
  await run('upload-flood', () => uploadFloodTest(SHORT, suite.cleanups), 180_000);
} finally {
  for (const c of suite.cleanups.reverse()) await c().catch(() => {});
}
const passed = results.filter((r) => r.outcome.pass).length;
const failed = results.length - passed;
console.log(`reliability: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
