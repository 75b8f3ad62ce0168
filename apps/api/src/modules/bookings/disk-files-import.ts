import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { filesWithoutContent, insertFileContent, namedFiles } from './repositories/booking-files.ts';
import type { FileCipher } from '../../platform/file-cipher.ts';
import { STORED_NAME, uploadsRoot } from './uploads.ts';

// Before issue 16 a booking's files were on disk: $DATA_DIR/uploads/files/<name>, or still
// uploads/tmp/<name>.part when a crash came between the commit and the rename. At start, every such
// file a booking names is sealed into the database and then deleted; a file no booking names is left
// where it is and counted in the log (it may be another, older server's upload in flight).
// This is a start-up step rather than part of the migration 2026-11-23T0510-files-in-db: sealing
// needs the files key, which may be generated at start into DATA_DIR, and a Kysely migration is given
// only the database. It is idempotent: a file already in the database is only deleted from disk.

export async function importDiskFiles(
  db: Kysely<DB>,
  dataDir: string,
  cipher: FileCipher,
  log: FastifyBaseLogger,
): Promise<{ imported: number; left: number }> {
  const root = uploadsRoot(dataDir);
  const onDisk = new Map<string, string>();
  for (const [dir, suffix] of [
    ['tmp', '.part'],
    ['files', ''],
  ] as const) {
    for (const file of await fs.readdir(path.join(root, dir)).catch(() => [] as string[])) {
      const name = suffix && file.endsWith(suffix) ? file.slice(0, -suffix.length) : file;
      if (STORED_NAME.test(name)) onDisk.set(name, path.join(root, dir, file));
    }
  }
  if (!onDisk.size) return { imported: 0, left: 0 };
  const missing = await filesWithoutContent(db, [...onDisk.keys()]);
  let imported = 0;
  for (const f of missing) {
    const plain = await fs.readFile(onDisk.get(f.stored_name)!);
    await insertFileContent(db, f.id, cipher.seal(plain, f.stored_name));
    imported++;
  }
  // Delete what the database now holds (imported now or before), keep the rest.
  const named = await namedFiles(db, [...onDisk.keys()]);
  let left = 0;
  for (const [name, file] of onDisk) {
    if (named.has(name)) await fs.rm(file, { force: true });
    else left++;
  }
  for (const dir of ['tmp', 'files']) await fs.rmdir(path.join(root, dir)).catch(() => undefined);
  log.info({ imported, left }, 'booking files moved from disk into the database');
  if (left) log.warn({ left, dir: root }, 'files on disk that no booking names were left in place');
  return { imported, left };
}
