import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, rawSqlite } from '../../src/platform/db/database.ts';

// rawSqlite reads past Kysely only when that reads what Kysely would: never while a transaction
// is open on the one SQLite connection (its uncommitted rows would be read), never on PostgreSQL.
describe('rawSqlite', () => {
  it('reads rows as arrays, and gives way while a transaction is open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-raw-'));
    const database = createDatabase({ databaseUrl: null, dataDir });
    const { db } = database;
    try {
      await sql`create table t (id integer primary key, name text)`.execute(db);
      await sql`insert into t (id, name) values (1, 'a'), (2, 'b'), (3, 'c')`.execute(db);
      expect(rawSqlite<[number]>(db, 'select id from t where id > ? order by id', [1])).toEqual([[2], [3]]);
      await db.transaction().execute(async (trx) => {
        await sql`insert into t (id, name) values (4, 'd')`.execute(trx);
        expect(rawSqlite(db, 'select id from t', [])).toBeNull();
        expect(rawSqlite(trx, 'select id from t', [])).toBeNull();
      });
      expect(rawSqlite<[number]>(db, 'select id from t where id > ? order by id', [1])).toEqual([[2], [3], [4]]);
    } finally {
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is null on PostgreSQL', () => {
    const database = createDatabase({ databaseUrl: 'postgres://127.0.0.1:5432/test', dataDir: os.tmpdir() });
    expect(rawSqlite(database.db, 'select 1', [])).toBeNull();
    return database.destroy();
  });
});
