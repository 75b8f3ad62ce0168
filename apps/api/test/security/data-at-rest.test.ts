import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookableTrip, bookingParts, createTestApp, isPg, register, type TestApp } from '../helper.ts';

// Item 5 of issue 12: the database, its WAL and the outbox's reset links were 0644. DATA_DIR is 0700
// and every file the server writes 0600. Item 9: a DATA_DIR that cannot be written stops the start
// with a message naming it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function walk(dir: string): { file: string; mode: number; dir: boolean }[] {
  const out: { file: string; mode: number; dir: boolean }[] = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const st = fs.statSync(file);
    out.push({ file: path.relative(t.dataDir, file), mode: st.mode & 0o777, dir: st.isDirectory() });
    if (st.isDirectory()) out.push(...walk(file));
  }
  return out;
}

describe('data at rest', () => {
  it('DATA_DIR is 0700 and every file the server wrote 0600', async () => {
    const { token, payload } = await register(t.app);
    const trip = await bookableTrip(t.app);
    expect((await book(t.app, token, bookingParts(trip.id))).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-request',
      payload: { email: payload.email },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    expect(fs.statSync(t.dataDir).mode & 0o777).toBe(0o700);
    const entries = walk(t.dataDir);
    const names = entries.map((e) => e.file);
    if (!isPg) expect(names).toEqual(expect.arrayContaining(['rihla.sqlite', 'rihla.sqlite-wal', 'rihla.sqlite-shm']));
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    // The generated files key (FILES_KEY unset); the passports themselves are in the database.
    expect(names).toContain('files.key');
    for (const e of entries) expect([e.file, e.mode.toString(8)]).toEqual([e.file, e.dir ? '700' : '600']);
  });

  const start = (dataDir: string) =>
    spawnSync(process.execPath, [path.join(import.meta.dirname, '../../src/server.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });

  it('a DATA_DIR that cannot be written stops the start with a message naming it', () => {
    // /proc refuses new files even to root (the tests may run as root, whom chmod does not stop).
    const readOnly = start('/proc');
    expect(readOnly.status).toBe(1);
    expect(readOnly.stderr).toContain('DATA_DIR /proc is not writable');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-ro-')), 'a-file');
    fs.writeFileSync(file, '');
    const underFile = start(path.join(file, 'data'));
    expect(underFile.status).toBe(1);
    expect(underFile.stderr).toContain(`DATA_DIR ${path.join(file, 'data')} cannot be created`);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
