/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. When each public page's row last changed (the sitemap's <lastmod>, issue 14): `updated_at`
// on trips, countries, cities and tags, an ISO-8601 instant in UTC like every other instant we store,
// kept by the database itself (now on insert, now on every update), whoever writes the row.
//
// A trip's visit counter changes on every page view and is not a change of the page: an update that
// changes `visits` leaves `updated_at` alone (as it leaves the catalogue version alone).
//
// SQLite cannot add a column whose default is not a constant, and its triggers cannot change NEW, so
// there the column is filled by AFTER triggers (once, right after the row is written, in the same
// statement); PostgreSQL has a real default and a BEFORE UPDATE trigger.

const TABLES = ['trips', 'countries', 'cities', 'tags'] as const;

const SQLITE_NOW = sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`);
const PG_NOW = sql.raw(`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function touch_updated_at() returns trigger language plpgsql as $$
      begin
        new.updated_at := ${PG_NOW};
        return new;
      end $$`.execute(db);
    for (const table of TABLES) {
      // now() is stable: existing rows all get the time of this migration without a table rewrite.
      await sql`alter table ${sql.id(table)} add column updated_at text not null default ${PG_NOW}`.execute(db);
      const when = table === 'trips' ? sql.raw('when (old.visits is not distinct from new.visits)') : sql.raw('');
      await sql`create trigger ${sql.id(`${table}_touch`)} before update on ${sql.id(table)} for each row ${when}
        execute function touch_updated_at()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    await sql`alter table ${sql.id(table)} add column updated_at text`.execute(db);
    await sql`update ${sql.id(table)} set updated_at = ${SQLITE_NOW}`.execute(db);
    const touch = sql`update ${sql.id(table)} set updated_at = ${SQLITE_NOW} where rowid = new.rowid;`;
    await sql`create trigger ${sql.id(`${table}_touch_insert`)} after insert on ${sql.id(table)}
      when new.updated_at is null begin ${touch} end`.execute(db);
    // The WHEN stops the trigger's own update from touching the row again; an update that sets
    // updated_at itself keeps the value it set.
    const visits = table === 'trips' ? sql.raw('and old.visits is new.visits') : sql.raw('');
    await sql`create trigger ${sql.id(`${table}_touch_update`)} after update on ${sql.id(table)}
      when old.updated_at is new.updated_at ${visits} begin ${touch} end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of TABLES) {
    if (pg) await sql`drop trigger if exists ${sql.id(`${table}_touch`)} on ${sql.id(table)}`.execute(db);
    else
      for (const event of ['insert', 'update'])
        await sql`drop trigger if exists ${sql.id(`${table}_touch_${event}`)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
  }
  if (pg) await sql`drop function if exists touch_updated_at()`.execute(db);
}
