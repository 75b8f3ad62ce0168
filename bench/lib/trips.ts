import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { benchClient } from './pg.ts';
import { REPO_ROOT, startApi } from './server.ts';

// Fills a fresh database with N trips for the benchmarks.
//
// The API's own generator (apps/api/src/modules/catalogue/demo/generate.ts, issue 3: `node … --trips N`) is used when it
// exists; this file's SQL fill is the fallback and the fast option (--generator=sql): start the real server once
// (migrations + the seeded Arabic demo catalogue of 150 trips), stop it, then copy the demo trips in
// INSERT … SELECT batches with varied price, discount, visits, ratings and expiry, each copy keeping
// its template's cities, itinerary and tags, so every filter and sort has realistic spread.

export const API_GENERATOR = path.join(REPO_ROOT, 'apps/api/src/modules/catalogue/demo/generate.ts');

export interface FillTarget {
  dataDir: string;
  schema?: string;
  databaseUrl?: string;
}

export interface FillResult {
  trips: number;
  seconds: number;
  generator: string;
}

async function seedOnce(t: FillTarget): Promise<void> {
  const s = await startApi({
    dataDir: t.dataDir,
    databaseUrl: t.databaseUrl,
    databaseSchema: t.schema,
    logName: 'seed.log',
    startTimeoutMs: 300_000,
  });
  await s.stop();
}

// Columns a copy varies; every other column of trips (whatever the migrations made it) is the template's.
function overrides(i: string, expiry: string, pg: boolean): Record<string, string> {
  const round = (x: string) => (pg ? `round(cast(${x} as numeric), 0)` : `round(${x}, 0)`);
  const price = `t.price * (0.6 + ((${i} * 7919) % 900) / 1000.0)`;
  return {
    price: round(price),
    price_before_discount: `case when (${i} % 3) = 0 then ${round(`${price} * 1.2`)} else null end`,
    expiry_date: expiry,
    featured: '0',
    visits: `(${i} * 2654435761) % 20000`,
    rates_count: `(${i} * 40503) % 50`,
    rating_sum: `((${i} * 40503) % 50) * (2 + (${i} % 4))`,
    average_rating: `case when ((${i} * 40503) % 50) > 0 then 2 + (${i} % 4) else null end`,
  };
}

/** Insert list and select list copying template `t` as copy number `i`. */
function copySql(columns: string[], i: string, expiry: string, pg: boolean): { insert: string; select: string } {
  const o = overrides(i, expiry, pg);
  const cols = columns.filter((c) => c !== 'id');
  return { insert: cols.join(', '), select: cols.map((c) => o[c] ?? `t.${c}`).join(', ') };
}

// Tables hanging off a trip that a copy takes from its template (trip_contents exists since the API
// moved the itinerary out of trips).
const CHILDREN: Record<string, string[]> = { trip_tags: ['tag_id'], trip_contents: ['program', 'included'] };

async function fillSqlite(t: FillTarget, n: number, onProgress?: (done: number) => void): Promise<void> {
  const db = new SQLite(path.join(t.dataDir, 'rihla.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const base = db.prepare('select count(*) as n, max(id) as m from trips').get() as { n: number; m: number };
  const templates = base.n;
  const columns = (db.prepare('pragma table_info(trips)').all() as { name: string }[]).map((c) => c.name);
  const tableNames = new Set(
    (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name),
  );
  const { insert, select } = copySql(
    columns,
    'seq.i',
    "case when (seq.i % 4) = 0 then null else date('now', '+' || (30 + (seq.i % 700)) || ' days') end",
    false,
  );
  const batch = 100_000;
  for (let from = base.n; from < n; from += batch) {
    const count = Math.min(batch, n - from);
    db.transaction(() => {
      db.prepare(
        `with recursive seq(i) as (select ${from + 1} union all select i + 1 from seq where i < ${from + count})
         insert into trips (${insert}) select ${select} from seq join trips t on t.id = 1 + (seq.i % ${templates})`,
      ).run();
    })();
    onProgress?.(from + count);
  }
  for (const [table, cols] of Object.entries(CHILDREN)) {
    if (!tableNames.has(table)) continue;
    db.prepare(
      `insert into ${table} (trip_id, ${cols.join(', ')}) select n.id, ${cols.map((c) => `x.${c}`).join(', ')} from trips n join ${table} x on x.trip_id = 1 + ((n.id - 1) % ${templates}) where n.id > ${base.m}`,
    ).run();
  }
  db.pragma('optimize');
  db.exec('analyze');
  db.close();
}

async function fillPostgres(t: FillTarget, n: number, onProgress?: (done: number) => void): Promise<void> {
  const c = benchClient(t.schema);
  await c.connect();
  try {
    await c.query('set synchronous_commit = off');
    const { rows } = await c.query<{ n: string; m: number }>('select count(*) as n, max(id) as m from trips');
    const templates = Number(rows[0]!.n);
    const baseMax = rows[0]!.m;
    const columns = (
      await c.query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'trips' order by ordinal_position",
      )
    ).rows.map((r) => r.name);
    const tableNames = new Set(
      (
        await c.query<{ name: string }>(
          'select table_name as name from information_schema.tables where table_schema = current_schema()',
        )
      ).rows.map((r) => r.name),
    );
    const { insert, select } = copySql(
      columns,
      's.i',
      "case when (s.i % 4) = 0 then null else to_char(current_date + cast(30 + (s.i % 700) as integer), 'YYYY-MM-DD') end",
      true,
    );
    const batch = 100_000;
    for (let from = templates; from < n; from += batch) {
      const count = Math.min(batch, n - from);
      await c.query(
        `insert into trips (${insert}) select ${select}
         from generate_series(${from + 1}::bigint, ${from + count}::bigint) as s(i) join trips t on t.id = 1 + (s.i % ${templates})`,
      );
      onProgress?.(from + count);
    }
    for (const [table, cols] of Object.entries(CHILDREN)) {
      if (!tableNames.has(table)) continue;
      await c.query(
        `insert into ${table} (trip_id, ${cols.join(', ')}) select n.id, ${cols.map((x) => `x.${x}`).join(', ')} from trips n join ${table} x on x.trip_id = 1 + ((n.id - 1) % ${templates}) where n.id > ${baseMax}`,
      );
    }
    await c.query('vacuum analyze');
  } finally {
    await c.end();
  }
}

/** Runs the API's generator CLI (node apps/api/src/modules/catalogue/demo/generate.ts --trips N) on the target. */
async function apiGenerator(t: FillTarget, n: number, onProgress?: (done: number) => void): Promise<void> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'warn',
    ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
    ...(t.schema ? { DATABASE_SCHEMA: t.schema } : {}),
  };
  const child = spawn(process.execPath, [API_GENERATOR, '--trips', String(n)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => {
    out = (out + c.toString()).slice(-4000);
    const m = /(\d+) trips \(/.exec(c.toString().split('\r').pop() ?? '');
    if (m) onProgress?.(Number(m[1]));
  });
  child.stderr.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-4000)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30 * 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`generate.ts exited ${code}: ${out}`);
}

export type Generator = 'api' | 'sql';

/**
 * A database under `t` holding the demo catalogue plus generated trips, `n` trips in all: the API's
 * generator when present (default), else (or with `sql`) the bench SQL fill.
 */
export async function fillTrips(
  t: FillTarget,
  n: number,
  onProgress?: (done: number) => void,
  generator: Generator = 'api',
): Promise<FillResult> {
  const t0 = Date.now();
  fs.mkdirSync(t.dataDir, { recursive: true });
  if (generator === 'api' && fs.existsSync(API_GENERATOR)) {
    await apiGenerator(t, n, onProgress);
    return { trips: n, seconds: (Date.now() - t0) / 1000, generator: 'apps/api/src/modules/catalogue/demo/generate.ts' };
  }
  await seedOnce(t);
  if (t.schema) await fillPostgres(t, n, onProgress);
  else await fillSqlite(t, n, onProgress);
  return {
    trips: n,
    seconds: (Date.now() - t0) / 1000,
    generator: fs.existsSync(API_GENERATOR)
      ? 'bench SQL fill (--generator=sql)'
      : 'bench SQL fill (apps/api generator not present)',
  };
}
