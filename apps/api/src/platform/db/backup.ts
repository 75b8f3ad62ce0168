import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl, withDefaultUser } from './database.ts';

// Backups that restore (issue 29, item 11; docs/security.md, "Backups"). SQLite: `VACUUM INTO`, a
// consistent copy taken while the server runs. PostgreSQL: pg_dump's custom format of the server's
// schema, restored with pg_restore into an empty database. Both hold every table (bookings, files,
// staff, the audit log, payments, invoices), and the files and secrets in them stay sealed with the
// files key, which is not in the backup: keep its copy apart (FILES_KEY or $DATA_DIR/files.key).

const run = promisify(execFile);

export interface BackupTarget {
  databaseUrl: string | null;
  dataDir: string;
  schema: string | null;
}

export const FILES_KEY_REMINDER =
  'Passport and visa files, authenticator secrets and the signing key are encrypted with the files key ' +
  '(FILES_KEY, or $DATA_DIR/files.key), which is not in the backup: keep a copy of it apart, or the restored files cannot be read.';

const sqliteFile = (t: BackupTarget) =>
  t.databaseUrl?.startsWith('sqlite:') ? t.databaseUrl.slice('sqlite:'.length) : path.join(t.dataDir, 'rihla.sqlite');

export class BackupError extends Error {}

/** Writes a backup of the database to `out` (which must not exist). */
export async function backupDatabase(t: BackupTarget, out: string): Promise<void> {
  if (fs.existsSync(out)) throw new BackupError(`${out} exists: choose a new file`);
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  if (isPostgresUrl(t.databaseUrl)) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...(t.schema ? [`--schema=${t.schema}`] : []),
      `--file=${out}`,
      withDefaultUser(t.databaseUrl!),
    ]);
  } else {
    const db = new SQLite(sqliteFile(t), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 10000');
      db.prepare('vacuum into ?').run(path.resolve(out));
    } finally {
      db.close();
    }
  }
  fs.chmodSync(out, 0o600);
}

/** Restores `from` into an empty database (SQLite: no database file yet; PostgreSQL: no such schema). */
export async function restoreDatabase(t: BackupTarget, from: string): Promise<void> {
  if (!fs.existsSync(from)) throw new BackupError(`${from} does not exist`);
  if (isPostgresUrl(t.databaseUrl)) {
    const url = withDefaultUser(t.databaseUrl!);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const schema = t.schema ?? 'public';
      const tables = await client.query('select count(*)::int as n from information_schema.tables where table_schema = $1', [
        schema,
      ]);
      if (tables.rows[0].n > 0) throw new BackupError(`schema ${schema} already has tables: restore into an empty database`);
      // The search index uses pg_trgm from public (migration 2026-11-28T0900-trip-search).
      await client.query('create extension if not exists pg_trgm with schema public');
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, from]);
    return;
  }
  const file = sqliteFile(t);
  if (fs.existsSync(file) && fs.statSync(file).size > 0)
    throw new BackupError(`${file} exists: restore into an empty DATA_DIR (stop the server, move the old file away)`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  for (const side of ['-wal', '-shm']) fs.rmSync(`${file}${side}`, { force: true });
  fs.copyFileSync(from, file);
  fs.chmodSync(file, 0o600);
  // A sound copy: SQLite checks every page and index.
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`the restored database failed its integrity check: ${String(check)}`);
  } finally {
    db.close();
  }
}
