import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { backupDatabase, restoreDatabase } from '../../src/platform/db/backup.ts';
import type { DB } from '../../src/platform/db/schema.ts';
import { isPg, PG_URL } from '../helper.ts';
import { createDatabase, withDefaultUser, type Database } from '../../src/platform/db/database.ts';
import { staffToken } from '../admin/staff-token.ts';
import { customerBooking, payInFull, payWorld, type PayWorld } from '../payments/payment-support.ts';

// Backups that restore (issue 29, item 11), on both engines: a populated database (bookings with
// their files, staff, the audit log, payments and invoices) is backed up, restored into an empty one,
// every table compared row by row, and a passport file decrypted from the restored copy.
let w: PayWorld;
let restored: Database | null = null;
let restoreDb: string | null = null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-backup-'));

beforeAll(async () => {
  w = await payWorld();
  await staffToken(w.t.app, 'admin', 'backup-admin@rihla.test');
  for (let i = 0; i < 2; i++) await payInFull(w, await customerBooking(w));
});
afterAll(async () => {
  await restored?.destroy();
  if (restoreDb) {
    const c = new pg.Client({ connectionString: withDefaultUser(PG_URL) });
    await c.connect();
    await c.query(`drop database if exists ${restoreDb} with (force)`);
    await c.end();
  }
  await w?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function tableNames(db: Kysely<DB>): Promise<string[]> {
  const rows = isPg
    ? await sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
        db,
      )
    : await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'trip_search_%'`.execute(
        db,
      );
  return rows.rows.map((r) => r.name).sort();
}

const normal = (row: Record<string, unknown>) =>
  JSON.stringify(row, (_k, v) => (Buffer.isBuffer(v) ? v.toString('base64') : v instanceof Date ? v.toISOString() : v));

async function rowsOf(db: Kysely<DB>, table: string): Promise<string[]> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.rows.map(normal).sort();
}

describe('backup and restore', () => {
  it('restores every table into an empty database, and the files still decrypt', async () => {
    const source = w.t.config;
    const file = path.join(dir, 'rihla.backup');
    await backupDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, schema: source.databaseSchema }, file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await expect(
      backupDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, schema: source.databaseSchema }, file),
    ).rejects.toThrow(/exists/);

    let target;
    if (isPg) {
      restoreDb = `rihla_restore_${crypto.randomBytes(4).toString('hex')}`;
      const c = new pg.Client({ connectionString: withDefaultUser(PG_URL) });
      await c.connect();
      await c.query(`create database ${restoreDb}`);
      await c.end();
      const url = new URL(withDefaultUser(PG_URL));
      url.pathname = `/${restoreDb}`;
      target = { databaseUrl: url.toString(), dataDir: path.join(dir, 'unused'), schema: source.databaseSchema };
    } else {
      target = { databaseUrl: null, dataDir: path.join(dir, 'restored'), schema: null };
    }
    await restoreDatabase(target, file);
    // Not over a database that has data.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/empty/);
    restored = createDatabase(target);

    const names = await tableNames(w.t.app.db);
    expect(names).toEqual(
      expect.arrayContaining(['bookings', 'booking_file_contents', 'staff', 'audit_log', 'payments', 'invoices']),
    );
    expect(await tableNames(restored.db)).toEqual(names);
    for (const table of names) {
      const before = await rowsOf(w.t.app.db, table);
      expect(await rowsOf(restored.db, table), table).toEqual(before);
    }
    expect((await rowsOf(restored.db, 'invoices')).length).toBeGreaterThanOrEqual(2);

    // A passport file of the restored copy opens with the same files key.
    const content = await restored.db
      .selectFrom('booking_file_contents')
      .innerJoin('booking_files', 'booking_files.id', 'booking_file_contents.booking_file_id')
      .select(['booking_files.stored_name', 'key_id', 'iv', 'auth_tag', 'content'])
      .executeTakeFirstOrThrow();
    const plain = w.t.app.filesCipher.open(
      {
        keyId: content.key_id,
        iv: Buffer.from(content.iv),
        tag: Buffer.from(content.auth_tag),
        data: Buffer.from(content.content),
      },
      content.stored_name,
    );
    expect(plain.length).toBeGreaterThan(0);
  });
});
