import { parseArgs } from 'node:util';
import { addDays, todayIso } from '@rihla/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

// Median and p95 latency of GET /api/trips/filter through inject() (no network), on whatever
// database the environment names. Usage: DATA_DIR=... [DATABASE_URL=...] node scripts/filter-latency.ts
const { values } = parseArgs({ options: { requests: { type: 'string', default: '200' } } });
const n = Number(values.requests);
const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED: 'true' }));
const trips = Number(
  (
    await app.db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n,
);
const today = todayIso();
const queries: Record<string, string> = {
  'search form defaults, page 1': `start_date=${today}&count_nights=1&count_persons=1&sort_by=high_price&page=1`,
  'low_price, page 50': `start_date=${today}&count_nights=1&count_persons=1&sort_by=low_price&page=50`,
  'top_rated + to_country': `start_date=${today}&count_nights=1&count_persons=2&sort_by=top_rated&to_country_id=3&page=1`,
  'top_visit + tag': `sort_by=top_visit&tag_id=2&page=1`,
  'to_city + from_city': `to_city_id=1&from_city_id=6&page=1`,
};
// Each request of this one asks a new start date (all in the past, so the same matches): its count
// is never in the 30-second count cache, which shows the uncached cost.
const uncached = (i: number) => `start_date=${addDays(today, -1 - i)}&count_nights=1&count_persons=1&sort_by=high_price&page=1`;
const rows = [];
for (const [name, q] of [...Object.entries(queries), ['defaults, count not cached', '']] as [string, string][]) {
  const url = (i: number) => `/api/trips/filter?${q || uncached(i)}`;
  for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(n + i) });
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url: url(i) });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    total = res.json().meta.total;
  }
  times.sort((a, b) => a - b);
  rows.push({
    query: name,
    matches: total,
    'median ms': times[Math.floor(n / 2)]!.toFixed(2),
    'p95 ms': times[Math.floor(n * 0.95)]!.toFixed(2),
  });
}
console.log(`${app.dialect}, ${trips} trips, ${n} requests each`);
console.table(rows);
await app.close();
