// Free-text search (issue 30, item 1): the header box's suggestions and a `q` search page, on SQLite
// and PostgreSQL, at each size (default 100,000 trips: the demo catalogue plus the API's generator,
// as `growth` fills it). Uncached, as `growth` measures: every suggestion request is a text not sent
// before in the run (prefixes of the catalogue's own words, 2 letters and up), and every search
// request carries a date, nights and persons never sent before. Beside the `q` searches, the same
// fresh searches without `q` (the existing search) for comparison. Goal: suggestions p99 < 20 ms;
// a `q` page under the existing search's figures.
//
//   pnpm --filter @rihla/bench run search-text [--sizes=100000] [--db=sqlite|postgres|both] [--samples=200]
//     [--data-dir=DIR] [--pg-schema=NAME]
// --data-dir (SQLite) and --pg-schema (a schema of rihla_bench) reuse a database filled before (by
// the API's generator, e.g. `DATA_DIR=/tmp/t100k node apps/api/src/modules/catalogue/demo/generate.ts
// --trips 100000`), topped up to each size and kept afterwards.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, foldArabic, todayIso, type Paginated, type TripCard } from '@rihla/contract';
import { benchDbs, withApi, withBenchDatabase } from './lib/bench-database.ts';
import { BENCH_URL, ensurePostgres } from './lib/pg.ts';
import type { FillTarget } from './lib/trips.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { fillTrips } from './lib/trips.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'both' },
    samples: { type: 'string', default: '200' },
    'data-dir': { type: 'string' },
    'pg-schema': { type: 'string' },
  },
});
const SIZES = args
  .sizes!.split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const DBS = benchDbs(args.db);
const SAMPLES = Number(args.samples);
const WARM_UP = 5;

printMachine();
console.log(
  `search-text: sizes ${SIZES.map((s) => s.toLocaleString('en-US')).join(', ')}; ${SAMPLES} sequential requests per row after ${WARM_UP} warm-up ones, each never sent before in the run; one client on 127.0.0.1`,
);

let asked = 0;
/** A date, nights and persons never sent before (as bench/growth.ts). */
function fresh(): string {
  const n = asked++;
  return `start_date=${addDays(todayIso(), 1 + (n % 365))}&count_nights=${1 + (Math.floor(n / 365) % 7)}&count_persons=${1 + (Math.floor(n / 2555) % 3)}`;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

/** Sends each URL once (the first WARM_UP unmeasured) and returns p50, p95, p99 and the mean of the rest. */
async function measure(urls: string[], check?: (body: unknown) => void): Promise<Cell[]> {
  const times: number[] = [];
  for (const [i, url] of urls.entries()) {
    const { ms, body } = await timed(url);
    check?.(body);
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return [times.length, fmt(percentile(times, 50), 2), fmt(percentile(times, 95), 2), fmt(percentile(times, 99), 2)];
}

/** Words of the catalogue as people would type them: city and country names, words of trip titles. */
async function vocabulary(base: string): Promise<string[]> {
  const words = new Set<string>();
  const countries = (await (await fetch(`${base}/api/countries`)).json()) as {
    data: { name: string; cities: { name: string }[] }[];
  };
  for (const c of countries.data)
    for (const n of [c.name, ...c.cities.map((x) => x.name)]) n.split(' ').forEach((w) => words.add(w));
  for (let page = 1; page <= 30; page++) {
    const list = (await (
      await fetch(`${base}/api/trips/filter?page=${page * 7}&sort_by=low_price`)
    ).json()) as Paginated<TripCard>;
    for (const t of list.data) t.title.split(/[\s()]+/).forEach((w) => words.add(w));
  }
  return [...words].filter((w) => [...foldArabic(w)].length >= 3 && !/\d/.test(w));
}

/** Deterministic shuffle, so runs compare. */
function shuffled<T>(list: T[]): T[] {
  const out = [...list];
  let seed = 7;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const rows: Cell[][] = [];
const firstRows: Cell[][] = [];
for (const db of DBS) {
  const reused = db === 'sqlite' ? args['data-dir'] : undefined;
  const pgSchema = db === 'postgres' ? args['pg-schema'] : undefined;
  const onDatabase = (fn: (target: FillTarget) => Promise<void>) =>
    pgSchema
      ? // The data dir stays with the schema: the server's files key seals a key kept in the database.
        ensurePostgres().then(() =>
          fn({ dataDir: path.join(os.tmpdir(), `rihla-search-text-${pgSchema}`), schema: pgSchema, databaseUrl: BENCH_URL }),
        )
      : withBenchDatabase(db, { tag: 'search-text', dataDir: reused }, fn);
  await onDatabase(async (target) => {
    for (const size of SIZES) {
      const filled = await fillTrips(target, size, undefined, 'api');
      console.log(
        `${db}: ${size.toLocaleString('en-US')} trips in ${fmt(filled.seconds, 0)} s (${filled.generator}); ${loadLine()}`,
      );
      await withApi(target, { logName: `search-text-${size}.log` }, async (api) => {
        const words = shuffled(await vocabulary(api.url));
        // The first q search after the server starts (and has answered the vocabulary's plain
        // searches) reads every published trip's filter and sort columns, kept per catalogue version
        // as after every catalogue change: timed on its own, with a word of nearly every title.
        const firstMs = (await timed(`${api.url}/api/trips/filter?q=${encodeURIComponent('رحلة')}&${fresh()}`)).ms;
        firstRows.push([db, size.toLocaleString('en-US'), fmt(firstMs, 1)]);
        console.log(`  first q search after start: ${fmt(firstMs, 1)} ms`);
        // Every prefix from two letters up, each text once in the run (a suggestion is kept by its text).
        const texts = shuffled([
          ...new Set(words.flatMap((w) => [...w].map((_, i) => [...w].slice(0, i + 1).join('')).slice(1))),
        ]);
        const need = SAMPLES + WARM_UP;
        const suggestUrls = texts.slice(0, need).map((q) => `${api.url}/api/trips/suggestions?q=${encodeURIComponent(q)}`);
        const cities = ((await (await fetch(`${api.url}/api/cities`)).json()) as { data: { value: number }[] }).data;
        const word = (i: number) => encodeURIComponent(words[i % words.length]!);
        const n = Math.min(need, 4 * words.length);
        const series: [string, string[]][] = [
          ['suggestions (2+ letters)', suggestUrls],
          ['search, no q (existing), page 1', Array.from({ length: n }, () => `${api.url}/api/trips/filter?${fresh()}`)],
          ['search q=word, page 1', Array.from({ length: n }, (_, i) => `${api.url}/api/trips/filter?q=${word(i)}&${fresh()}`)],
          [
            'search q=word, low_price, page 2',
            Array.from({ length: n }, (_, i) => `${api.url}/api/trips/filter?q=${word(i)}&sort_by=low_price&page=2&${fresh()}`),
          ],
          [
            'search q=word + city, page 1',
            Array.from(
              { length: n },
              (_, i) => `${api.url}/api/trips/filter?q=${word(i)}&to_city_id=${cities[i % cities.length]!.value}&${fresh()}`,
            ),
          ],
        ];
        for (const [name, urls] of series) {
          const cells = await measure(urls);
          rows.push([db, size.toLocaleString('en-US'), name, ...cells]);
          console.log(`  ${name}: p50 ${cells[1]} ms, p99 ${cells[3]} ms`);
        }
      });
    }
  });
}
printTable(['db', 'trips', 'request', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'], rows);
printTable(['db', 'trips', 'first q search after start, ms'], firstRows);
console.log(loadLine());
