import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TripDetail,
  addDays,
  bookingStatusStyle,
  errorMessages,
  todayIso,
  totalPrice,
  tripEndDate,
  validationMessages,
} from '@rihla/contract';
import {
  auth,
  book,
  bookableTrip,
  bookingParts,
  bookableDay,
  createTestApp,
  filesIn,
  JPEG,
  PDF,
  PNG,
  register,
  limitStores,
  type Part,
  type TestApp,
} from '../helper.ts';
import { allMail } from '../security/mail.ts';
import { bookingPassports } from '../../src/modules/bookings/index.ts';

// The booking form (POST /api/customer/trips/book): pricing, checks, files, idempotency, budget.
// The customer's bookings once made: booking-records.test.ts.
let t: TestApp;
let trip: TripDetail;
beforeAll(async () => {
  t = await createTestApp();
  trip = await bookableTrip(t.app);
});
afterAll(async () => t?.close());

// Uploads in flight are spooled in the process's own folder; stored files are rows (encrypted).
const temp = () => filesIn(t.app.spoolDir);
const count = async (table: 'bookings' | 'booking_travellers' | 'booking_files' | 'booking_file_contents') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const snapshot = async () => ({
  bookings: await count('bookings'),
  travellers: await count('booking_travellers'),
  files: await count('booking_files'),
  stored: await count('booking_file_contents'),
  temp: temp().length,
});

describe('POST /api/customer/trips/book', () => {
  it("books with the server's price, stores the files and mails a confirmation", async () => {
    const { token, payload } = await register(t.app);
    const adults = 2;
    const children = 1;
    const parts = bookingParts(trip.id, {
      adults,
      children,
      extra: [{ name: 'visa_image[1]', filename: 'visa.pdf', content: PDF, type: 'application/pdf' }],
    });
    const res = await book(t.app, token, parts);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    const from = bookableDay();
    expect(data).toMatchObject({
      id: expect.any(Number),
      status: 'pending',
      status_text_ar: bookingStatusStyle.pending.text_ar,
      status_color: bookingStatusStyle.pending.color,
      from_date: from,
      to_date: tripEndDate(from, trip.duration),
      adults_count: 2,
      children_count: 1,
      total_price: totalPrice(trip, adults, children),
      rate: null,
      trip: { id: trip.id, title: trip.title, to_country: expect.any(String) },
    });
    expect(data.files).toHaveLength(3);
    // The confirmation was written with the booking and is delivered after the answer; the customer
    // also has the registration's verification link.
    await t.app.mailOutbox.drain();
    const subjects = allMail(t.dataDir)
      .filter((m) => m.to === payload.email)
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([`استلمنا طلب حجزك رقم ${data.id} - رحلة`, 'تأكيد البريد الإلكتروني - رحلة'].sort());

    // The owner can fetch a file back, byte for byte, with its real type.
    const file = data.files.find((f: { kind: string }) => f.kind === 'visa');
    const got = await t.app.inject({ method: 'GET', url: file.url, headers: auth(token) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(temp()).toEqual([]);
  });

  it('ignores a client total', async () => {
    const { token } = await register(t.app);
    const res = await book(t.app, token, bookingParts(trip.id, { extra: [{ name: 'total_price', value: '0.01' }] }));
    expect(res.json().data.total_price).toBe(totalPrice(trip, 1, 0));
  });

  it('answers 400 with the booking message and field errors, writing nothing', async () => {
    const { token } = await register(t.app);
    const before = await snapshot();
    const html = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const cases: [Part[], string][] = [
      [bookingParts(trip.id, { date: todayIso() }), 'from_date'],
      [bookingParts(trip.id, { date: '2020-01-01' }), 'from_date'],
      [bookingParts(trip.id, { date: 'not-a-date' }), 'from_date'],
      [bookingParts(trip.id, { adults: 0 }), 'adults_count'],
      [bookingParts(trip.id, { adults: trip.default_adults + trip.max_additional_adults + 1 }), 'adults_count'],
      [bookingParts(trip.id, { children: trip.default_childs + trip.max_additional_childs + 1 }), 'children_count'],
      [bookingParts(999999), 'trip_id'],
      [bookingParts(trip.id).filter((p) => p.name !== 'passport_image[0]'), 'passport_image[0]'],
      [
        bookingParts(trip.id).map((p) =>
          p.name === 'passport_expiry[0]' ? { name: p.name, value: addDays(todayIso(), -1) } : p,
        ),
        'passport_expiry[0]',
      ],
      [bookingParts(trip.id).map((p) => (p.name === 'passport_image[0]' ? { ...p, content: html } : p)), 'passport_image[0]'],
      [
        bookingParts(trip.id).map((p) =>
          p.name === 'passport_image[0]' ? { ...p, content: Buffer.from('MZ\x90\x00 just an exe') } : p,
        ),
        'passport_image[0]',
      ],
      [
        bookingParts(trip.id).map((p) => (p.name === 'passport_image[0]' ? { ...p, content: Buffer.alloc(0) } : p)),
        'passport_image[0]',
      ],
      [bookingParts(trip.id).map((p) => (p.name === 'nationality[0]' ? { name: p.name, value: '' } : p)), 'nationality[0]'],
      [
        bookingParts(trip.id).map((p) => (p.name === 'passport[0]' ? { name: p.name, value: "'; drop table bookings; --" } : p)),
        'passport[0]',
      ],
      // The second adult's file is bad: the first adult's valid file must not be kept either.
      [
        bookingParts(trip.id, { adults: 2 }).map((p) => (p.name === 'passport_image[1]' ? { ...p, content: html } : p)),
        'passport_image[1]',
      ],
      [
        [...bookingParts(trip.id), { name: 'passport_image[0]', filename: 'again.jpg', content: JPEG, type: 'image/jpeg' }],
        'passport_image[0]',
      ],
    ];
    for (const [parts, field] of cases) {
      const res = await book(t.app, token, parts);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(errorMessages.bookingInput);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers a bad passport number with the contract's message on that traveller's field", async () => {
    const { token } = await register(t.app);
    const before = await snapshot();
    const withPassport = (value: string) =>
      bookingParts(trip.id, { adults: 2 }).map((p) => (p.name === 'passport[1]' ? { name: p.name, value } : p));
    for (const value of ['A1', 'A12345678901234567890', 'A١٢٣٤٥٦٧', 'A123 4567']) {
      const res = await book(t.app, token, withPassport(value));
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(errorMessages.bookingInput);
      expect(res.json().errors, value).toEqual({ 'passport[1]': [validationMessages.passportNumber] });
    }
    const empty = await book(t.app, token, withPassport('  '));
    expect(empty.json().errors).toEqual({ 'passport[1]': [validationMessages.required] });
    expect(await snapshot()).toEqual(before);
  });

  it('takes a passport number of 3 to 20 letters and digits, with spaces around it, upper-cased', async () => {
    const { token } = await register(t.app);
    for (const [value, kept] of [
      [' ab1 ', 'AB1'],
      ['z1234567890123456789', 'Z1234567890123456789'],
    ]) {
      const res = await book(
        t.app,
        token,
        bookingParts(trip.id).map((p) => (p.name === 'passport[0]' ? { name: p.name, value: value! } : p)),
      );
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.app.db
        .selectFrom('booking_travellers')
        .select('passport')
        .where('booking_id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      // Stored sealed with the files key (issue 29, item 9): opened, it is the number as kept.
      expect(bookingPassports(t.app.filesCipher).open(row.passport)).toBe(kept);
    }
  });

  it('gives the contract messages for files', async () => {
    const { token } = await register(t.app);
    const res = await book(
      t.app,
      token,
      bookingParts(trip.id).filter((p) => p.name !== 'passport_image[0]'),
    );
    expect(res.json().errors['passport_image[0]']).toEqual([validationMessages.passportImage]);
    const bad = await book(
      t.app,
      token,
      bookingParts(trip.id).map((p) => (p.name === 'passport_image[0]' ? { ...p, content: Buffer.from('GIF89a....') } : p)),
    );
    expect(bad.json().errors['passport_image[0]']).toEqual([errorMessages.fileInvalidType]);
  });

  it('answers 413 for a file over 5 MB and keeps nothing of it', async () => {
    const { token } = await register(t.app);
    const before = await snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await book(
      t.app,
      token,
      bookingParts(trip.id).map((p) => (p.name === 'passport_image[0]' ? { ...p, content: big } : p)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: errorMessages.fileTooLarge });
    expect(await snapshot()).toEqual(before);
  });

  it('stores files under server names whatever the client calls them', async () => {
    const { token } = await register(t.app);
    const res = await book(
      t.app,
      token,
      bookingParts(trip.id).map((p) => (p.name === 'passport_image[0]' ? { ...p, filename: '../../../../etc/passwd' } : p)),
    );
    expect(res.statusCode).toBe(200);
    const names = await t.app.db.selectFrom('booking_files').select('stored_name').execute();
    for (const { stored_name } of names) expect(stored_name).toMatch(/^[a-f0-9]{32}$/);
    expect(fs.existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
  });

  it('refuses a body that is not multipart or is malformed', async () => {
    const { token } = await register(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/customer/trips/book',
      payload: { trip_id: trip.id },
      headers: auth(token),
    });
    expect(json.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/customer/trips/book',
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="trip_id"\r\n\r\n1\r\n--xyz\r\nContent-Disposition: form-data; name="passport_image[0]"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
    expect(temp()).toEqual([]);
  });

  it('returns the first booking for a repeated Idempotency-Key, even when the two race', async () => {
    const { token } = await register(t.app);
    const before = await count('bookings');
    const first = await book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'key-1' });
    const again = await book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'key-1' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const racing = await Promise.all(
      [1, 2, 3].map(() => book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'key-2' })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.json().data.id)).size).toBe(1);
    expect(await count('bookings')).toBe(before + 2);
    // Another customer may use the same key for their own booking.
    const other = await register(t.app);
    const theirs = await book(t.app, other.token, bookingParts(trip.id), { 'idempotency-key': 'key-1' });
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
    expect(temp()).toEqual([]);
  });
});

describe.each(limitStores)('booking rate limit %s', (_store, storeEnv) => {
  it('answers 429 past the per-account budget', async () => {
    const limited = await createTestApp({ ...storeEnv, RATE_LIMIT_BOOKING_ACCOUNT_MAX: '2' });
    try {
      const { token } = await register(limited.app);
      const tr = await bookableTrip(limited.app);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await book(limited.app, token, bookingParts(tr.id))).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
