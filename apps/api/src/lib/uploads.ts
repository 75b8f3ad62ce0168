import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { storedFileNames as committed } from '../repositories/bookings.ts';

// Uploaded files live under $DATA_DIR/uploads, outside anything served publicly, under random names.
// A booking writes each file to tmp/<name>.part, commits its rows, then renames into files/<name>.
// After a crash, start-up finishes the renames of committed bookings and deletes everything else.

export const tmpDir = (uploadsDir: string) => path.join(uploadsDir, 'tmp');
export const filesDir = (uploadsDir: string) => path.join(uploadsDir, 'files');
export const STORED_NAME = /^[a-f0-9]{32}$/;

export async function recoverUploads(
  db: Kysely<DB>,
  uploadsDir: string,
  log: FastifyBaseLogger,
): Promise<{ finished: number; removed: number }> {
  await fs.mkdir(tmpDir(uploadsDir), { recursive: true, mode: 0o700 });
  await fs.mkdir(filesDir(uploadsDir), { recursive: true, mode: 0o700 });
  let finished = 0;
  let removed = 0;
  const tmp = await fs.readdir(tmpDir(uploadsDir));
  const partNames = tmp.filter((f) => f.endsWith('.part')).map((f) => f.slice(0, -'.part'.length));
  const keep = await committed(
    db,
    partNames.filter((n) => STORED_NAME.test(n)),
  );
  for (const file of tmp) {
    const name = file.endsWith('.part') ? file.slice(0, -5) : null;
    const from = path.join(tmpDir(uploadsDir), file);
    if (name && keep.has(name)) {
      await fs.rename(from, path.join(filesDir(uploadsDir), name));
      finished++;
    } else {
      await fs.rm(from, { force: true, recursive: true });
      removed++;
    }
  }
  const stored = await fs.readdir(filesDir(uploadsDir));
  const known = await committed(
    db,
    stored.filter((n) => STORED_NAME.test(n)),
  );
  for (const name of stored) {
    if (!known.has(name)) {
      await fs.rm(path.join(filesDir(uploadsDir), name), { force: true, recursive: true });
      removed++;
    }
  }
  if (finished || removed) log.info({ finished, removed }, 'upload recovery');
  return { finished, removed };
}
