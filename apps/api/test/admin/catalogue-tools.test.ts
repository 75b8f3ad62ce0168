import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, earliestTripDate, RECURRING_MAX, todayIso, tripMessages, weekdayOf } from '@rihla/contract';
import { auditPage } from '../../src/modules/staff/repositories/audit-log.ts';
import { staffToken } from './staff-token.ts';
import { auth, book, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';

// Issue 31, items 7 and 15: the catalogue's tools in the back office. A trip's "غير مشمول" list is
// edited like its included list and shown publicly; an admin duplicates a trip (everything but its
// bookings, ratings and departures, unpublished, "(نسخة)"); recurring departures make every chosen
// weekday until a date in one request, skipping dates that have one and those within the lead time.

let t: TestApp;
let admin: string;
let agent: string;
let city: { id: number };
let tagIds: number[];
const LEAD_HOURS = 96;

beforeAll(async () => {
  t = await createTestApp({ BOOKING_LEAD_HOURS: String(LEAD_HOURS) });
  admin = await staffToken(t.app, 'admin', 'admin@tools.example');
  agent = await staffToken(t.app, 'agent', 'agent@tools.example');
  city = await t.app.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow();
  tagIds = (await t.app.db.selectFrom('tags').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
});
afterAll(async () => t?.close());

const post = (url: string, payload: object = {}, token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

const newTrip = (patch: object = {}) => ({
  title: 'رحلة الأدوات إلى الساحل',
  company: 'شركة الاختبار',
  description: 'خمسة أيام على الساحل.',
  images: ['/api/media/trip/tools-0.svg', '/api/media/trip/tools-1.svg'],
  program: [{ day: 1, title: 'الوصول', description: 'الاستقبال في المطار', image: null }],
  included: [{ name: 'الإقامة', title: 'فندق على البحر' }],
  not_included: [{ name: 'التأشيرة', title: 'رسوم التأشيرة' }],
  price: 2500,
  price_before_discount: null,
  default_adults: 2,
  default_childs: 0,
  max_additional_adults: 2,
  max_additional_childs: 2,
  price_per_additional_adult: 900,
  price_per_additional_child: 400,
  duration: 5,
  expiry_date: null,
  tags: tagIds,
  to_city_id: city.id,
  from_city_id: null,
  ...patch,
});

describe('what a trip leaves out (item 7)', () => {
  it('is kept, edited and read back like the included list, and shown on the public trip', async () => {
    const created = await post('/api/admin/trips', newTrip());
    expect(created.statusCode, created.body).toBe(200);
    const trip = created.json().data;
    expect(trip.not_included).toEqual([{ name: 'التأشيرة', title: 'رسوم التأشيرة' }]);
    expect((await get(`/api/trips/${trip.id}`)).json().data.not_included).toEqual([{ name: 'التأشيرة', title: 'رسوم التأشيرة' }]);

    const edited = await post(`/api/admin/trips/${trip.id}`, {
      not_included: [
        { name: ' الطيران ', title: 'تذاكر الطيران الدولية' },
        { name: 'الوجبات', title: 'الغداء والعشاء' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.not_included).toEqual([
      { name: 'الطيران', title: 'تذاكر الطيران الدولية' },
      { name: 'الوجبات', title: 'الغداء والعشاء' },
    ]);
    // The included list is untouched by it.
    expect(edited.json().data.included).toEqual([{ name: 'الإقامة', title: 'فندق على البحر' }]);
    expect((await get(`/api/trips/${trip.id}`)).json().data.not_included).toHaveLength(2);
    const entry = (await auditPage(t.app.db, null)).find((e) => e.action === 'trip.updated' && e.subject === `trip:${trip.id}`);
    expect(entry?.details).toMatchObject({ fields: ['not_included'] });

    const wrong = await post(`/api/admin/trips/${trip.id}`, { not_included: [{ name: 'x', title: ' ' }] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ not_included: [tripMessages.notIncluded] });
  });

  it('is empty for a trip made without it, and for the seeded trips it is the rest of the usual items', async () => {
    const { not_included: _omitted, ...body } = newTrip();
    const trip = (await post('/api/admin/trips', body)).json().data;
    expect(trip.not_included).toEqual([]);
    expect((await get(`/api/trips/${trip.id}`)).json().data.not_included).toEqual([]);
    const seeded = await t.app.db.selectFrom('trip_contents').select(['included', 'not_included']).limit(20).execute();
    for (const row of seeded) {
      const included = JSON.parse(row.included) as { name: string }[];
      const left = JSON.parse(row.not_included) as { name: string }[];
      expect(left.filter((l) => included.some((i) => i.name === l.name))).toEqual([]);
    }
  });
});

describe('duplicating a trip (item 15)', () => {
  it('copies every field, picture, tag and list, not its departures, bookings or ratings; unpublished, "(نسخة)", audited', async () => {
    const original = (await post('/api/admin/trips', newTrip({ title: 'رحلة تُنسخ', featured: true }))).json().data;
    const date = addDays(todayIso(), 30);
    expect((await post(`/api/admin/trips/${original.id}/departures`, { date, seats: 10, price: 2700 })).statusCode).toBe(200);
    expect((await post(`/api/admin/trips/${original.id}/capacity`, { daily_capacity: 12 })).statusCode).toBe(200);
    // A booking and a rating of the original stay with it.
    const { token: customer } = await register(t.app);
    const booked = await book(t.app, customer, bookingParts(original.id, { date }));
    expect(booked.statusCode, booked.body).toBe(200);
    await t.app.db
      .updateTable('trips')
      .set({ visits: 40, rates_count: 3, rating_sum: 13, average_rating: 4.33 })
      .where('id', '=', original.id)
      .execute();

    // Agents may not; an unknown trip is not found.
    expect((await post(`/api/admin/trips/${original.id}/duplicate`, {}, agent)).statusCode).toBe(403);
    expect((await post('/api/admin/trips/999999/duplicate')).statusCode).toBe(404);

    const res = await post(`/api/admin/trips/${original.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().data;
    expect(copy.id).not.toBe(original.id);
    expect(copy.title).toBe('رحلة تُنسخ (نسخة)');
    expect(copy.published).toBe(false);
    expect(copy.departures).toEqual([]);
    const fields = [
      'company',
      'description',
      'images',
      'program',
      'included',
      'not_included',
      'price',
      'price_before_discount',
      'default_adults',
      'max_additional_adults',
      'price_per_additional_adult',
      'duration',
      'tags',
      'to_city_id',
      'from_city_id',
      'featured',
      'vat_category',
      'daily_capacity',
    ] as const;
    for (const f of fields) expect(copy[f], f).toEqual(original[f] ?? (f === 'daily_capacity' ? 12 : original[f]));
    expect(copy.daily_capacity).toBe(12);
    const row = await t.app.db
      .selectFrom('trips')
      .select(['visits', 'rates_count', 'average_rating'])
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ visits: 0, rates_count: 0, average_rating: null });
    const bookings = await t.app.db.selectFrom('bookings').select('id').where('trip_id', '=', copy.id).execute();
    expect(bookings).toEqual([]);
    // The original is as it was, and the copy is nowhere public until published.
    expect((await get(`/api/admin/trips/${original.id}`, admin)).json().data.departures).toHaveLength(1);
    expect((await get(`/api/trips/${copy.id}`)).statusCode).toBe(404);
    const entry = (await auditPage(t.app.db, null)).find((e) => e.subject === `trip:${copy.id}`);
    expect(entry).toMatchObject({ action: 'trip.duplicated', staff_email: 'admin@tools.example' });
    expect(entry?.details).toMatchObject({ from: original.id, title: 'رحلة تُنسخ (نسخة)' });
  });

  it("keeps the copy's title within 200 characters", async () => {
    const long = 'ر'.repeat(200);
    const original = (await post('/api/admin/trips', newTrip({ title: long }))).json().data;
    const copy = (await post(`/api/admin/trips/${original.id}/duplicate`)).json().data;
    expect([...copy.title]).toHaveLength(200);
    expect(copy.title.endsWith(' (نسخة)')).toBe(true);
  });
});

describe('recurring departures (item 15)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post('/api/admin/trips', newTrip({ title: 'رحلة كل جمعة' }))).json().data.id;
  });
  const recurring = (body: object, token = admin) => post(`/api/admin/trips/${id}/departures/recurring`, body, token);

  it('makes every chosen weekday until a date, skipping those with a departure and those within the lead time', async () => {
    const today = todayIso();
    const earliest = earliestTripDate(LEAD_HOURS);
    const until = addDays(today, 8 * 7);
    // Every day of the week for the first days (so some fall within the lead time), Fridays after.
    const fridays: string[] = [];
    for (let d = addDays(today, 1); d <= until; d = addDays(d, 1)) if (weekdayOf(d) === 5) fridays.push(d);
    const taken = fridays.find((d) => d >= earliest)!;
    expect((await post(`/api/admin/trips/${id}/departures`, { date: taken, seats: 3 })).statusCode).toBe(200);

    const res = await recurring({ weekdays: [5], until, seats: 20, price: 2800 });
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    const soon = fridays.filter((d) => d < earliest);
    expect(meta.skipped).toEqual([...soon, taken].sort());
    expect(meta.created).toEqual(fridays.filter((d) => d >= earliest && d !== taken));
    expect(meta.created.length + meta.skipped.length).toBe(fridays.length);
    const byDate = new Map(data.departures.map((d: { date: string }) => [d.date, d]));
    for (const d of meta.created) expect(byDate.get(d)).toMatchObject({ seats: 20, price: 2800 });
    // The one there already is kept as it was.
    expect(byDate.get(taken)).toMatchObject({ seats: 3, price: null });
    const entry = (await auditPage(t.app.db, null)).find((e) => e.subject === `trip:${id}`);
    expect(entry).toMatchObject({ action: 'trip.departures-added' });
    expect(entry?.details).toMatchObject({ weekdays: [5], until, created: meta.created });

    // Again: nothing new, everything skipped, nothing audited.
    const again = (await recurring({ weekdays: [5], until, seats: 20 })).json().meta;
    expect(again.created).toEqual([]);
    expect(again.skipped).toHaveLength(fridays.length);
  });

  it('refuses, field by field, no weekday, a past or missing end, more than 104 dates, wrong seats; agents may not', async () => {
    const today = todayIso();
    const res = await recurring({ weekdays: [], until: today, seats: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      weekdays: [tripMessages.recurringWeekdays],
      until: [tripMessages.recurringUntil],
      seats: [tripMessages.departureSeats],
    });
    const tooMany = await recurring({ weekdays: [0, 1, 2, 3, 4, 5, 6], until: addDays(today, RECURRING_MAX + 1), seats: 5 });
    expect(tooMany.json().errors).toEqual({ until: [tripMessages.recurringTooMany] });
    const far = await recurring({ weekdays: [1], until: addDays(today, 5000), seats: 5 });
    expect(far.json().errors).toEqual({ until: [tripMessages.recurringTooMany] });
    // 104 of them is allowed.
    const exactly = await recurring({ weekdays: [0, 1, 2, 3, 4, 5, 6], until: addDays(today, RECURRING_MAX), seats: 5 });
    expect(exactly.statusCode, exactly.body).toBe(200);
    expect(exactly.json().meta.created.length + exactly.json().meta.skipped.length).toBe(RECURRING_MAX);
    const wrongDay = await recurring({ weekdays: [7], until: addDays(today, 30), seats: 5 });
    expect(wrongDay.json().errors).toEqual({ weekdays: [tripMessages.recurringWeekdays] });
    expect((await recurring({ weekdays: [5], until: addDays(today, 30), seats: 5 }, agent)).statusCode).toBe(403);
    expect(
      (await post('/api/admin/trips/999999/departures/recurring', { weekdays: [5], until: addDays(today, 30), seats: 5 }))
        .statusCode,
    ).toBe(404);
  });
});
