import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@rihla/contract';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import { allMail } from '../security/mail.ts';
import { adminCli } from '../admin-cli.ts';

// `pnpm admin`'s booking commands (docs/product.md, "Seats and cancellation"), run as the operator
// runs them: a separate process on the same database (SQLite file or PostgreSQL schema).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const cli = (...args: string[]) => adminCli(t, ...args);
const day = (n: number) => addDays(todayIso(), n);

describe('operator CLI: seats and status', () => {
  it('adds, lists and removes departures, and sets a daily capacity', async () => {
    const trip = await bookableTrip(t.app);
    expect(await cli('departures', 'add', String(trip.id), day(50), '5', '--price', '777')).toContain('5 seats');
    await cli('departures', 'add', String(trip.id), day(51), '2');
    expect(await cli('departures', 'list', String(trip.id))).toContain(day(51));
    expect(await cli('departures', 'remove', String(trip.id), day(51))).toContain('removed');
    const a = (
      await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}/availability?month=${day(50).slice(0, 7)}` })
    ).json();
    expect(a.data.dates).toContainEqual({ date: day(50), seats_left: 5, price: 777 });
    await expect(cli('departures', 'add', String(trip.id), 'tomorrow', '5')).rejects.toThrow();
    await cli('departures', 'remove', String(trip.id), day(50));
    expect(await cli('capacity', 'set', String(trip.id), '3')).toContain('3 travellers per date');
    expect(await cli('capacity', 'set', String(trip.id), 'none')).toContain('unlimited');
  });

  it('confirms, cancels with a reason and completes through the lifecycle, e-mailing each change', async () => {
    const trip = await bookableTrip(t.app);
    const c = await register(t.app);
    const one = (await book(t.app, c.token, bookingParts(trip.id, { date: day(9) }))).json().data.id as number;
    const two = (await book(t.app, c.token, bookingParts(trip.id, { date: day(9) }))).json().data.id as number;
    expect(await cli('confirm', String(one))).toContain('pending → confirmed');
    expect(await cli('complete', String(one))).toContain('confirmed → completed');
    await expect(cli('cancel', String(one), '--reason', 'late')).rejects.toThrow(/cannot become cancelled/);
    await expect(cli('cancel', String(two))).rejects.toThrow(/--reason/);
    expect(await cli('cancel', String(two), '--reason', 'الرحلة ألغيت لسوء الأحوال الجوية')).toContain('pending → cancelled');
    await expect(cli('set-status', String(two), 'pending')).rejects.toThrow();

    const { data } = (await t.app.inject({ method: 'GET', url: `/api/customer/bookings/${two}`, headers: auth(c.token) })).json();
    expect(data.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      by: 'operator',
      reason: 'الرحلة ألغيت لسوء الأحوال الجوية',
    });
    const subjects = allMail(t.dataDir)
      .filter((m) => m.to === c.payload.email)
      .map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `تم تأكيد حجزك رقم ${one} - رحلة`,
        `نتمنى أن رحلتك أعجبتك - حجز رقم ${one}`,
        `تم إلغاء حجزك رقم ${two} - رحلة`,
      ]),
    );
    const completed = allMail(t.dataDir).find((m) => m.subject === `نتمنى أن رحلتك أعجبتك - حجز رقم ${one}`)!;
    expect(completed.text).toMatch(/\/account\/trips(\s|$)/);
  });
});
