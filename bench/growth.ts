// How search cost grows with the catalogue: GET /api/trips/filter latency at 1,000, 100,000 and
// 1,000,000 trips on SQLite and on PostgreSQL, and the ratio of the largest size to the smallest.
// The same database is topped up from one size to the next (the generator adds what is missing).
//
//   pnpm --filter @rihla/bench run growth [--sizes=1000,100000,1000000] [--db=sqlite|postgres|both]
//                                         [--samples=25] [--generator=api|sql] [--data-dir=DIR]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { addDays, todayIso } from '@rihla/contract';
import { call } from './lib/api.ts';
import { benchDbs, withApi, withBenchDatabase } from './lib/bench-database.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { fillTrips, type Generator } from './lib/trips.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000,1000000' },
    db: { type: 'string', default: 'both' },
    samples: { type: 'string', default: '25' },
    generator: { type: 'string', default: 'api' },
    // Reuse a SQLite DATA_DIR a previous run filled (the generator only tops it up); removed at the end.
    'data-dir': { type: 'string' },
  },
});
const SIZES = args
  .sizes!.split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const DBS = benchDbs(args.db);
const SAMPLES = Number(args.samples);
const GENERATOR = args.generator as Generator;

printMachine();
console.log(
  `growth: sizes ${SIZES.map((s) => s.toLocaleString('en-US')).join(', ')}; ${SAMPLES} sequential requests per query after 3 warm-up ones (at most 60 s per query); one client on 127.0.0.1; server LOG_LEVEL=warn`,
);

const date = addDays(todayIso(), 10);
interface Query {
  label: string;
  path: (last: number) => string;
}
const QUERIES: Query[] = [
  { label: 'page 1, default sort (high_price)', path: () => '/api/trips/filter?page=1' },
  { label: 'page 1, top_rated', path: () => '/api/trips/filter?page=1&sort_by=top_rated' },
  { label: 'country 1, low_price', path: () => '/api/trips/filter?page=1&to_country_id=1&sort_by=low_price' },
  {
    label: 'search form: date, nights, persons',
    path: () => `/api/trips/filter?page=1&start_date=${date}&count_nights=3&count_persons=2&sort_by=low_price`,
  },
  { label: 'tag 1, top_visit', path: () => '/api/trips/filter?page=1&tag_id=1&sort_by=top_visit' },
  { label: 'page 10', path: () => '/api/trips/filter?page=10' },
  { label: 'last page (deep offset)', path: (last) => `/api/trips/filter?page=${last}` },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

// results[db][size][query] = {p50, p95}
const results = new Map<string, Map<number, Map<string, { p50: number; p95: number; n: number }>>>();
const genRows: Cell[][] = [];

for (const db of DBS) {
  const byDb = new Map<number, Map<string, { p50: number; p95: number; n: number }>>();
  results.set(db, byDb);
  const reused = db === 'sqlite' ? args['data-dir'] : undefined;
  await withBenchDatabase(db, { tag: 'growth', dataDir: reused }, async (target) => {
    const { dataDir } = target;
    for (const size of SIZES) {
      let lastPrint = 0;
      const fill = await fillTrips(
        target,
        size,
        (done) => {
          if (Date.now() - lastPrint > 15_000) {
            lastPrint = Date.now();
            process.stderr.write(`  ${db}: ${done.toLocaleString('en-US')} trips…\n`);
          }
        },
        GENERATOR,
      );
      const bytes = db === 'sqlite' ? fs.statSync(`${dataDir}/rihla.sqlite`).size : null;
      genRows.push([
        db,
        size.toLocaleString('en-US'),
        fmt(fill.seconds, 1),
        bytes ? `${fmt(bytes / 1024 ** 2, 0)} MiB` : '–',
        fill.generator,
      ]);
      console.log(
        `${db}: ${size.toLocaleString('en-US')} trips ready after ${fill.seconds.toFixed(1)} s (${fill.generator}); ${loadLine()}`,
      );
      const bySize = new Map<string, { p50: number; p95: number; n: number }>();
      byDb.set(size, bySize);
      await withApi(target, { startTimeoutMs: 600_000 }, async (api) => {
        const first = await call(api.url, '/api/trips/filter?page=1');
        if (first.body.meta.total !== size) console.log(`  ! total says ${first.body.meta.total}, expected ${size}`);
        const last = first.body.meta.last_page as number;
        for (const q of QUERIES) {
          const path = q.path(last);
          const times: number[] = [];
          const deadline = Date.now() + 60_000;
          for (let i = 0; i < SAMPLES + 3 && Date.now() < deadline; i++) {
            const t0 = performance.now();
            const res = await fetch(api.url + path);
            await res.arrayBuffer();
            const ms = performance.now() - t0;
            if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
            if (i >= 3) times.push(ms);
          }
          if (!times.length) times.push(NaN);
          times.sort((a, b) => a - b);
          bySize.set(q.label, { p50: percentile(times, 0.5), p95: percentile(times, 0.95), n: times.length });
          console.log(
            `  ${db} ${size.toLocaleString('en-US')} ${q.label}: p50 ${fmt(percentile(times, 0.5), 1)} ms (${times.length} samples)`,
          );
        }
      });
    }
  });
}

console.log(`end: ${loadLine()}`);
console.log('\nGeneration (cumulative: each size tops up the previous one)\n');
printTable(['db', 'trips', 'seconds', 'SQLite file', 'generator'], genRows);
for (const stat of ['p50', 'p95'] as const) {
  console.log(`\nGET /api/trips/filter latency, ${stat} in ms (ratio: largest size / smallest)\n`);
  const headers = ['query'];
  for (const db of DBS) {
    for (const size of SIZES)
      headers.push(`${db} ${size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1000 ? `${size / 1000}k` : size}`);
    headers.push(`${db} ratio`);
  }
  const rows: Cell[][] = QUERIES.map((q) => {
    const row: Cell[] = [q.label];
    for (const db of DBS) {
      const vals = SIZES.map((s) => results.get(db)?.get(s)?.get(q.label)?.[stat]);
      row.push(...vals.map((v) => fmt(v, 1)));
      const [lo, hi] = [vals[0], vals[vals.length - 1]];
      row.push(lo && hi ? `${fmt(hi / lo, 1)}×` : '–');
    }
    return row;
  });
  printTable(headers, rows);
}
