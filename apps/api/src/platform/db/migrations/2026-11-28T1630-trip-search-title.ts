/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30, speed of the suggestions: PostgreSQL finds the trips whose folded title has
// what was typed (a part of a word, as SQLite's FTS5 trigram index does) with `title LIKE '%w%'`
// on a pg_trgm index of the title alone, instead of word similarity on every keystroke (a typo is
// looked for only when nothing was found as typed). SQLite's trip_search already indexes the title.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index trip_search_title on trip_search using gin (title public.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists trip_search_title`.execute(db);
}
