import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { auth, book, bookableTrip, bookingParts, createTestApp, filesIn, PDF, PNG, register, type TestApp } from '../helper.ts';
import { FileCipher, parseFilesKey } from '../../src/platform/file-cipher.ts';

// Issue 16, item 2: passport and visa files are stored in the database (both engines, one code path),
// AES-256-GCM encrypted, in the booking's own transaction; a wrong key answers 503, never other bytes;
// files an earlier version kept on disk are moved in at start.

const KEY = crypto.randomBytes(32).toString('base64');
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ FILES_KEY: KEY });
  ({ token } = await register(t.app));
});
afterAll(async () => t?.close());

const sealedRow = (fileId: number) =>
  t.app.db.selectFrom('booking_file_contents').selectAll().where('booking_file_id', '=', fileId).executeTakeFirstOrThrow();
const count = async (table: 'bookings' | 'booking_files' | 'booking_file_contents') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('booking files in the database', () => {
  it('stores the bytes encrypted, nothing on disk, and gives them back to their owner uncached', async () => {
    const trip = await bookableTrip(t.app);
    const res = await book(
      t.app,
      token,
      bookingParts(trip.id, { extra: [{ name: 'visa_image[0]', filename: 'visa.pdf', content: PDF, type: 'application/pdf' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const files: { id: number; kind: string; url: string }[] = res.json().data.files;
    expect(files).toHaveLength(2);
    const ivs = new Set<string>();
    for (const f of files) {
      const row = await sealedRow(f.id);
      const stored = Buffer.from(row.content);
      const plain = f.kind === 'visa' ? PDF : PNG;
      expect(stored.length).toBe(plain.length);
      expect(stored.equals(plain)).toBe(false);
      // Not even a recognisable piece of it (the PNG signature, the PDF header).
      expect(stored.includes(plain.subarray(0, 8))).toBe(false);
      expect(Buffer.from(row.iv)).toHaveLength(12);
      expect(Buffer.from(row.auth_tag)).toHaveLength(16);
      ivs.add(Buffer.from(row.iv).toString('hex'));

      const got = await t.app.inject({ method: 'GET', url: f.url, headers: auth(token) });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(plain)).toBe(true);
      expect(got.headers['cache-control']).toContain('no-store');
    }
    expect(ivs.size).toBe(2);
    expect(filesIn(path.join(t.dataDir, 'uploads', 'files'))).toEqual([]);
    expect(filesIn(t.app.spoolDir)).toEqual([]);
    // Another customer gets nothing.
    const other = await register(t.app);
    expect((await t.app.inject({ method: 'GET', url: files[0]!.url, headers: auth(other.token) })).statusCode).toBe(404);
  });

  it('a booking whose file cannot be stored leaves no row at all', async () => {
    const trip = await bookableTrip(t.app);
    const before = {
      bookings: await count('bookings'),
      files: await count('booking_files'),
      contents: await count('booking_file_contents'),
    };
    const real = t.app.filesCipher.seal.bind(t.app.filesCipher);
    let sealed = 0;
    // The second traveller's passport fails after the first one's bytes were written.
    vi.spyOn(t.app.filesCipher, 'seal').mockImplementation((plain, name) => {
      if (++sealed === 2) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
      return real(plain, name);
    });
    try {
      const res = await book(t.app, token, bookingParts(trip.id, { adults: 2 }));
      expect(res.statusCode, res.body).toBe(503);
    } finally {
      vi.restoreAllMocks();
    }
    expect({
      bookings: await count('bookings'),
      files: await count('booking_files'),
      contents: await count('booking_file_contents'),
    }).toEqual(before);
    expect(filesIn(t.app.spoolDir)).toEqual([]);
  });

  it('a server with another key answers 503 in Arabic, never the wrong bytes', async () => {
    const trip = await bookableTrip(t.app);
    const booked = await book(t.app, token, bookingParts(trip.id));
    const url = booked.json().data.files[0].url;
    const fileId = booked.json().data.files[0].id;
    expect((await sealedRow(fileId)).key_id).toBe(new FileCipher(parseFilesKey(KEY)).keyId);
    // Restart the same app on the same database with a wrong key.
    t.config.filesKey = crypto.randomBytes(32).toString('base64');
    const app = await t.restart();
    try {
      const res = await app.inject({ method: 'GET', url, headers: auth(token) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: errorMessages.serviceUnavailable });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Altered bytes under the right key are refused too (GCM's tag).
      t.config.filesKey = KEY;
      const right = await t.restart();
      const row = await sealedRow(fileId);
      const altered = Buffer.from(row.content);
      altered[0] = altered[0]! ^ 1;
      await right.db
        .updateTable('booking_file_contents')
        .set({ content: altered })
        .where('booking_file_id', '=', fileId)
        .execute();
      expect((await right.inject({ method: 'GET', url, headers: auth(token) })).statusCode).toBe(503);
    } finally {
      t.config.filesKey = KEY;
    }
  });

  it('moves files an earlier version kept on disk into the database at start', async () => {
    const trip = await bookableTrip(t.app);
    const booking = (await book(t.app, token, bookingParts(trip.id, { adults: 2 }))).json().data;
    const rows = await t.app.db
      .selectFrom('booking_files')
      .select(['id', 'stored_name'])
      .where('booking_id', '=', booking.id)
      .orderBy('id')
      .execute();
    // As an earlier version left them: one in files/, one committed but still in tmp/ (a crash between
    // the commit and the rename), and a file no booking names.
    await t.app.db
      .deleteFrom('booking_file_contents')
      .where(
        'booking_file_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const uploads = path.join(t.dataDir, 'uploads');
    fs.mkdirSync(path.join(uploads, 'files'), { recursive: true });
    fs.mkdirSync(path.join(uploads, 'tmp'), { recursive: true });
    fs.writeFileSync(path.join(uploads, 'files', rows[0]!.stored_name), PNG);
    fs.writeFileSync(path.join(uploads, 'tmp', `${rows[1]!.stored_name}.part`), PNG);
    fs.writeFileSync(path.join(uploads, 'files', 'e'.repeat(32)), 'orphan');
    const app = await t.restart();
    for (const f of booking.files) {
      const got = await app.inject({ method: 'GET', url: f.url, headers: auth(token) });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(PNG)).toBe(true);
    }
    expect(filesIn(path.join(uploads, 'files'))).toEqual(['e'.repeat(32)]);
    expect(filesIn(path.join(uploads, 'tmp'))).toEqual([]);
    // A second start finds nothing more to do.
    await t.restart();
    expect(await count('booking_file_contents')).toBeGreaterThanOrEqual(2);
  });

  it('removes at start the spool of a process that died mid-upload, not a live server’s', async () => {
    const spool = path.join(t.dataDir, 'uploads', 'spool');
    const dead = spawnSync('true').pid;
    const host = os.hostname().replace(/[^\w.-]/g, '_');
    const crashed = path.join(spool, `${host}-${dead}-deadbeef`);
    const elsewhere = path.join(spool, 'another-host-1234-cafebabe');
    for (const dir of [crashed, elsewhere]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${'a'.repeat(32)}.part`), PNG);
    }
    await t.restart();
    expect(fs.existsSync(crashed)).toBe(false);
    // Another machine's folder may be a live upload on a shared DATA_DIR: kept until a day old.
    expect(filesIn(elsewhere)).toHaveLength(1);
  });

  it('generates a 0600 key in DATA_DIR when FILES_KEY is unset, and keeps it across starts', async () => {
    const own = await createTestApp();
    try {
      const file = path.join(own.dataDir, 'files.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const id = own.app.filesCipher.keyId;
      const again = await own.restart();
      expect(again.filesCipher.keyId).toBe(id);
      expect(parseFilesKey(fs.readFileSync(file, 'utf8'))).toHaveLength(32);
    } finally {
      await own.close();
    }
    expect(() => parseFilesKey('too short')).toThrow(/FILES_KEY/);
  });
});
