import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/platform/db/database.ts';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp, completeBooking } from '../helper.ts';

// The home page, search counts and pages and trip details are kept under the catalogue version
// (src/modules/catalogue/catalogue-cache.ts). Every change must show in the very next answer: whether
// this server made it (a rating) or another writer did (the import CLI, another server), here a
// second connection to the same database, as the CLI opens one.

let t: TestApp;
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  other = createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, schema: t.config.databaseSchema });
});
afterAll(async () => {
  await other?.destroy();
  await t?.close();
});

const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
  return { status: res.statusCode, body: res.json() };
};
const ids = (cards: { id: number }[]) => cards.map((c) => c.id);
const version = async () =>
  Number(
    (
      await other.db
        .selectFrom('catalogue_version' as never)
        .select('version' as never)
        .executeTakeFirstOrThrow()
    ).version,
  );

/**
 * The server keeps the version in memory (src/modules/catalogue/catalogue-version.ts): on PostgreSQL it hears of
 * another writer's change by NOTIFY, a few milliseconds after its commit; on SQLite it reads it again
 * within 100 ms. Wait for that; answers must then follow at once. Returns the milliseconds waited.
 */
async function settled(): Promise<number> {
  const deadline = Date.now() + 500;
  for (;;) {
    const [mine, theirs] = [await t.app.readCatalogueVersion(), await version()];
    if (mine === theirs) return Date.now() - (deadline - 500);
    if (Date.now() > deadline) throw new Error(`the server still reads version ${mine}, the database has ${theirs}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Another writer adds a copy of trip 1, the dearest and newest trip of all. */
async function addTrip(): Promise<number> {
  const { id: _id, ...row } = await other.db.selectFrom('trips').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const { id } = await other.db
    .insertInto('trips')
    .values({ ...row, title: 'رحلة جديدة من المستورد', price: 9_999_999, visits: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await other.db.insertInto('trip_contents').values({ trip_id: id, program: '[]', included: '[]' }).execute();
  await settled();
  return id;
}

describe('kept catalogue answers follow every change at once', () => {
  it('a trip added, changed and removed by another writer', async () => {
    const before = await get('/api/trips/filter?page=1');
    const total = before.body.meta.total as number;
    const lastPage = before.body.meta.last_page as number;
    const lastBefore = await get(`/api/trips/filter?page=${lastPage}`);
    const tailBefore = [...(await get(`/api/trips/filter?page=${lastPage - 1}`)).body.data, ...lastBefore.body.data];
    await get('/api/trips'); // kept now

    const id = await addTrip();
    const after = await get('/api/trips/filter?page=1');
    expect(after.body.meta.total).toBe(total + 1);
    expect(after.body.data[0].id).toBe(id);
    expect(ids(after.body.data.slice(1))).toEqual(ids(before.body.data.slice(0, 11)));
    expect((await get('/api/trips')).body.trips.latest[0].id).toBe(id);
    // The far end of the list is read backwards from the count, so a stale count would show the wrong
    // trips there: every trip moved one place down.
    const lastPageAfter = after.body.meta.last_page as number;
    const lastAfter = await get(`/api/trips/filter?page=${lastPageAfter}`);
    expect(ids(lastAfter.body.data)).toEqual(ids(tailBefore.slice((lastPageAfter - 1) * 12 - 1 - (lastPage - 2) * 12)));
    expect(lastAfter.body.meta.total).toBe(total + 1);
    const detail = await get(`/api/trips/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.title).toBe('رحلة جديدة من المستورد');

    await other.db.updateTable('trips').set({ title: 'عنوان آخر', price: 5 }).where('id', '=', id).execute();
    await settled();
    expect((await get(`/api/trips/${id}`)).body.data).toMatchObject({ title: 'عنوان آخر', price: 5 });
    expect((await get('/api/trips/filter?page=1')).body.data[0].id).not.toBe(id);
    expect((await get('/api/trips/filter?page=1&sort_by=low_price')).body.data[0].id).toBe(id);

    await other.db.deleteFrom('trips').where('id', '=', id).execute();
    await settled();
    expect((await get(`/api/trips/${id}`)).status).toBe(404);
    expect((await get('/api/trips/filter?page=1')).body).toEqual(before.body);
    expect((await get(`/api/trips/filter?page=${before.body.meta.last_page}`)).body).toEqual(lastBefore.body);
    expect(ids((await get('/api/trips')).body.trips.latest)).not.toContain(id);
  });

  it('countries, cities and banners added by another writer', async () => {
    const home = (await get('/api/trips')).body;
    const { id: countryId } = await other.db
      .insertInto('countries')
      .values({ name: 'دولة جديدة', image: '/api/media/country/x.svg', position: -1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await other.db.insertInto('cities').values({ country_id: countryId, name: 'مدينة جديدة', image: '/x.svg' }).execute();
    await other.db
      .insertInto('banners')
      .values({ type: 'home', image: '/b.svg', title: 'لافتة جديدة', text: null, link: null, link_text: null, position: 99 })
      .execute();
    await settled();
    const after = (await get('/api/trips')).body;
    expect(after.countries[0]).toMatchObject({ id: countryId, cities: [{ name: 'مدينة جديدة' }] });
    expect(after.banners).toHaveLength(home.banners.length + 1);
    expect((await get(`/api/countries/${countryId}`)).body.data.country.name).toBe('دولة جديدة');
    expect((await get('/api/countries')).body.data[0].id).toBe(countryId);
  });

  it('a rating through the API shows on the trip, its card and the top-rated order', async () => {
    const { token } = await register(t.app);
    const trip = await bookableTrip(t.app);
    const res = await book(t.app, token, bookingParts(trip.id));
    expect(res.statusCode, res.body).toBe(200);
    const card = async () =>
      (await get(`/api/trips/filter?page=1&to_city_id=${trip.to_city.id}&sort_by=low_price`)).body.data.find(
        (c: { id: number }) => c.id === trip.id,
      );
    await completeBooking(t.app, res.json().data.id);
    const seen = (await get(`/api/trips/${trip.id}`)).body.data;
    await card();
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/customer/bookings/rate',
      headers: auth(token),
      payload: { booking_id: res.json().data.id, rate: 0 },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    const rated = (await get(`/api/trips/${trip.id}`)).body.data;
    const row = await other.db
      .selectFrom('trips')
      .select(['rates_count', 'average_rating'])
      .where('id', '=', trip.id)
      .executeTakeFirstOrThrow();
    expect(rated.rates_count).toBe(seen.rates_count + 1);
    expect(rated.average_rating).toBe(Math.round(Number(row.average_rating) * 100) / 100);
    expect(await card()).toMatchObject({ rates_count: rated.rates_count, average_rating: rated.average_rating });
  });

  it('visits do not drop what is kept, and the most-visited order follows them', async () => {
    const first = (await get('/api/trips/filter?page=1&sort_by=top_visit')).body.data;
    const v = await version();
    const target = first[11].id as number;
    const needed = first[0].id === target ? 0 : 1;
    const { visits: top } = await other.db
      .selectFrom('trips')
      .select('visits')
      .where('id', '=', first[0].id)
      .executeTakeFirstOrThrow();
    await other.db
      .updateTable('trips')
      .set({ visits: top + needed })
      .where('id', '=', target)
      .execute();
    expect(await version()).toBe(v);
    await get(`/api/trips/${target}`);
    expect(await version()).toBe(v);
    expect((await get('/api/trips/filter?page=1&sort_by=top_visit')).body.data[0].id).toBe(target);
  });

  it("keeps the version between changes and hears of another writer's soon after", async () => {
    await settled();
    // Kept: the reader answers from memory, with no query (a number, not a promise).
    expect(typeof t.app.readCatalogueVersion()).toBe('number');
    const v = await version();
    await other.db.updateTable('faqs').set({ position: 5 }).where('id', '=', 1).execute();
    expect(await version()).toBeGreaterThan(v);
    // PostgreSQL: well before the reader's once-a-second read, so the notification did it.
    expect(await settled()).toBeLessThan(t.app.dialect === 'postgres' ? 400 : 150);
    // A change made through this server's own connections shows at once, with no wait.
    await t.app.db.updateTable('faqs').set({ position: 6 }).where('id', '=', 1).execute();
    expect(await t.app.readCatalogueVersion()).toBe(await version());
  });

  it('a guest and a signed-in customer each see their own favourite flags', async () => {
    const { token } = await register(t.app);
    const guestHome = (await get('/api/trips')).body;
    const liked = guestHome.trips.latest[1].id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/favourites/${liked}`,
      headers: auth(token),
      payload: { liked: true },
    });
    const flags = (cards: { id: number; is_favourite: boolean }[]) => cards.filter((c) => c.is_favourite).map((c) => c.id);

    expect(flags((await get('/api/trips', token)).body.trips.latest)).toEqual([liked]);
    expect(flags((await get('/api/trips')).body.trips.latest)).toEqual([]);
    expect((await get(`/api/trips/${liked}`, token)).body.data.is_favourite).toBe(true);
    expect((await get(`/api/trips/${liked}`)).body.data.is_favourite).toBe(false);
    const page = (await get('/api/trips/filter?page=1&sort_by=low_price')).body.data;
    const pick = page[3].id as number;
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/favourites/${pick}`,
      headers: auth(token),
      payload: { liked: true },
    });
    expect(flags((await get('/api/trips/filter?page=1&sort_by=low_price', token)).body.data)).toEqual([pick]);
    expect(flags((await get('/api/trips/filter?page=1&sort_by=low_price')).body.data)).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: `/api/customer/favourites/${pick}`,
      headers: auth(token),
      payload: { liked: false },
    });
    expect(flags((await get('/api/trips/filter?page=1&sort_by=low_price', token)).body.data)).toEqual([]);
  });
});
