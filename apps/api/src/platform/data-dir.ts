import fs from 'node:fs';
import path from 'node:path';

// Data at rest is the customers' (issue 12, item 5): the database, its WAL, passports and the outbox
// (live reset links) are readable by the server's user only. DATA_DIR is 0700 and every file the
// server writes 0600; server.ts also sets the umask so nothing slips through with 0644.

export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

export class DataDirError extends Error {}

/** Creates DATA_DIR (0700), tightens it, and proves it writable, else names the path (item 9). */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  } catch (e) {
    throw new DataDirError(`DATA_DIR ${dataDir} cannot be created: ${(e as Error).message}`);
  }
  try {
    fs.chmodSync(dataDir, PRIVATE_DIR);
  } catch {
    // not ours to change (a mounted volume): the write probe below still decides
  }
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    fs.writeFileSync(probe, 'ok', { mode: PRIVATE_FILE });
    fs.rmSync(probe, { force: true });
  } catch (e) {
    throw new DataDirError(`DATA_DIR ${dataDir} is not writable (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

/** Makes `file` (created empty when missing) and its SQLite companions owner-only. */
export function privateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      fs.chmodSync(f, PRIVATE_FILE);
    } catch {
      // a companion that does not exist yet: SQLite gives it the database file's mode
    }
  }
}
