/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30: SQLite only (PostgreSQL reads its own lexeme index, 2026-11-29T0900). Each column
// of trip_search (2026-11-28T0900) also gets an FTS5 trigram index of its own: trip_search_title,
// trip_search_places and trip_search_body, contentless (the text stays in trip_search), rowid = the
// trip's id. An FTS5 lookup reads the word's whole lists, whichever columns it names: finding a
// word's matches and their tier (title, places, description) took three lookups of every column's
// lists, and takes one of each column's now (a word in every one of 100,000 trips: 38 → 25 ms, the
// catalogue's words at p95 14 → 8 ms).
//
// SQLite has no triggers on a virtual table, and does not promise the order of two triggers on one
// event: each trigger of 2026-11-28T0900 that writes trip_search is made again with the same event
// and statements, followed by copying the rows it wrote into the three indexes.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const COLUMNS = ['title', 'places', 'body'] as const;

/** The triggers that write trip_search, and the trip ids each one's statements rewrote. */
const WRITERS: [trigger: string, ids: string][] = [
  ['trips_search_insert', 'new.id'],
  ['trips_search_update', 'old.id, new.id'],
  ['trips_search_delete', 'old.id'],
  ['trip_tags_search_insert', 'new.trip_id'],
  ['trip_tags_search_delete', 'old.trip_id'],
  ['cities_search_update', 'select t.id from trips t where t.to_city_id = new.id'],
  ['countries_search_update', 'select t.id from trips t where t.to_country_id = new.id'],
  ['tags_search_update', 'select trip_id from trip_tags where tag_id = new.id'],
];

/** Copies trip_search's rows of these trips (none when unpublished or deleted) into the column indexes. */
const copy = (ids: string) =>
  COLUMNS.map(
    (c) => `delete from trip_search_${c} where rowid in (${ids});
      insert into trip_search_${c} (rowid, text) select rowid, ${c} from trip_search where rowid in (${ids});`,
  ).join('\n');

const TRAILING_END = /\bend\s*$/i;

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

async function triggerSql(db: Kysely<any>, name: string): Promise<string> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and name = ${name}`.execute(
    db,
  );
  if (!rows[0]) throw new Error(`trigger ${name} is missing`);
  return rows[0].sql;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const c of COLUMNS) {
    await run(
      db,
      `create virtual table trip_search_${c} using fts5(text, tokenize = 'trigram', content = '', contentless_delete = 1)`,
    );
    await run(db, `insert into trip_search_${c} (rowid, text) select rowid, ${c} from trip_search`);
  }
  for (const [name, ids] of WRITERS) {
    const was = await triggerSql(db, name);
    await run(db, `drop trigger ${name}`);
    await run(db, was.replace(TRAILING_END, `${copy(ids)}\nend`));
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [name, ids] of WRITERS) {
    const now = await triggerSql(db, name);
    await run(db, `drop trigger ${name}`);
    await run(db, now.replace(`${copy(ids)}\nend`, 'end'));
  }
  for (const c of COLUMNS) await run(db, `drop table if exists trip_search_${c}`);
}
