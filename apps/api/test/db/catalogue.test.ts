import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TYPES } from '@rihla/contract';
import { demoCatalogue, makeTrip } from '../../src/modules/catalogue/demo/catalogue.ts';
import { createTestApp, isPg, register, book, bookingParts, bookableTrip, type TestApp } from '../helper.ts';
import { adminCli } from '../admin-cli.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const count = async (table: 'countries' | 'cities' | 'trips' | 'tags' | 'faqs' | 'banners' | 'trip_contents') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('demo catalogue', () => {
  it('is seeded on first start with the promised sizes', async () => {
    expect(await count('countries')).toBeGreaterThanOrEqual(8);
    expect(await count('cities')).toBe(40);
    expect(await count('trips')).toBe(150);
    expect(await count('trip_contents')).toBe(150);
    expect(await count('faqs')).toBe(8);
    const tags = await t.app.db.selectFrom('tags').select('name').execute();
    expect(tags.length).toBeGreaterThanOrEqual(8);
    expect(tags.map((x) => x.name)).toContain('الدراسة في الخارج');
    const types = new Set((await t.app.db.selectFrom('banners').select('type').execute()).map((b) => b.type));
    expect([...types].sort()).toEqual([...BANNER_TYPES].sort());
  });

  it('is deterministic, Arabic, and has 3 to 10 day itineraries with included lists', () => {
    const a = demoCatalogue(150, '2026-01-01');
    const b = demoCatalogue(150, '2026-01-01');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(new Set(a.trips.map((x) => x.title)).size).toBe(150);
    for (const trip of a.trips) {
      expect(trip.duration).toBeGreaterThanOrEqual(3);
      expect(trip.duration).toBeLessThanOrEqual(10);
      expect(trip.program).toHaveLength(trip.duration);
      expect(trip.included.length).toBeGreaterThanOrEqual(3);
      expect(trip.title).toMatch(/[\u0600-\u06FF]/);
    }
    expect(makeTrip(123456, '2026-01-01')).toEqual(makeTrip(123456, '2026-01-01'));
  });

  it('is not seeded twice', async () => {
    const app = await t.restart();
    expect(
      Number(
        (
          await app.db
            .selectFrom('trips')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(150);
  });
});

// The CLI runs as its own process against the same database (SQLite file or PostgreSQL schema).
describe.skipIf(isPg)('operator CLI', () => {
  const cli = (...args: string[]) => adminCli(t, ...args);

  it('imports a catalogue, lists bookings and changes a status', async () => {
    const file = path.join(t.dataDir, 'catalogue.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        countries: [{ key: 'oman', name: 'عُمان', cities: [{ key: 'muscat', name: 'مسقط' }] }],
        tags: [{ key: 'desert', name: 'صحراء', title: 'رحلات الصحراء', description: 'كثبان ونجوم' }],
        trips: [{ ...makeTrip(1), title: 'رحلة إلى مسقط', to_city: 'muscat', from_city: 'الرياض', tags: ['desert'] }],
      }),
    );
    expect(await cli('import', file)).toContain('trips: 1');
    const app = t.app;
    const found = (await app.inject({ method: 'GET', url: '/api/trips/filter?sort_by=low_price&tag_id=10' })).json();
    expect(found.data.map((c: { title: string }) => c.title)).toContain('رحلة إلى مسقط');

    const { token } = await register(app);
    const booking = (await book(app, token, bookingParts((await bookableTrip(app)).id))).json().data;
    expect(await cli('bookings')).toContain(String(booking.id));
    expect(await cli('set-status', String(booking.id), 'confirmed')).toContain('pending → confirmed');
    const listed = (
      await app.inject({
        method: 'GET',
        url: `/api/customer/bookings/${booking.id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(listed).toMatchObject({ status: 'confirmed', status_text_ar: 'مؤكد' });
    await expect(cli('set-status', String(booking.id), 'teleported')).rejects.toThrow();
    await expect(cli('import', path.join(t.dataDir, 'missing.json'))).rejects.toThrow();
  });
});
