// How search cost grows with the catalogue: GET /api/trips/filter latency at 1,000, 100,000 and
// 1,000,000 trips on SQLite and on PostgreSQL, and the ratio of the largest size to the smallest.
// The same database is topped up from one size to the next (the generator adds what is missing).
//
// It measures what real searches send, uncached: the search form always sends start_date,
// count_nights, count_persons and sort_by, and every request here (warm-up ones too) carries a
// combination of them no request of the run has sent before, so no kept answer can serve it. Each
// sort, everywhere / in a city / in a country, page 1, the middle page and the last page. The middle
// and last page numbers come from the bench's own count on its own connection (never from the API,
// which would then have answered that search once), made for all of a search's samples before its
// requests are sent. Each answer's total and length are checked.
// At the largest size it prints the query plans of the count and of a page's ids, from the
// repository's own query builders, on each engine.
//
//   pnpm --filter @rihla/bench run growth [--sizes=1000,100000,1000000] [--db=sqlite|postgres|both]
//                                         [--samples=41] [--generator=api|sql] [--data-dir=DIR]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql, type Compilable } from 'kysely';
import { addDays, PAGE_SIZE, todayIso, type SortBy, type TripFilterQuery } from '@rihla/contract';
import { createDatabase } from '../apps/api/src/platform/db/database.ts';
import { facetRowsQuery } from '../apps/api/src/modules/catalogue/repositories/trip-search-queries.ts';
import { facetScope, pageIdsQuery } from '../apps/api/src/modules/catalogue/trip-search.ts';
import { benchDbs, withApi, withBenchDatabase, type BenchDb } from './lib/bench-database.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { benchClient } from './lib/pg.ts';
import { fmt, printTable, type Cell } from './lib/table.ts';
import { fillTrips, type FillTarget, type Generator } from './lib/trips.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000,1000000' },
    db: { type: 'string', default: 'both' },
    // A p50 of 15 moved by a few tenths of a millisecond from run to run: a lot for a 1 ms search.
    samples: { type: 'string', default: '41' },
    generator: { type: 'string', default: 'api' },
    // Reuse a SQLite DATA_DIR a previous run filled (the generator only tops it up); kept at the end.
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
const WARM_UP = 3;
const GENERATOR = args.generator as Generator;

printMachine();
console.log(
  `growth: sizes ${SIZES.map((s) => s.toLocaleString('en-US')).join(', ')}; ${SAMPLES} sequential requests per query after ${WARM_UP} warm-up ones, each with a date, nights and persons never sent before; one client on 127.0.0.1; server LOG_LEVEL=warn`,
);

const SORTS: SortBy[] = ['high_price', 'low_price', 'top_rated', 'top_visit'];
type Place = 'everywhere' | 'city' | 'country';
const PLACES: Place[] = ['everywhere', 'city', 'country'];
type Page = '1' | 'middle' | 'last';
const PAGES: Page[] = ['1', 'middle', 'last'];
const label = (sort: SortBy, place: Place, page: Page) => `${sort}, ${place}, page ${page}`;

// Every request's date, nights (1–7) and persons (1–3, as the form offers), never the same twice in a
// run (7,665 combinations).
let asked = 0;
function freshSearch(): Pick<TripFilterQuery, 'start_date' | 'count_nights' | 'count_persons'> {
  const n = asked++;
  return {
    start_date: addDays(todayIso(), 1 + (n % 365)),
    count_nights: 1 + (Math.floor(n / 365) % 7),
    count_persons: 1 + (Math.floor(n / (365 * 7)) % 3),
  };
}

/** The bench's own count of a search's matches, on its own connection, by the search's rules. */
interface Counter {
  count(f: TripFilterQuery): Promise<number>;
  close(): Promise<void>;
}
function counter(db: BenchDb, target: FillTarget): Counter {
  const where = (f: TripFilterQuery, p: (i: number) => string) => {
    const terms = ['published = 1', `available_until >= ${p(1)}`, `duration >= ${p(2)}`, `max_adults >= ${p(3)}`];
    const values: unknown[] = [f.start_date, f.count_nights! + 1, f.count_persons];
    const place = f.to_city_id ? ['to_city_id', f.to_city_id] : f.to_country_id ? ['to_country_id', f.to_country_id] : null;
    if (place) {
      terms.push(`${place[0]} = ${p(4)}`);
      values.push(place[1]);
    }
    return { text: `select count(*) as n from trips where ${terms.join(' and ')}`, values };
  };
  if (db === 'sqlite') {
    const conn = new SQLite(`${target.dataDir}/rihla.sqlite`, { readonly: true });
    return {
      count: async (f) => {
        const q = where(f, () => '?');
        return Number((conn.prepare(q.text).get(...q.values) as { n: number }).n);
      },
      close: async () => void conn.close(),
    };
  }
  const client = benchClient(target.schema);
  const ready = client.connect().then(() => undefined);
  return {
    count: async (f) => {
      await ready;
      const q = where(f, (i) => `$${i}`);
      return Number((await client.query(q.text, q.values)).rows[0].n);
    },
    close: async () => {
      await ready;
      await client.end();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

interface Stat {
  p50: number;
  p95: number;
  n: number;
}
// results[db][size][label]
const results = new Map<string, Map<number, Map<string, Stat>>>();
const genRows: Cell[][] = [];
const firstRows: Cell[][] = [];
const plans: string[] = [];

for (const db of DBS) {
  const byDb = new Map<number, Map<string, Stat>>();
  results.set(db, byDb);
  const reused = db === 'sqlite' ? args['data-dir'] : undefined;
  await withBenchDatabase(db, { tag: 'growth', dataDir: reused }, async (target) => {
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
      const bytes = db === 'sqlite' ? fs.statSync(`${target.dataDir}/rihla.sqlite`).size : null;
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
      const bySize = new Map<string, Stat>();
      byDb.set(size, bySize);
      const own = counter(db, target);
      try {
        // A city and a country with trips: the destination of the first generated trip.
        const place = await placeOf(db, target);
        await withApi(target, { startTimeoutMs: 600_000 }, async (api) => {
          const first = { ...freshSearch(), sort_by: 'high_price' as SortBy };
          const t0 = performance.now();
          const res = await fetch(`${api.url}/api/trips/filter?${query({ ...first, page: 1 })}`);
          await res.arrayBuffer();
          firstRows.push([db, size.toLocaleString('en-US'), fmt(performance.now() - t0, 1)]);
          for (const sort of SORTS)
            for (const where of PLACES)
              for (const page of PAGES) {
                // The bench's own counts first, then the requests back to back: a count at 1,000,000
                // trips reads tens of MB, and run just before each request it left the server's
                // caches cold and was measured as the server's growth.
                const asks: { f: TripFilterQuery; total: number; n: number }[] = [];
                const counting = Date.now() + 60_000;
                for (let i = 0; i < SAMPLES + WARM_UP && Date.now() < counting; i++) {
                  const f: TripFilterQuery = {
                    ...freshSearch(),
                    sort_by: sort,
                    ...(where === 'city'
                      ? { to_city_id: place.city }
                      : where === 'country'
                        ? { to_country_id: place.country }
                        : {}),
                  };
                  const total = await own.count(f);
                  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
                  asks.push({ f, total, n: page === '1' ? 1 : page === 'last' ? last : Math.ceil(last / 2) });
                }
                const times: number[] = [];
                const deadline = Date.now() + 90_000;
                for (const [i, { f, total, n }] of asks.entries()) {
                  if (Date.now() > deadline) break;
                  const t1 = performance.now();
                  const r = await fetch(`${api.url}/api/trips/filter?${query({ ...f, page: n })}`);
                  const body = (await r.json()) as { data: unknown[]; meta: { total: number } };
                  const ms = performance.now() - t1;
                  if (r.status !== 200) throw new Error(`${query(f)} answered ${r.status}`);
                  const expected = Math.min(PAGE_SIZE, Math.max(0, total - (n - 1) * PAGE_SIZE));
                  if (body.meta.total !== total || body.data.length !== expected)
                    throw new Error(
                      `${query({ ...f, page: n })}: total ${body.meta.total} and ${body.data.length} trips, expected ${total} and ${expected}`,
                    );
                  if (i >= WARM_UP) times.push(ms);
                }
                times.sort((a, b) => a - b);
                const stat = { p50: percentile(times, 0.5), p95: percentile(times, 0.95), n: times.length };
                bySize.set(label(sort, where, page), stat);
                console.log(
                  `  ${db} ${size.toLocaleString('en-US')} ${label(sort, where, page)}: p50 ${fmt(stat.p50, 1)} ms (${stat.n})`,
                );
              }
        });
        if (size === SIZES[SIZES.length - 1]) plans.push(await explain(db, target, place, own));
      } finally {
        await own.close();
      }
    }
  });
}

function query(f: TripFilterQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined) p.set(k, String(v));
  return p.toString();
}

async function placeOf(db: BenchDb, target: FillTarget): Promise<{ city: number; country: number }> {
  const text = 'select to_city_id as city, to_country_id as country from trips where published = 1 order by id limit 1';
  if (db === 'sqlite') {
    const conn = new SQLite(`${target.dataDir}/rihla.sqlite`, { readonly: true });
    try {
      return conn.prepare(text).get() as { city: number; country: number };
    } finally {
      conn.close();
    }
  }
  const client = benchClient(target.schema);
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

/** The plans of the repository's own queries: the count, page 1, the middle page and the last page. */
async function explain(db: BenchDb, target: FillTarget, place: { city: number; country: number }, own: Counter): Promise<string> {
  const database = createDatabase({ databaseUrl: target.databaseUrl ?? null, dataDir: target.dataDir, schema: target.schema });
  const out: string[] = [`\n## Query plans, ${db}, ${SIZES[SIZES.length - 1]!.toLocaleString('en-US')} trips\n`];
  try {
    const show = async (title: string, q: Compilable) => {
      const c = q.compile();
      const text = db === 'sqlite' ? `explain query plan ${c.sql}` : `explain (analyze, buffers, costs off, summary on) ${c.sql}`;
      // SQLite plans with the values bound, as the server runs it; PostgreSQL's EXPLAIN takes no
      // parameters, so the values (numbers and ISO dates) are written in.
      const rows = (
        database.sqlite
          ? database.sqlite.prepare(text).all(...(c.parameters as unknown[]))
          : (await sql.raw(text.replace(/\$(\d+)/g, (_, i: string) => lit(c.parameters[Number(i) - 1]))).execute(database.db))
              .rows
      ) as Record<string, unknown>[];
      out.push(
        `### ${title}\n\n\`\`\`sql\n${c.sql}\n\`\`\`\n\n\`\`\`\n${rows.map((r) => (db === 'sqlite' ? `${'  '.repeat(Number(r.parent) ? 1 : 0)}${r.detail}` : String(r['QUERY PLAN']))).join('\n')}\n\`\`\`\n`,
      );
    };
    const searches: [string, TripFilterQuery, 'first' | 'middle' | 'last'][] = [
      ['price, everywhere, page 1', { ...freshSearch(), sort_by: 'high_price' }, 'first'],
      ['low price, a city, page 1', { ...freshSearch(), sort_by: 'low_price', to_city_id: place.city }, 'first'],
      ['top rated, a country, middle page', { ...freshSearch(), sort_by: 'top_rated', to_country_id: place.country }, 'middle'],
      ['top visit, everywhere, last page', { ...freshSearch(), sort_by: 'top_visit' }, 'last'],
    ];
    for (const [title, f, which] of searches) {
      await show(
        `count (the scope's facet rows, read once per catalogue version): ${title}`,
        facetRowsQuery(database.db, facetScope(f)!),
      );
      const total = await own.count(f);
      const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
      const page = which === 'first' ? 1 : which === 'last' ? last : Math.ceil(last / 2);
      const ids = pageIdsQuery(database.db, database.dialect, f, f.sort_by!, page, total);
      if (!ids) continue;
      // Far from both ends (at the largest size), the API walks the page in memory (lib/sort-index.ts).
      const walked = which === 'middle' ? ' — the API walks this page in memory; this is the SQL it spares' : '';
      await show(`page ${page} of ${last}: ${title}${ids.fromEnd ? ' (read from the end)' : ''}${walked}`, ids.query);
    }
  } finally {
    await database.destroy();
  }
  return out.join('\n');
}

function lit(v: unknown): string {
  return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
}

console.log(`end: ${loadLine()}`);
console.log('\nGeneration (cumulative: each size tops up the previous one)\n');
printTable(['db', 'trips', 'seconds', 'SQLite file', 'generator'], genRows);
console.log('\nThe first search after the server starts, ms\n');
printTable(['db', 'trips', 'ms'], firstRows);
for (const stat of ['p50', 'p95'] as const) {
  console.log(`\nGET /api/trips/filter latency, ${stat} in ms (ratio: largest size / smallest)\n`);
  const headers = ['search (sort, place, page)'];
  for (const db of DBS) {
    for (const size of SIZES)
      headers.push(`${db} ${size >= 1_000_000 ? `${size / 1_000_000}M` : size >= 1000 ? `${size / 1000}k` : size}`);
    headers.push(`${db} ratio`);
  }
  const rows: Cell[][] = [];
  for (const sort of SORTS)
    for (const where of PLACES)
      for (const page of PAGES) {
        const row: Cell[] = [label(sort, where, page)];
        for (const db of DBS) {
          const vals = SIZES.map(
            (s) =>
              results
                .get(db)
                ?.get(s)
                ?.get(label(sort, where, page))?.[stat],
          );
          row.push(...vals.map((v) => fmt(v, 1)));
          const [lo, hi] = [vals[0], vals[vals.length - 1]];
          row.push(lo && hi ? `${fmt(hi / lo, 1)}×` : '–');
        }
        rows.push(row);
      }
  printTable(headers, rows);
}
for (const p of plans) console.log(p);
