import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TYPES } from '@rihla/contract';
import {
  auth,
  book,
  bookableTrip,
  bookingParts,
  createTestApp,
  PNG,
  register,
  type TestApp,
  completeBooking,
} from '../helper.ts';

// Response schemas (src/routes/responses.ts) serialise the answers and describe them in the OpenAPI
// document. A schema silently drops what it does not list and can turn a value into another type, so
// every answer here is compared with the object its handler returned, serialised by JSON.stringify
// as it was before the route had a schema: the bytes may differ, the JSON must not.

let t: TestApp;
let handed: unknown;
/** A customer with no favourites sees what a guest sees. */
let plain: string;
beforeAll(async () => {
  t = await createTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
  t.app.addHook('preSerialization', async (_request, _reply, payload) => {
    handed = payload;
    return payload;
  });
  plain = (await register(t.app)).token;
});
afterAll(async () => t?.close());

type Call = { method?: 'GET' | 'POST'; url: string; token?: string; payload?: object };

async function call({ method = 'GET', url, token, payload }: Call) {
  handed = undefined;
  const res = await t.app.inject({ method, url, payload, headers: token ? auth(token) : {} });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res;
}

/** The answer is exactly what the handler returned (its payload reached the serialiser). */
function built(res: Awaited<ReturnType<typeof call>>, what: string) {
  expect(handed, what).toBeDefined();
  expect(res.json(), what).toStrictEqual(JSON.parse(JSON.stringify(handed)));
  return res.json();
}

/** Calls the API and checks the answer is exactly what the handler returned. */
async function same(c: Call) {
  const what = `${c.method ?? 'GET'} ${c.url}`;
  const res = await call(c);
  if (handed === undefined && !c.token) {
    // A guest's answer kept as bytes (platform/response-cache.ts): the same call by a customer without
    // favourites is built and serialised each time, and must read the same.
    expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
    expect(res.json(), what).toStrictEqual(built(await call({ ...c, token: plain }), what));
    return res.json();
  }
  return built(res, what);
}

/** Trip ids showing each side of the nullable fields. */
async function variedTrips(): Promise<number[]> {
  const { db } = t.app;
  const first = async (build: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    (await build(base()).executeTakeFirst())?.id;
  const base = () => db.selectFrom('trips').select('id').orderBy('id');
  const ids = await Promise.all([
    first((q) => q.where('from_city_id', 'is', null)),
    first((q) => q.where('from_city_id', 'is not', null)),
    first((q) => q.where('expiry_date', 'is', null)),
    first((q) => q.where('expiry_date', 'is not', null)),
    first((q) => q.where('price_before_discount', 'is', null)),
    first((q) => q.where('price_before_discount', 'is not', null)),
    first((q) => q.where('average_rating', 'is', null)),
    first((q) => q.where('average_rating', 'is not', null)),
  ]);
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}

describe('answers with a response schema carry every field the handler returned', () => {
  it('site data, home, search, trips, countries, tags (guest)', async () => {
    const info = await same({ url: '/api/data/info' });
    expect(info.data.auth_providers).toEqual(['google']);
    await same({ url: '/api/cities' });
    for (const type of BANNER_TYPES) await same({ url: `/api/data/banners?type=${type}` });
    await same({ url: '/api/faq' });
    const tags = await same({ url: '/api/data/tags' });
    await same({ url: `/api/data/tags/${tags.data[0].id}` });
    await same({ url: '/api/countries' });
    await same({ url: '/api/countries/1' });
    const home = await same({ url: '/api/trips' });
    expect(home.trips.latest[0].is_favourite).toBe(false);
    for (const q of ['page=1', 'page=13', 'sort_by=top_rated&page=2', `tag_id=${tags.data[0].id}`, 'page=999'])
      await same({ url: `/api/trips/filter?${q}` });
    const ids = await variedTrips();
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) await same({ url: `/api/trips/${id}` });
  });

  it('customer calls: profile, favourites, booking, bookings, rating', async () => {
    const { token } = await register(t.app);
    const me = await same({ url: '/api/customer', token });
    expect(me.data.user.birthday).toBeNull();
    await same({ method: 'POST', url: '/api/customer/update', token, payload: { birthday: '1990/05/17', gender: 'male' } });
    await same({ url: '/api/customer', token });

    const trip = await bookableTrip(t.app);
    expect((await same({ method: 'POST', url: `/api/customer/favourites/${trip.id}`, token, payload: {} })).liked).toBe(true);
    const favourites = await same({ url: '/api/customer/favourites?page=1', token });
    expect(favourites.data.favourites[0]).toMatchObject({ id: trip.id, is_favourite: true });
    const home = await same({ url: '/api/trips', token });
    const latestIds = home.trips.latest.map((c: { id: number }) => c.id);
    await same({ method: 'POST', url: `/api/customer/favourites/${latestIds[0]}`, token, payload: { liked: true } });
    expect((await same({ url: '/api/trips', token })).trips.latest[0].is_favourite).toBe(true);
    await same({ url: `/api/trips/${trip.id}`, token });
    await same({ url: '/api/trips/filter?page=1', token });

    const visa = { name: 'visa_image[0]', filename: 'visa.png', content: PNG, type: 'image/png' };
    const booked = await book(t.app, token, bookingParts(trip.id, { extra: [visa] }));
    expect(booked.statusCode, booked.body).toBe(200);
    const again = await book(t.app, token, bookingParts(trip.id));
    expect(again.statusCode, again.body).toBe(200);
    const id = booked.json().data.id as number;
    expect(booked.json().data.files).toHaveLength(2);
    await completeBooking(t.app, id);
    const unrated = await same({ url: `/api/customer/bookings/${id}`, token });
    expect(unrated.data.rate).toBeNull();
    await same({
      method: 'POST',
      url: '/api/customer/bookings/rate',
      token,
      payload: { booking_id: id, rate: 4, comment: 'جميل' },
    });
    const rated = await same({ url: '/api/customer/bookings?page=1', token });
    expect(rated.data.bookings.map((b: { rate: unknown }) => b.rate)).toEqual([null, { rate: 4, comment: 'جميل' }]);
    await same({ method: 'POST', url: '/api/customer/bookings/rate', token, payload: { booking_id: id, rate: 2 } });
    const edited = await same({ url: `/api/customer/bookings/${id}`, token });
    expect(edited.data.rate).toEqual({ rate: 2, comment: null });
    await same({ url: `/api/trips/${trip.id}`, token });
  });

  it('the booking answer itself, first and replayed', async () => {
    const { token } = await register(t.app);
    const trip = await bookableTrip(t.app);
    for (let i = 0; i < 2; i++) {
      handed = undefined;
      const res = await book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'same-key' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toStrictEqual(JSON.parse(JSON.stringify(handed)));
      expect(Object.keys(res.json().data).sort()).toEqual([
        'adults_count',
        'children_count',
        'files',
        'from_date',
        'id',
        'payment_due_at',
        'rate',
        'status',
        'status_color',
        'status_text_ar',
        'to_date',
        'total_price',
        'travellers',
        'trip',
      ]);
    }
  });
});

describe('OpenAPI document', () => {
  it('describes the 200 answer of every call of docs/product.md, "Calls"', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const calls: [string, string][] = [
      ['get', '/api/data/info'],
      ['get', '/api/customer'],
      ['get', '/api/cities'],
      ['get', '/api/data/banners'],
      ['get', '/api/trips'],
      ['get', '/api/faq'],
      ['get', '/api/trips/filter'],
      ['get', '/api/trips/{id}'],
      ['get', '/api/countries/{id}'],
      ['get', '/api/data/tags/{id}'],
      ['post', '/api/customer/favourites/{id}'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/register'],
      ['post', '/api/auth/login-by-google'],
      ['post', '/api/customer/trips/book'],
      ['post', '/api/customer/update'],
      ['get', '/api/customer/favourites'],
      ['get', '/api/customer/bookings'],
      ['post', '/api/customer/bookings/rate'],
    ];
    for (const [method, path] of calls) {
      const schema = doc.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema;
      expect(schema?.properties, `${method} ${path}`).toBeTypeOf('object');
    }
    const detail = doc.paths['/api/trips/{id}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.data.required).toEqual(expect.arrayContaining(['program', 'included', 'from_city', 'to_city']));
  });
});
