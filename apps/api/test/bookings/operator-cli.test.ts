import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@rihla/contract';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import { allMail } from '../security/mail.ts';

// `pnpm admin`'s booking commands (docs/product.md, "Seats and cancellation"), run as the operator
// runs them: a separate process on the same database (SQLite file or PostgreSQL schema).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const cli = (...args: string[]) =>
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../src/cli/admin.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema! } : {}),
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const day = (n: number) => addDays(todayIso(), n);

describe('operator CLI: seats and status', () => {
  it('adds, lists and removes departures, and sets a daily capacity', async () => {
    const trip = await bookableTrip(t.app);
    expect(cli('departures', 'add', String(trip.id), day(50), '5', '--price', '777')).toContain('5 seats');
    cli('departures', 'add', String(trip.id), day(51), '2');
    expect(cli('departures', 'list', String(trip.id))).toContain(day(51));
    expect(cli('departures', 'remove', String(trip.id), day(51))).toContain('removed');
    const a = (
      await t.app.inject({ method: 'GET', url: `/api/trips/${trip.id}/availability?month=${day(50).slice(0, 7)}` })
    ).json();
    expect(a.data.dates).toContainEqual({ date: day(50), seats_left: 5, price: 777 });
    expect(() => cli('departures', 'add', String(trip.id), 'tomorrow', '5')).toThrow();
    cli('departures', 'remove', String(trip.id), day(50));
    expect(cli('capacity', 'set', String(trip.id), '3')).toContain('3 travellers per date');
    expect(cli('capacity', 'set', String(trip.id), 'none')).toContain('unlimited');
  });

  it('confirms, cancels with a reason and completes through the lifecycle, e-mailing each change', async () => {
    const trip = await bookableTrip(t.app);
    const c = await register(t.app);
    const one = (await book(t.app, c.token, bookingParts(trip.id, { date: day(9) }))).json().data.id as number;
    const two = (await book(t.app, c.token, bookingParts(trip.id, { date: day(9) }))).json().data.id as number;
    expect(cli('confirm', String(one))).toContain('pending → confirmed');
    expect(cli('complete', String(one))).toContain('confirmed → completed');
    expect(() => cli('cancel', String(one), '--reason', 'late')).toThrow(/cannot become cancelled/);
    expect(() => cli('cancel', String(two))).toThrow(/--reason/);
    expect(cli('cancel', String(two), '--reason', 'الرحلة ألغيت لسوء الأحوال الجوية')).toContain('pending → cancelled');
    expect(() => cli('set-status', String(two), 'pending')).toThrow();

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
