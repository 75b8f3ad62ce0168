/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. A number the database raises whenever what the public pages show changes: any insert,
// delete or update of the catalogue tables, whoever makes it (this server, another one, the import
// CLI, the generator, a hand-written statement). The API keeps what it read from the catalogue
// (home page, search counts and pages, trip details) under the version it read first and answers
// from it while the version stays the same (modules/catalogue/catalogue-cache.ts).
//
// Trips count their visits on every page view; an update that changes `visits` does not raise the
// version (only the "most visited" order depends on it, and the API never keeps that order).

const TABLES = ['site_info', 'banners', 'countries', 'cities', 'tags', 'trips', 'trip_tags', 'trip_contents', 'faqs'];

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
  if (pg) {
    // The function keeps the schema it was made in, so writers with another search_path still reach the table.
    await sql`create function bump_catalogue_version() returns trigger language plpgsql set search_path from current as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      // Once per statement: a bulk import raises the version once.
      await sql`create trigger ${sql.id(`${table}_version`)} after insert or delete or truncate on ${sql.id(table)}
        for each statement execute function bump_catalogue_version()`.execute(db);
      if (table === 'trips')
        await sql`create trigger trips_version_update after update on trips for each row
          when (old.visits is not distinct from new.visits) execute function bump_catalogue_version()`.execute(db);
      else
        await sql`create trigger ${sql.id(`${table}_version_update`)} after update on ${sql.id(table)}
          for each statement execute function bump_catalogue_version()`.execute(db);
    }
  } else {
    const bump = sql.raw('update catalogue_version set version = version + 1 where id = 1;');
    for (const table of TABLES) {
      for (const event of ['insert', 'delete', 'update'] as const) {
        const when = table === 'trips' && event === 'update' ? sql.raw('when old.visits is new.visits') : sql.raw('');
        await sql`create trigger ${sql.id(`${table}_version_${event}`)} after ${sql.raw(event)} on ${sql.id(table)} ${when}
          begin ${bump} end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const table of TABLES) {
    const names = pg
      ? [`${table}_version`, `${table}_version_update`]
      : ['insert', 'delete', 'update'].map((e) => `${table}_version_${e}`);
    for (const name of names)
      await (
        pg ? sql`drop trigger if exists ${sql.id(name)} on ${sql.id(table)}` : sql`drop trigger if exists ${sql.id(name)}`
      ).execute(db);
  }
  if (pg) await sql`drop function if exists bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
