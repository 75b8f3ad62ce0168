import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { privateFile } from '../data-dir.ts';
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
import * as catalogueNotify from './migrations/2026-11-23T1000-catalogue-notify.ts';
import * as payments from './migrations/2026-11-27T0300-payments.ts';
import * as invoices from './migrations/2026-11-27T0500-invoices.ts';
import * as zatca from './migrations/2026-11-27T0700-zatca.ts';
import * as reviews from './migrations/2026-11-27T0900-reviews.ts';
import * as tripSearch from './migrations/2026-11-28T0900-trip-search.ts';
import * as travellerNames from './migrations/2026-11-28T1100-traveller-names.ts';
import * as staffSecurity from './migrations/2026-11-28T1200-staff-security.ts';
import * as privacy from './migrations/2026-11-28T1300-privacy.ts';
import * as bookingNotes from './migrations/2026-11-28T1400-booking-notes.ts';
import * as notIncluded from './migrations/2026-11-28T1500-not-included.ts';
import * as tripSearchTitle from './migrations/2026-11-28T1630-trip-search-title.ts';
import * as passportSealed from './migrations/2026-11-28T1800-passport-sealed.ts';
import * as webVitals from './migrations/2026-11-28T1810-web-vitals.ts';
import * as clearPassportsIndex from './migrations/2026-11-28T1900-clear-passports-index.ts';
import * as tripSearchVersion from './migrations/2026-11-28T2000-trip-search-version.ts';
import * as termsSayWhatSiteDoes from './migrations/2026-11-28T2200-terms-say-what-site-does.ts';
import * as tripSearchTerms from './migrations/2026-11-29T0900-trip-search-terms.ts';
import * as tripSearchColumns from './migrations/2026-11-29T1000-trip-search-columns.ts';
import * as tripSearchBits from './migrations/2026-11-29T1100-trip-search-bits.ts';
import * as tripSearchChunks from './migrations/2026-11-29T1200-trip-search-chunks.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables (null on SQLite). */
  schema: string | null;
  /** The better-sqlite3 handle on SQLite, for bulk work that Kysely would slow down. */
  sqlite: SQLite.Database | null;
  /** PostgreSQL: how to open one more connection like the pool's (the catalogue's LISTEN). */
  pgConfig: pg.ClientConfig | null;
  /**
   * Called after every statement that may write (any but a SELECT) has run through Kysely on this
   * process's connections, a COMMIT included, so that modules/catalogue/catalogue-version.ts reads the version again.
   */
  afterWrite: Set<() => void>;
  destroy(): Promise<void>;
}

const notify = (listeners: Set<() => void>) => {
  for (const listener of listeners) listener();
};

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
  '2026-11-23T1000-catalogue-notify': catalogueNotify,
  '2026-11-27T0300-payments': payments,
  '2026-11-27T0500-invoices': invoices,
  '2026-11-27T0700-zatca': zatca,
  '2026-11-27T0900-reviews': reviews,
  '2026-11-28T0900-trip-search': tripSearch,
  '2026-11-28T1100-traveller-names': travellerNames,
  '2026-11-28T1200-staff-security': staffSecurity,
  '2026-11-28T1300-privacy': privacy,
  '2026-11-28T1400-booking-notes': bookingNotes,
  '2026-11-28T1500-not-included': notIncluded,
  '2026-11-28T1630-trip-search-title': tripSearchTitle,
  '2026-11-28T1800-passport-sealed': passportSealed,
  '2026-11-28T1810-web-vitals': webVitals,
  '2026-11-28T1900-clear-passports-index': clearPassportsIndex,
  '2026-11-28T2000-trip-search-version': tripSearchVersion,
  '2026-11-28T2200-terms-say-what-site-does': termsSayWhatSiteDoes,
  '2026-11-29T0900-trip-search-terms': tripSearchTerms,
  '2026-11-29T1000-trip-search-columns': tripSearchColumns,
  '2026-11-29T1100-trip-search-bits': tripSearchBits,
  '2026-11-29T1200-trip-search-chunks': tripSearchChunks,
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
    const pgConfig: pg.ClientConfig = {
      connectionString: withDefaultUser(options.databaseUrl!),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    };
    const afterWrite = new Set<() => void>();
    const pool = new pg.Pool({
      ...pgConfig,
      // Under a burst, requests queue for a connection rather than fail; a database that is down
      // refuses connections at once (503), it does not make them wait.
      max: Number(process.env.PG_POOL_MAX) || 20,
      connectionTimeoutMillis: 15_000,
    });
    // A dropped connection (database restart) must not crash the process; queries fail and recover.
    pool.on('error', () => {});
    // A connection that dies mid-query (database restart) also emits 'error' on its client, which
    // would crash the process without a listener; the query itself rejects and answers 503.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      signalWrites(client, afterWrite);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const schema = options.schema || 'public';
    return { db, dialect: 'postgres', schema, sqlite: null, pgConfig, afterWrite, destroy: () => db.destroy() };
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
  const afterWrite = new Set<() => void>();
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, 500, afterWrite) }) });
  sqliteHandles.set(db, sqlite);
  return { db, dialect: 'sqlite', schema: null, sqlite, pgConfig: null, afterWrite, destroy: () => db.destroy() };
}

const sqliteHandles = new WeakMap<Kysely<DB>, SQLite.Database>();
// Apart from withStatementCache's: raw() changes how a statement answers, which Kysely's must not.
const rawStatements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/**
 * Every row of a SELECT as an array of its values, read from SQLite without Kysely's row objects (a
 * text search's tens of thousands of rows: 2–3 times faster), or null when that cannot be done: on
 * PostgreSQL, inside a transaction of `db`, and while any transaction is open on the connection
 * (Kysely holds it between its statements; a read of ours in between would see that transaction's
 * uncommitted writes). The caller then reads through Kysely.
 */
export function rawSqlite<T extends unknown[]>(db: Kysely<DB>, select: string, params: unknown[]): T[] | null {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite || sqlite.inTransaction) return null;
  let kept = rawStatements.get(sqlite);
  if (!kept) rawStatements.set(sqlite, (kept = new Map()));
  let statement = kept.get(select);
  if (!statement) kept.set(select, (statement = sqlite.prepare(select).raw()));
  return statement.all(...params) as T[];
}

const isRead = (text: string) => /^\s*select\b/i.test(text);

/** Calls `listeners` when a statement other than a SELECT sent through `client` has finished. */
function signalWrites(client: pg.PoolClient, listeners: Set<() => void>) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    // Kysely's calls only: a text and values, answered by a promise.
    if (typeof args[0] === 'string' && !isRead(args[0]) && result instanceof Promise)
      result.then(
        () => notify(listeners),
        () => notify(listeners),
      );
    return result;
  }) as typeof client.query;
}

/**
 * Kysely's SQLite driver prepares every query anew, which costs as much as running a small one.
 * Queries are few and fixed (their values are parameters), so prepared statements are kept by SQL
 * text and reused: Kysely runs each to completion (all/run) before the next, and SQLite re-prepares
 * a kept statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500, afterWrite: Set<() => void> = new Set()): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      // Kysely runs what it prepares at once and synchronously: no other request runs in between, so
      // "about to write" is "has written" to all of them.
      if (!isRead(text)) notify(afterWrite);
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
