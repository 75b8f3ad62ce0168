/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. PostgreSQL: a raise of the catalogue version is also announced with NOTIFY on the channel
// `rihla_catalogue`, its payload the schema, so that each API server can keep the version in memory
// (modules/catalogue/catalogue-version.ts) rather than read it on every guest's request. PostgreSQL sends a
// notification at commit and only once per transaction for the same payload. SQLite has no such thing
// and is left as it is.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql set search_path from current as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      perform pg_notify('rihla_catalogue', current_schema());
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql set search_path from current as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
}
