/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30: a number raised whenever the text index (trip_search, 2026-11-28T0900) may have
// changed. Free-text search keeps each text's matches per catalogue version; most catalogue changes
// (a price, seats, a banner) leave the text as it was, and with this number the matches are kept
// across them instead of read again (a word in one trip in nine: 0.6 s at 1,000,000 trips on
// PostgreSQL). Raising it when nothing changed only costs a read; missing a change would not be safe.
//
// PostgreSQL: once per statement that writes trip_search. SQLite has no triggers on a virtual table:
// each trigger that writes trip_search has a twin here, on the same event, that raises the number.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const BUMP = 'update trip_search_version set version = version + 1 where id = 1;';

/** The SQLite triggers of 2026-11-28T0900 that write trip_search: name, event (and its condition). */
const SQLITE_WRITERS: [string, string][] = [
  ['trips_insert', 'after insert on trips when new.published = 1'],
  ['trips_update', 'after update of title, description, company, to_city_id, to_country_id, published on trips'],
  ['trips_delete', 'after delete on trips'],
  ['trip_tags_insert', 'after insert on trip_tags'],
  ['trip_tags_delete', 'after delete on trip_tags'],
  ['cities_update', 'after update of name on cities'],
  ['countries_update', 'after update of name on countries'],
  ['tags_update', 'after update of name on tags'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('trip_search_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into trip_search_version (id, version) values (1, 1)`.execute(db);
  if (pg) {
    await sql
      .raw(
        `create function bump_trip_search_version() returns trigger language plpgsql set search_path from current as $$
      begin ${BUMP} return null; end $$`,
      )
      .execute(db);
    await sql`create trigger trip_search_version after insert or update or delete or truncate on trip_search
      for each statement execute function bump_trip_search_version()`.execute(db);
    return;
  }
  for (const [name, event] of SQLITE_WRITERS)
    await sql.raw(`create trigger ${name}_search_version ${event} begin ${BUMP} end`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists trip_search_version on trip_search`.execute(db);
    await sql`drop function if exists bump_trip_search_version()`.execute(db);
  } else for (const [name] of SQLITE_WRITERS) await sql.raw(`drop trigger if exists ${name}_search_version`).execute(db);
  await db.schema.dropTable('trip_search_version').ifExists().execute();
}
