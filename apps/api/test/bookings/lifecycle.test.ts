import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  bookingStatusStyle,
  cancellableUntil,
  errorMessages,
  successMessages,
  todayIso,
  type TripDetail,
} from '@rihla/contract';
import {
  changeStatus,
  completeEndedBookings,
  StatusChangeRefused,
} from '../../src/modules/bookings/repositories/booking-lifecycle.ts';
import { addDeparture } from '../../src/modules/catalogue/repositories/departures.ts';
import { auth, book, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import { allMail } from '../security/mail.ts';

// The booking lifecycle (docs/product.md, "States", "Seats and cancellation"): cancellation by the
// customer and its cut-off, the legal transitions, the history, the completion job, the e-mails.
let t: TestApp;
let trip: TripDetail;
let departuresTrip: TripDetail;
beforeAll(async () => {
  // No lead time here: a booking inside the cut-off stands for one made earlier that time has caught up
  // with (the lead time itself is tested in booking-lead-time.test.ts).
  t = await createTestApp({ CANCEL_CUTOFF_HOURS: '96', BOOKING_LEAD_HOURS: '0' });
  const row = await t.app.db
    .selectFrom('trips')
    .select('id')
    .where('expiry_date', 'is', null)
    .where('max_adults', '>=', 2)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  [trip, departuresTrip] = await Promise.all(
    row.map(async (r) => (await t.app.inject({ method: 'GET', url: `/api/trips/${r.id}` })).json().data as TripDetail),
  );
});
afterAll(async () => t?.close());

const day = (n: number) => addDays(todayIso(), n);
const cancel = (id: number, token: string, reason?: string) =>
  t.app.inject({ method: 'POST', url: `/api/customer/bookings/${id}/cancel`, headers: auth(token), payload: { reason } });
const mailsTo = (email: string) => allMail(t.dataDir).filter((m) => m.to === email);

async function booked(date: string, adults = 1, on: TripDetail = trip) {
  const customer = await register(t.app);
  const res = await book(t.app, customer.token, bookingParts(on.id, { date, adults }));
  expect(res.statusCode, res.body).toBe(200);
  return { ...customer, id: res.json().data.id as number };
}

describe('POST /api/customer/bookings/{id}/cancel', () => {
  it('cancels with a reason, gives the seats back, keeps the history and mails the customer', async () => {
    const date = day(30);
    await addDeparture(t.app.db, { tripId: departuresTrip.id, date, seats: 2 });
    const b = await booked(date, 2, departuresTrip);
    const seats = () =>
      t.app.db
        .selectFrom('departures')
        .select('seats_taken')
        .where('trip_id', '=', departuresTrip.id)
        .where('date', '=', date)
        .executeTakeFirstOrThrow();
    expect((await seats()).seats_taken).toBe(2);
    const res = await cancel(b.id, b.token, 'تغيرت خططي');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(successMessages.bookingCancelled);
    expect(body.data).toMatchObject({
      status: 'cancelled',
      status_text_ar: bookingStatusStyle.cancelled.text_ar,
      status_color: bookingStatusStyle.cancelled.color,
      cancellable_until: null,
    });
    expect(
      body.data.history.map((h: { from: string | null; to: string; by: string; reason: string | null }) => [
        h.from,
        h.to,
        h.by,
        h.reason,
      ]),
    ).toEqual([
      [null, 'pending', 'customer', null],
      ['pending', 'cancelled', 'customer', 'تغيرت خططي'],
    ]);
    expect((await seats()).seats_taken).toBe(0);
    // The date is bookable again for the next customer.
    const again = await booked(date, 2, departuresTrip);
    expect(again.id).toBeGreaterThan(b.id);

    await vi.waitFor(() => {
      const mails = mailsTo(b.payload.email).filter((m) => m.subject.includes('حجز'));
      // Both are sent after their answers, so in either order.
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [`استلمنا طلب حجزك رقم ${b.id} - رحلة`, `تم إلغاء حجزك رقم ${b.id} - رحلة`].sort(),
      );
    });
    const mail = mailsTo(b.payload.email).find((m) => m.subject.startsWith('تم إلغاء'))!;
    expect(mail.text).toContain('سبب الإلغاء: تغيرت خططي');
    expect(mail.text).toContain('سياسة الاسترداد');
    expect(mail.html).toContain('dir="rtl"');
    // The received e-mail links to the booking's own page.
    const received = mailsTo(b.payload.email).find((m) => m.subject.startsWith('استلمنا'))!;
    expect(received.text).toContain(`/account/trips/${b.id}`);
    expect(mail.html).toContain('تغيرت خططي');
  });

  it('answers 404 for another customer’s booking and 409 when it is no longer cancellable', async () => {
    const b = await booked(day(40));
    const other = await register(t.app);
    const theirs = await cancel(b.id, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(errorMessages.notFound);
    expect((await cancel(b.id, b.token)).statusCode).toBe(200);
    const twice = await cancel(b.id, b.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(errorMessages.notCancellable);
  });

  it('answers 409 past the cut-off (96 hours before the first day, Riyadh time)', async () => {
    const soon = await booked(day(3)); // at most 72 hours away
    const late = await cancel(soon.id, soon.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(errorMessages.cancelTooLate);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${soon.id}`, headers: auth(soon.token) })
    ).json();
    expect(detail.data.cancellable_until).toBeNull();
    expect(detail.data.status).toBe('pending');

    const later = await booked(day(10));
    const open = (
      await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${later.id}`, headers: auth(later.token) })
    ).json();
    expect(open.data.cancellable_until).toBe(cancellableUntil(day(10), 96).toISOString());
    // Riyadh is UTC+3: midnight of the first day is 21:00 UTC the day before; 96 hours earlier.
    expect(open.data.cancellable_until).toBe(`${addDays(day(10), -5)}T21:00:00.000Z`);
  });
});

describe('status lifecycle', () => {
  it('goes pending → confirmed → completed, refuses an illegal change, and records who did what', async () => {
    const b = await booked(day(12));
    await expect(changeStatus(t.app.db, { bookingId: b.id, to: 'completed', by: 'operator' })).rejects.toThrow(
      StatusChangeRefused,
    );
    await changeStatus(t.app.db, { bookingId: b.id, to: 'confirmed', by: 'operator' });
    await changeStatus(t.app.db, { bookingId: b.id, to: 'completed', by: 'system' });
    await expect(changeStatus(t.app.db, { bookingId: b.id, to: 'cancelled', by: 'operator', reason: 'x' })).rejects.toThrow(
      StatusChangeRefused,
    );
    await expect(changeStatus(t.app.db, { bookingId: b.id, to: 'pending', by: 'operator' })).rejects.toThrow(StatusChangeRefused);
    const { data } = (
      await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${b.id}`, headers: auth(b.token) })
    ).json();
    expect(data.status).toBe('completed');
    expect(data.status_text_ar).toBe(bookingStatusStyle.completed.text_ar);
    // The booking's page shows its travellers, passport numbers masked (helper: A1234567).
    expect(data.travellers).toEqual([
      {
        traveller: 0,
        kind: 'adult',
        first_name: 'TRAVELLER A',
        last_name: "AL-TEST O'HARA",
        birth_date: '1985-06-15',
        gender: 'male',
        nationality: 'SA',
        passport_masked: '•••••567',
        passport_expiry: expect.any(String),
      },
    ]);
    expect(data.history.map((h: { to: string; by: string }) => `${h.to}:${h.by}`)).toEqual([
      'pending:customer',
      'confirmed:operator',
      'completed:system',
    ]);
  });

  it('the completion job completes confirmed bookings whose trip has ended, once', async () => {
    const ended = await booked(day(14));
    const pending = await booked(day(15));
    const future = await booked(day(16));
    for (const b of [ended, future]) await changeStatus(t.app.db, { bookingId: b.id, to: 'confirmed', by: 'operator' });
    // Run the job as of a day after `ended` finished, but before `future` ends.
    const endedTo = (await t.app.db.selectFrom('bookings').select('to_date').where('id', '=', ended.id).executeTakeFirstOrThrow())
      .to_date;
    const futureTo = (
      await t.app.db.selectFrom('bookings').select('to_date').where('id', '=', future.id).executeTakeFirstOrThrow()
    ).to_date;
    const asOf = addDays(endedTo, 1) <= futureTo ? addDays(endedTo, 1) : futureTo;
    const [first, second] = await Promise.all([completeEndedBookings(t.app.db, asOf), completeEndedBookings(t.app.db, asOf)]);
    const done = [...first, ...second];
    expect(done).toContain(ended.id);
    expect(done.filter((id) => id === ended.id)).toHaveLength(1);
    expect(done).not.toContain(pending.id);
    expect(done).not.toContain(future.id);
    const status = async (id: number) =>
      (await t.app.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await status(ended.id)).toBe('completed');
    expect(await status(pending.id)).toBe('pending');
    expect(await status(future.id)).toBe('confirmed');
  });
});

describe('the completion job on a running server', () => {
  it('completes an ended confirmed booking by itself and mails the link to rate it', async () => {
    const s = await createTestApp({ BOOKING_COMPLETION_INTERVAL_S: '1' });
    try {
      const row = await s.app.db
        .selectFrom('trips')
        .select('id')
        .where('expiry_date', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const c = await register(s.app);
      const res = await book(s.app, c.token, bookingParts(row.id, { date: day(20) }));
      const id = res.json().data.id as number;
      await changeStatus(s.app.db, { bookingId: id, to: 'confirmed', by: 'operator' });
      // As if the trip had ended: its days are in the past.
      await s.app.db
        .updateTable('bookings')
        .set({ from_date: day(-5), to_date: day(-2) })
        .where('id', '=', id)
        .execute();
      await vi.waitFor(
        async () => {
          const b = await s.app.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow();
          expect(b.status).toBe('completed');
          const mail = allMail(s.dataDir).find((m) => m.subject === `نتمنى أن رحلتك أعجبتك - حجز رقم ${id}`);
          expect(mail?.html).toContain('/account/trips"');
        },
        { timeout: 8000, interval: 200 },
      );
    } finally {
      await s.close();
    }
  });
});
