/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30: SQLite only (PostgreSQL reads its own lexeme index, 2026-11-29T0900).
//
// Each column of trip_search (2026-11-28T0900) gets an FTS5 trigram index of its own:
// trip_search_title, trip_search_places and trip_search_body, rowid = the trip's id; trip_search
// keeps the text as a plain table (same columns, rowid = the trip's id, no index of its own). An FTS5
// lookup reads the word's whole lists, whichever columns it names: finding a word's matches and their
// tier (title, places, description) took three lookups of every column's lists, and takes one of each
// column's now (a word in every one of 100,000 trips: 38 → 25 ms, the catalogue's words at p95 14 →
// 8 ms).
//
// The title and body indexes are contentless. The places one keeps its text: a trip's places are
// written again for each of its tags, and a content table's deletions are merged away with its
// segments, where a contentless one's stay as tombstones (100,000 trips as the generator writes them:
// the places' lookups 7× slower, a text's first search p95 9 → 18 ms).
//
// SQLite has no triggers on a virtual table, and does not promise the order of two triggers on one
// event: each trigger of 2026-11-28T0900 that writes trip_search is made again with the same event
// and statements, followed by copying the rows it wrote into the indexes of the columns it can change.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export const COLUMNS = ['title', 'places', 'body'] as const;
export type Column = (typeof COLUMNS)[number];

/**
 * The triggers that write trip_search, the trip ids each one's statements rewrote, and the columns
 * they can change: a trip's tags and a renamed city, country or tag change its places only (a trip's
 * tags are written one by one, and each rewrote the trip's row).
 */
export const WRITERS: [trigger: string, ids: string, columns: readonly Column[]][] = [
  ['trips_search_insert', 'new.id', COLUMNS],
  ['trips_search_update', 'old.id, new.id', COLUMNS],
  ['trips_search_delete', 'old.id', COLUMNS],
  ['trip_tags_search_insert', 'new.trip_id', ['places']],
  ['trip_tags_search_delete', 'old.trip_id', ['places']],
  ['cities_search_update', 'select t.id from trips t where t.to_city_id = new.id', ['places']],
  ['countries_search_update', 'select t.id from trips t where t.to_country_id = new.id', ['places']],
  ['tags_search_update', 'select trip_id from trip_tags where tag_id = new.id', ['places']],
];

/** Copies trip_search's rows of these trips (none when unpublished or deleted) into the column indexes. */
export const copy = (ids: string, columns: readonly Column[]) =>
  columns
    .map(
      (c) => `delete from trip_search_${c} where rowid in (${ids});
      insert into trip_search_${c} (rowid, text) select rowid, ${c} from trip_search where rowid in (${ids});`,
    )
    .join('\n');

const TRAILING_END = /\bend\s*$/i;

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

export async function triggerSql(db: Kysely<any>, name: string): Promise<string> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(
    db,
  );
  if (!rows[0]) throw new Error(`trigger ${name} is missing`);
  return rows[0].sql;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const writers = await Promise.all(WRITERS.map(([name]) => triggerSql(db, name)));
  // Dropped before trip_search: renaming a table checks every trigger's tables.
  for (const [name] of WRITERS) await run(db, `drop trigger ${name}`);
  await run(
    db,
    'create table trip_search_text (id integer primary key, title text not null, places text not null, body text not null)',
  );
  await run(db, 'insert into trip_search_text (id, title, places, body) select rowid, title, places, body from trip_search');
  await run(db, 'drop table trip_search');
  await run(db, 'alter table trip_search_text rename to trip_search');
  for (const c of COLUMNS) {
    await run(
      db,
      `create virtual table trip_search_${c} using fts5(text, tokenize = 'trigram'${c === 'places' ? '' : `, content = '', contentless_delete = 1`})`,
    );
    await run(db, `insert into trip_search_${c} (rowid, text) select rowid, ${c} from trip_search`);
  }
  for (const [i, [, ids, columns]] of WRITERS.entries())
    await run(db, writers[i]!.replace(TRAILING_END, `${copy(ids, columns)}\nend`));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const writers = await Promise.all(WRITERS.map(([name]) => triggerSql(db, name)));
  for (const [name] of WRITERS) await run(db, `drop trigger ${name}`);
  for (const c of COLUMNS) await run(db, `drop table if exists trip_search_${c}`);
  await run(db, 'alter table trip_search rename to trip_search_text');
  await run(db, `create virtual table trip_search using fts5(title, places, body, tokenize = 'trigram')`);
  await run(db, 'insert into trip_search (rowid, title, places, body) select id, title, places, body from trip_search_text');
  await run(db, 'drop table trip_search_text');
  for (const [i, [, ids, columns]] of WRITERS.entries()) await run(db, writers[i]!.replace(`${copy(ids, columns)}\nend`, 'end'));
}
