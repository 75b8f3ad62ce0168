import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { privateFile } from '../lib/data-dir.ts';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DB } from './schema.ts';
import * as initial from './migrations/2026-11-21T2300-initial.ts';
import * as filterCover from './migrations/2026-11-21T2345-filter-cover.ts';
import * as tripContents from './migrations/2026-11-21T2350-trip-contents.ts';
import * as countrySortIndexes from './migrations/2026-11-22T0005-country-sort-indexes.ts';
import * as catalogueVersion from './migrations/2026-11-22T0300-catalogue-version.ts';
import * as security from './migrations/2026-11-22T2100-security.ts';
import * as updatedAt from './migrations/2026-11-23T0300-updated-at.ts';
import * as seatsLifecycle from './migrations/2026-11-23T0400-seats-lifecycle.ts';
import * as mailOutbox from './migrations/2026-11-23T0500-mail-outbox.ts';
import * as filesInDb from './migrations/2026-11-23T0510-files-in-db.ts';
import * as staff from './migrations/2026-11-23T0600-staff.ts';
import * as catalogueEditing from './migrations/2026-11-23T0700-catalogue-editing.ts';
import * as pictures from './migrations/2026-11-23T0800-pictures.ts';
import * as bookingTerms from './migrations/2026-11-23T0810-booking-terms.ts';
import * as searchFacets from './migrations/2026-11-23T0900-search-facets.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables (null on SQLite). */
  schema: string | null;
  /** The better-sqlite3 handle on SQLite, for bulk work that Kysely would slow down. */
  sqlite: SQLite.Database | null;
  destroy(): Promise<void>;
}

// Migrations are listed here rather than read from a folder: the server runs TypeScript directly and a
// static list keeps their order explicit. Names sort by date.
const migrations: Record<string, Migration> = {
  '2026-11-21T2300-initial': initial,
  '2026-11-21T2345-filter-cover': filterCover,
  '2026-11-21T2350-trip-contents': tripContents,
  '2026-11-22T0005-country-sort-indexes': countrySortIndexes,
  '2026-11-22T0300-catalogue-version': catalogueVersion,
  '2026-11-22T2100-security': security,
  '2026-11-23T0300-updated-at': updatedAt,
  '2026-11-23T0400-seats-lifecycle': seatsLifecycle,
  '2026-11-23T0500-mail-outbox': mailOutbox,
  '2026-11-23T0510-files-in-db': filesInDb,
  '2026-11-23T0600-staff': staff,
  '2026-11-23T0700-catalogue-editing': catalogueEditing,
  '2026-11-23T0800-pictures': pictures,
  '2026-11-23T0810-booking-terms': bookingTerms,
  '2026-11-23T0900-search-facets': searchFacets,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Whether `db` (or a transaction of it) talks to PostgreSQL: row locks and SKIP LOCKED exist there only. */
export const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

export function isPostgresUrl(url: string | null): boolean {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** pg takes the user from $USER when the URL names none; containers often have no $USER. */
export function withDefaultUser(url: string): string {
  const u = new URL(url);
  if (!u.username) u.username = process.env.PGUSER || 'postgres';
  return u.toString();
}

export function createDatabase(options: { databaseUrl: string | null; dataDir: string; schema?: string | null }): Database {
  if (isPostgresUrl(options.databaseUrl)) {
    if (options.schema && !/^[a-z_][a-z0-9_]{0,62}$/i.test(options.schema))
      throw new Error(`DATABASE_SCHEMA "${options.schema}" is not a plain identifier`);
    const pool = new pg.Pool({
      connectionString: withDefaultUser(options.databaseUrl!),
      // Under a burst, requests queue for a connection rather than fail; a database that is down
      // refuses connections at once (503), it does not make them wait.
      max: Number(process.env.PG_POOL_MAX) || 20,
      connectionTimeoutMillis: 15_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A dropped connection (database restart) must not crash the process; queries fail and recover.
    pool.on('error', () => {});
    // A connection that dies mid-query (database restart) also emits 'error' on its client, which
    // would crash the process without a listener; the query itself rejects and answers 503.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', schema: options.schema || 'public', sqlite: null, destroy: () => db.destroy() };
  }
  const url: string | null = options.databaseUrl;
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : path.join(options.dataDir, 'rihla.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (file !== ':memory:') privateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', schema: null, sqlite, destroy: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every query anew, which costs as much as running a small one.
 * Queries are few and fixed (their values are parameters), so prepared statements are kept by SQL
 * text and reused: Kysely runs each to completion (all/run) before the next, and SQLite re-prepares
 * a kept statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        // Schema changes and transaction control are run once; only data statements are worth keeping.
        if (/^\s*(select|insert|update|delete|with)\b/i.test(text)) {
          if (statements.size >= max) statements.clear();
          statements.set(text, statement);
        }
      }
      return statement;
    },
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.dialect === 'postgres' && database.schema && database.schema !== 'public') {
    await sql`create schema if not exists ${sql.id(database.schema)}`.execute(database.db);
  }
  // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
  // Unordered: branches land in any order, so a database may already have a later-dated migration
  // (2026-11-23T0510) when an earlier-dated one (0500) arrives; it then runs the missing one.
  const migrator = new Migrator({
    db: database.db,
    provider,
    allowUnorderedMigrations: true,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw error instanceof Error ? error : new Error(`migration ${failed?.migrationName} failed`);
}
