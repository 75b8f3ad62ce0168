import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso, toHalalas, type TripDetail } from '@rihla/contract';
import { purgeOldDocuments } from '../../src/modules/privacy/index.ts';
import { auth, book, bookableDay, bookingParts, completeBooking, register, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';
import { payInFull, payWorld, type PayWorld } from '../payments/payment-support.ts';

// A customer's data rights (issue 29, items 7–10) on both engines: the export holds everything and
// asks for the password (or an e-mailed code); deletion refuses while a trip is to come, then erases
// and pseudonymises, ends every session, and the address can register again; the retention job
// deletes passport documents after PASSPORT_RETENTION_DAYS; sign-up keeps when the policy was accepted.
// The app takes payments (the local gateway), so a past trip has its payment and tax invoice.
let w: PayWorld;
let t: TestApp;
let trip: TripDetail;
beforeAll(async () => {
  w = await payWorld();
  t = w.t;
  trip = w.trip;
});
afterAll(async () => w?.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });
const PASSWORD = 'Passw0rdOk';

/** A customer whose paid trip has ended, rated, with a favourite and the booking's travellers saved. */
async function customerWithPastTrip() {
  const c = await register(t.app);
  const booked = await book(
    t.app,
    c.token,
    bookingParts(trip.id, { adults: 2, extra: [{ name: 'save_travellers', value: '1' }] }),
  );
  expect(booked.statusCode, booked.body).toBe(200);
  const booking = booked.json().data;
  await payInFull(w, { token: c.token, booking, halalas: toHalalas(booking.total_price) });
  await completeBooking(t.app, booking.id);
  await post('/api/customer/bookings/rate', c.token, { booking_id: booking.id, rate: 5, comment: 'ممتازة' });
  await post(`/api/customer/favourites/${trip.id}`, c.token, { liked: true });
  return { ...c, booking };
}

describe('the export', () => {
  it('asks for the password, then gives everything held as a JSON download', async () => {
    const c = await customerWithPastTrip();
    const refused = await post('/api/customer/account/export', c.token, { password: 'wrong password' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password[0]).toBe('كلمة المرور غير صحيحة');
    expect((await post('/api/customer/account/export', c.token, {})).statusCode).toBe(422);
    const res = await post('/api/customer/account/export', c.token, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rihla-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ name: c.payload.name, email: c.payload.email, phone_number: c.payload.phone_number });
    expect(data.profile.privacy_accepted_at).toMatch(/^\d{4}-/);
    expect(data.sign_in_methods).toEqual(['password']);
    expect(data.bookings).toHaveLength(1);
    const b = data.bookings[0];
    expect(b).toMatchObject({ id: c.booking.id, trip_title: trip.title, status: 'completed' });
    expect(b.travellers[0].passport).toBe('A1234567'); // the customer's own, opened (sealed at rest)
    expect(b.payments).toEqual([expect.objectContaining({ status: 'paid', last4: '1111' })]);
    expect(b.invoices).toEqual([expect.objectContaining({ kind: 'invoice', customer_name: c.payload.name })]);
    // The travellers saved to the account (issue 31), their passport numbers opened like the booking's.
    expect(data.saved_travellers).toEqual([
      expect.objectContaining({ first_name: 'TRAVELLER A', birth_date: '1985-06-15', nationality: 'SA', passport: 'A1234567' }),
      expect.objectContaining({ first_name: 'TRAVELLER B', gender: 'female', passport: 'A1234568' }),
    ]);
    expect(data.saved_travellers[0].passport_expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.saved_travellers[0]).not.toHaveProperty('passport_sealed');
    expect(data.saved_travellers[0]).not.toHaveProperty('customer_id');
    expect(b.documents[0]).toMatchObject({
      kind: 'passport',
      url: expect.stringContaining(`/api/customer/bookings/${c.booking.id}/files/`),
    });
    expect(b.status_history.length).toBeGreaterThan(0);
    expect(data.ratings).toEqual([expect.objectContaining({ rate: 5, comment: 'ممتازة' })]);
    expect(data.favourites).toEqual([expect.objectContaining({ trip_id: trip.id })]);
    expect(data.emails_sent.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Nobody else's data.
    expect(JSON.stringify(data)).not.toContain('password_hash');
  });

  it('for an account without a password: a code e-mailed on asking, Arabic-Indic digits accepted, once', async () => {
    const c = await register(t.app);
    await t.app.db.updateTable('customers').set({ password_hash: null }).where('id', '=', c.user.id).execute();
    expect((await post('/api/customer/account/export', c.token, { password: PASSWORD })).json().errors.code).toBeDefined();
    const sent = await post('/api/customer/account/code', c.token, { purpose: 'export' });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', c.payload.email)
      .where('subject', '=', 'رمز التحقق - رحلة')
      .executeTakeFirstOrThrow();
    const code = /(\d{6})/.exec(mail.text_body)![1]!;
    expect(
      (await post('/api/customer/account/export', c.token, { code: '000000' === code ? '111111' : '000000' })).statusCode,
    ).toBe(422);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect((await post('/api/customer/account/export', c.token, { code: arabic })).statusCode).toBe(200);
    // Used once.
    expect((await post('/api/customer/account/export', c.token, { code })).statusCode).toBe(422);
  });
});

describe('deletion', () => {
  it('refuses while a trip is still to come', async () => {
    const c = await register(t.app);
    const booked = await book(t.app, c.token, bookingParts(trip.id));
    expect(booked.statusCode, booked.body).toBe(200);
    const res = await post('/api/customer/account/delete', c.token, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('ألغِها أولًا');
  });

  it('erases the profile, sessions, favourites, reviews and documents; keeps the booking and invoice; the address registers again', async () => {
    const c = await customerWithPastTrip();
    const { db } = t.app;
    const before = (await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).json().data;
    const kept = () =>
      Promise.all([
        db.selectFrom('payments').selectAll().where('booking_id', '=', c.booking.id).orderBy('id').execute(),
        db.selectFrom('invoices').selectAll().where('booking_id', '=', c.booking.id).orderBy('id').execute(),
        db.selectFrom('booking_status_history').selectAll().where('booking_id', '=', c.booking.id).orderBy('id').execute(),
      ]);
    const [payments, invoices, history] = await kept();
    expect(payments).toHaveLength(1);
    expect(invoices).toEqual([expect.objectContaining({ kind: 'invoice', customer_name: c.payload.name })]);
    expect(await db.selectFrom('saved_travellers').selectAll().where('customer_id', '=', c.user.id).execute()).toHaveLength(2);
    expect((await post('/api/customer/account/delete', c.token, { password: 'nope' })).statusCode).toBe(422);
    const res = await post('/api/customer/account/delete', c.token, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    // Signed out everywhere.
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(c.token) })).statusCode).toBe(401);
    const row = await t.app.db.selectFrom('customers').selectAll().where('id', '=', c.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: `عميل محذوف ${c.user.id}`, phone_number: null, password_hash: null, birthday: null });
    expect(row.email).not.toBe(c.payload.email);
    expect(row.deleted_at).toBeTruthy();
    expect(await db.selectFrom('favourites').selectAll().where('customer_id', '=', c.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('ratings').selectAll().where('customer_id', '=', c.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('booking_files').selectAll().where('booking_id', '=', c.booking.id).execute()).toEqual([]);
    // Saved travellers go (the customer row stays, so nothing cascades from it).
    expect(await db.selectFrom('saved_travellers').selectAll().where('customer_id', '=', c.user.id).execute()).toEqual([]);
    // The booking's travellers stay, for its counts and history, with nothing about who they were.
    const travellers = await db
      .selectFrom('booking_travellers')
      .select([
        'position',
        'kind',
        'first_name',
        'last_name',
        'birth_date',
        'gender',
        'nationality',
        'passport',
        'passport_masked',
        'passport_expiry',
      ])
      .where('booking_id', '=', c.booking.id)
      .orderBy('position')
      .execute();
    const anonymous = {
      kind: 'adult',
      first_name: 'مسافر',
      last_name: 'محذوف',
      birth_date: null,
      gender: null,
      nationality: '',
      passport: '',
      passport_masked: '',
      passport_expiry: '',
    };
    expect(travellers).toEqual([
      { position: 0, ...anonymous },
      { position: 1, ...anonymous },
    ]);
    const booking = await db.selectFrom('bookings').selectAll().where('id', '=', c.booking.id).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ documents_purged_at: expect.any(String), adults_count: 2, status: 'completed' });
    // Payments, tax invoices and the booking's history are kept exactly as they were.
    expect(await kept()).toEqual([payments, invoices, history]);
    expect(await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', c.payload.email).execute()).toEqual([]);
    // The review left the trip's public figures.
    const after = (await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}` })).json().data;
    expect(after.rates_count).toBe(before.rates_count - 1);
    // The same e-mail and phone can open a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...c.payload },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("leaves staff's booking page, bookings CSV and manifest working on the anonymised travellers", async () => {
    const c = await customerWithPastTrip();
    expect((await post('/api/customer/account/delete', c.token, { password: PASSWORD })).statusCode).toBe(200);
    const admin = await staffToken(t.app, 'admin', `privacy-${Date.now()}@rihla.example`);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(admin) });
    const page = await get(`/api/admin/bookings/${c.booking.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.travellers[0]).toMatchObject({
      first_name: 'مسافر',
      last_name: 'محذوف',
      birth_date: null,
      gender: null,
      nationality: null,
      passport: null,
      passport_expiry: null,
    });
    const csv = await get('/api/admin/bookings.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('مسافر محذوف؛ مسافر محذوف');
    expect(csv.body).not.toContain(c.payload.email);
    const query = `trip_id=${trip.id}&date=${bookableDay()}`;
    const manifest = await get(`/api/admin/manifest?${query}`);
    expect(manifest.statusCode, manifest.body).toBe(200);
    const mine = manifest.json().data.passengers.filter((p: { booking_id: number }) => p.booking_id === c.booking.id);
    expect(mine).toEqual([
      expect.objectContaining({ name: 'مسافر محذوف', birth_date: null, gender: null, nationality: null, passport: null }),
      expect.objectContaining({ name: 'مسافر محذوف', passport: null, passport_expiry: null }),
    ]);
    const manifestCsv = await get(`/api/admin/manifest.csv?${query}`);
    expect(manifestCsv.statusCode).toBe(200);
    expect(manifestCsv.body).toContain('مسافر محذوف');
  });
});

describe('retention', () => {
  it('deletes passport numbers and scans PASSPORT_RETENTION_DAYS after the trip, and keeps that they existed', async () => {
    const c = await register(t.app);
    const booking = (await book(t.app, c.token, bookingParts(trip.id))).json().data;
    // Its trip ended 91 days ago (the clock moved on).
    await t.app.db
      .updateTable('bookings')
      .set({ from_date: addDays(todayIso(), -95), to_date: addDays(todayIso(), -91), status: 'completed' })
      .where('id', '=', booking.id)
      .execute();
    const recent = (await book(t.app, c.token, bookingParts(trip.id))).json().data;
    expect(await purgeOldDocuments(t.app.db, 90)).toBeGreaterThanOrEqual(1);
    const { db } = t.app;
    expect(await db.selectFrom('booking_files').selectAll().where('booking_id', '=', booking.id).execute()).toEqual([]);
    const purged = await db
      .selectFrom('bookings')
      .select('documents_purged_at')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(purged.documents_purged_at).toBeTruthy();
    const passportsOf = (id: number) =>
      db.selectFrom('booking_travellers').select(['passport', 'passport_masked']).where('booking_id', '=', id).execute();
    expect(await passportsOf(booking.id)).toEqual([{ passport: '', passport_masked: '' }]);
    // A trip still to come keeps its documents and passport numbers.
    expect(
      (await db.selectFrom('booking_files').selectAll().where('booking_id', '=', recent.id).execute()).length,
    ).toBeGreaterThan(0);
    expect(await passportsOf(recent.id)).toEqual([{ passport: expect.stringMatching(/^sealed1:/), passport_masked: '•••••567' }]);
    expect(await purgeOldDocuments(t.app.db, 90)).toBe(0);
  });
});

describe('the outbox folder', () => {
  it('deletes .eml files older than MAIL_KEEP_DAYS and keeps the others', async () => {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const os = await import('node:os');
    const { deleteOldOutboxFiles } = await import('../../src/platform/mail/transports.ts');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rihla-outbox-'));
    try {
      await fs.writeFile(path.join(dir, 'old.eml'), 'x');
      await fs.writeFile(path.join(dir, 'new.eml'), 'x');
      await fs.writeFile(path.join(dir, 'notes.txt'), 'x');
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
      await fs.utimes(path.join(dir, 'old.eml'), eightDaysAgo, eightDaysAgo);
      await fs.utimes(path.join(dir, 'notes.txt'), eightDaysAgo, eightDaysAgo);
      expect(await deleteOldOutboxFiles(dir, Date.now() - 7 * 86_400_000)).toBe(1);
      expect((await fs.readdir(dir)).sort()).toEqual(['new.eml', 'notes.txt']);
      expect(await deleteOldOutboxFiles(path.join(dir, 'missing'), Date.now())).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
