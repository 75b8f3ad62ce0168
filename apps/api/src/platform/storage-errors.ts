import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { probeWrite } from './db/health.ts';

// Storage that cannot be written (issue 12, item 9) is the server's trouble, not the client's and not
// a bug: 503 with the Arabic "service unavailable" message, and /api/health says which part.

const FILE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO']);
// SQLite's extended codes start with their primary one (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE…);
// PostgreSQL: 53100 disk full, 53000 insufficient resources, 25006 read-only transaction, 58030 I/O.
const DB_PREFIXES = ['SQLITE_READONLY', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'];
const PG_CODES = new Set(['53100', '53000', '25006', '58030']);

export function isStorageError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== 'string') return false;
  return FILE_CODES.has(code) || PG_CODES.has(code) || DB_PREFIXES.some((p) => code.startsWith(p));
}

export interface StorageHealth {
  database: 'ok' | 'read-only';
  files: 'ok' | 'not writable';
}

/** Can the database and the uploads folder take a write? Neither probe changes anything lasting. */
export async function storageHealth(db: Kysely<DB>, uploadsTmp: string): Promise<StorageHealth> {
  const out: StorageHealth = { database: 'ok', files: 'ok' };
  try {
    await probeWrite(db);
  } catch (e) {
    if (!isStorageError(e)) throw e;
    out.database = 'read-only';
  }
  const probe = path.join(uploadsTmp, `health-${process.pid}.probe`);
  try {
    await fs.writeFile(probe, 'ok', { mode: 0o600 });
    await fs.rm(probe, { force: true });
  } catch {
    out.files = 'not writable';
  }
  return out;
}
