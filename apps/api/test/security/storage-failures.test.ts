import fsp from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { auth, book, bookableTrip, bookingParts, createTestApp, isPg, register, type TestApp } from '../helper.ts';

// Item 9 of issue 12: with uploads/files not writable a booking answered 500 although it was stored
// (a retry without a key duplicated it); with the database read-only a trip page answered 500 because
// it counts a visit, while /api/health said ok.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await register(t.app));
  // The verification e-mail is written (and renamed into place) by the outbox's sender: let it finish
  // before the tests make fs calls fail.
  await t.app.mailOutbox.drain();
});
afterAll(async () => t?.close());
afterEach(() => vi.restoreAllMocks());

const bookingCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const contentCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('booking_file_contents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Makes the database refuse writes: SQLite's query_only, or on PostgreSQL a trigger raising 25006. */
async function readOnly(on: boolean) {
  const db = t.app.db;
  if (!isPg) return void (await sql.raw(`pragma query_only = ${on ? 'on' : 'off'}`).execute(db));
  if (on) {
    await sql`create or replace function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'read-only' using errcode = '25006'; end $$`.execute(
      db,
    );
    for (const table of ['trips', 'bookings', 'access_tokens'])
      await sql
        .raw(`create trigger refuse_${table} before insert or update or delete on ${table} execute function refuse_write()`)
        .execute(db);
  } else
    for (const table of ['trips', 'bookings', 'access_tokens'])
      await sql.raw(`drop trigger refuse_${table} on ${table}`).execute(db);
}

describe('storage failures', () => {
  it('a file that cannot be read into the booking leaves no booking and answers 503', async () => {
    const trip = await bookableTrip(t.app);
    const before = await bookingCount();
    const contentsBefore = await contentCount();
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    // The second file fails after the first one's bytes were written in the transaction.
    const real = fsp.readFile.bind(fsp);
    let reads = 0;
    vi.spyOn(fsp, 'readFile').mockImplementation((async (...args: Parameters<typeof fsp.readFile>) => {
      if (++reads === 2) throw denied;
      return real(...args);
    }) as typeof fsp.readFile);
    const res = await book(t.app, token, bookingParts(trip.id, { adults: 2 }));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: errorMessages.serviceUnavailable });
    expect(await bookingCount()).toBe(before);
    expect(await contentCount()).toBe(contentsBefore);
    vi.restoreAllMocks();
    // The retry succeeds once, with its files.
    const retry = await book(t.app, token, bookingParts(trip.id, { adults: 2 }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await bookingCount()).toBe(before + 1);
    expect(await contentCount()).toBe(contentsBefore + 2);
  });

  it('a full disk while writing the upload answers 503', async () => {
    const trip = await bookableTrip(t.app);
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    vi.spyOn(fsp, 'open').mockRejectedValueOnce(full);
    const res = await book(t.app, token, bookingParts(trip.id));
    expect(res.statusCode, res.body).toBe(503);
  });

  it('with the database read-only, reads work, writes answer 503 and health names it', async () => {
    const trip = await bookableTrip(t.app);
    await readOnly(true);
    try {
      const detail = await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}`, headers: auth(token) });
      expect(detail.statusCode, detail.body).toBe(200);
      const me = await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) });
      expect(me.statusCode).toBe(200);
      const booked = await book(t.app, token, bookingParts(trip.id));
      expect(booked.statusCode, booked.body).toBe(503);
      expect(booked.json()).toEqual({ message: errorMessages.serviceUnavailable });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ storage: { database: 'read-only', files: 'ok' } });
    } finally {
      await readOnly(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('health names an upload spool folder that cannot be written', async () => {
    const denied = Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    vi.spyOn(fsp, 'writeFile').mockRejectedValueOnce(denied);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ storage: { database: 'ok', files: 'not writable' } });
  });
});
