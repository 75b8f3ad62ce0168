import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPassports } from '../../src/modules/bookings/index.ts';
import { clearPassports, sealPlainPassports } from '../../src/modules/bookings/repositories/passport-sealing.ts';
import { auth, book, bookableDay, bookableTrip, bookingParts, createTestApp, isPg, register, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';

// Issue 29, item 9: passport numbers are encrypted at rest with the files key, like the scans. A
// copy of the database shows none; the customer's pages show the mask; staff, the manifest and the
// customer's own export open them. Numbers an older version stored in clear are sealed at start.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rowsOf = (bookingId: number) =>
  t.app.db
    .selectFrom('booking_travellers')
    .select(['id', 'passport', 'passport_masked'])
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute();

describe('passport numbers at rest', () => {
  it('are stored sealed, shown masked to the customer and in full to staff', async () => {
    const c = await register(t.app);
    const trip = await bookableTrip(t.app);
    const booked = await book(t.app, c.token, bookingParts(trip.id, { adults: 2 }));
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.id;
    const rows = await rowsOf(id);
    expect(rows.map((r) => r.passport.startsWith('sealed1:'))).toEqual([true, true]);
    for (const r of rows) expect(r.passport).not.toMatch(/123456[78]/);
    expect(rows.map((r) => r.passport_masked)).toEqual(['•••••567', '•••••568']);
    // The booking's answer and the customer's page show the mask only.
    expect(booked.json().data.travellers[0].passport_masked).toBe('•••••567');
    const mine = await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${id}`, headers: auth(c.token) });
    expect(mine.body).not.toContain('A1234567');
    // Staff open it: the booking's page and the departure's manifest.
    const admin = await staffToken(t.app, 'admin', `sealed-${Date.now()}@rihla.example`);
    const page = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: auth(admin) });
    expect(page.json().data.travellers.map((x: { passport: string }) => x.passport)).toEqual(['A1234567', 'A1234568']);
    const manifest = await t.app.inject({
      method: 'GET',
      url: `/api/admin/manifest?trip_id=${trip.id}&date=${bookableDay()}`,
      headers: auth(admin),
    });
    const passengers = manifest.json().data.passengers.filter((p: { booking_id: number }) => p.booking_id === id);
    expect(passengers.map((p: { passport: string }) => p.passport)).toEqual(['A1234567', 'A1234568']);
  });

  it('seals at start the numbers an older version kept in clear, once', async () => {
    const c = await register(t.app);
    const trip = await bookableTrip(t.app);
    const id = (await book(t.app, c.token, bookingParts(trip.id))).json().data.id;
    const [row] = await rowsOf(id);
    // As a booking made before issue 29 was stored.
    await t.app.db
      .updateTable('booking_travellers')
      .set({ passport: 'B7654321', passport_masked: '' })
      .where('id', '=', row!.id)
      .execute();
    const box = bookingPassports(t.app.filesCipher);
    expect(await sealPlainPassports(t.app.db, box)).toBe(1);
    expect(await sealPlainPassports(t.app.db, box)).toBe(0);
    const [after] = await rowsOf(id);
    expect(after!.passport.startsWith('sealed1:')).toBe(true);
    expect(after!.passport_masked).toBe('•••••321');
    expect(box.open(after!.passport)).toBe('B7654321');
  });

  it('finds the numbers in clear through an index of them alone, not by reading every traveller', async () => {
    const query = clearPassports(t.app.db, 0).compile();
    const plan = isPg
      ? await t.app.db.transaction().execute(async (trx) => {
          // The test's table is small enough for a sequential scan: the question is whether the index serves.
          await sql`set local enable_seqscan = off`.execute(trx);
          const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
          return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
        })
      : (await t.app.db.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` })).rows
          .map((r) => r.detail)
          .join('\n');
    expect(plan).toContain('booking_travellers_clear_passport');
  });
});
