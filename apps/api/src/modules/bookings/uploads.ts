import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

// A booking's uploads are spooled to disk while the form is read and sanitised (they may be 40 files
// of 5 MB), then stored, encrypted, in the database with the booking (place-booking.ts), and the
// spool files removed at the end of the request. Each server process spools into a folder of its own,
// so no server ever deletes another's uploads in flight, even on a shared DATA_DIR.

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');
const spoolRoot = (dataDir: string) => path.join(uploadsRoot(dataDir), 'spool');
/** A process's spool folder is someone else's leftover once untouched this long (requests last minutes). */
const ABANDONED_MS = 24 * 60 * 60 * 1000;
export const STORED_NAME = /^[a-f0-9]{32}$/;

const host = () => os.hostname().replace(/[^\w.-]/g, '_');

/** This process's spool folder, named <host>-<pid>-<random> (created when first used: see ensureSpool). */
export function spoolDirFor(dataDir: string): string {
  return path.join(spoolRoot(dataDir), `${host()}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
}

/** Is the process that named this spool folder gone? Known only for this host's processes. */
function deadOwner(name: string): boolean {
  const m = /^(.+)-(\d+)-[0-9a-f]{8}$/.exec(name);
  if (!m || m[1] !== host()) return false;
  // Our own pid on another folder: an earlier process that had it (a container restarted) is gone.
  if (Number(m[2]) === process.pid) return true;
  try {
    process.kill(Number(m[2]), 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export async function ensureSpool(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
}

/** Removes this process's spool folder (on close). */
export async function removeSpool(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

/**
 * Spool folders of processes that died: the uploads of requests a crash cut short, which no booking
 * names (a booking's bytes are in the database). A folder of this host whose process is gone goes at
 * once; another host's only when untouched for a day, since it may be live on a shared DATA_DIR.
 */
export async function removeAbandonedSpools(
  dataDir: string,
  ownDir: string,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  const root = spoolRoot(dataDir);
  for (const name of await fs.readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, name);
    if (dir === ownDir) continue;
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat || (!deadOwner(name) && now - stat.mtimeMs < ABANDONED_MS)) continue;
    await fs.rm(dir, { recursive: true, force: true });
    removed++;
  }
  if (removed) log.info({ removed }, 'abandoned upload spools removed');
  return removed;
}
