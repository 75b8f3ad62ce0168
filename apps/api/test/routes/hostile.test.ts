import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { auth, createTestApp, multipart, PNG, register, type TestApp } from '../helper.ts';
import { prng } from '../../src/modules/catalogue/demo/catalogue.ts';
import { NASTY } from './hostile-values.ts';

// A generated stream of malformed requests over every route: wrong types, missing and extra fields,
// huge values, SQL and script payloads, traversal, bad tokens, bad multipart. Nothing may answer 5xx
// and nothing may change.

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app)).token;
});
afterAll(async () => t?.close());

const ROUTES: [string, string][] = [
  ['GET', '/api/trips/filter'],
  ['GET', '/api/trips/{id}'],
  ['GET', '/api/countries/{id}'],
  ['GET', '/api/data/tags/{id}'],
  ['GET', '/api/data/banners'],
  ['GET', '/api/media/city/{id}'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/reset-password-request'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/login-by-google'],
  ['POST', '/api/customer/update'],
  ['POST', '/api/customer/favourites/{id}'],
  ['GET', '/api/customer/favourites'],
  ['GET', '/api/customer/bookings'],
  ['GET', '/api/customer/bookings/{id}/files/{id}'],
  ['POST', '/api/customer/bookings/rate'],
  ['POST', '/api/customer/trips/book'],
];
const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'name',
  'phone_number',
  'country_code',
  'token',
  'code',
  'liked',
  'rate',
  'comment',
  'booking_id',
  'birthday',
  'gender',
  'page',
  'sort_by',
  'to_city_id',
  'start_date',
  'type',
];

async function state() {
  const { db } = t.app;
  const n = async (table: 'trips' | 'customers' | 'bookings' | 'favourites' | 'ratings' | 'booking_files') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sum = await db
    .selectFrom('trips')
    .select((eb) => [eb.fn.sum('rating_sum').as('s'), eb.fn.max('price').as('p')])
    .executeTakeFirstOrThrow();
  return {
    trips: await n('trips'),
    customers: await n('customers'),
    bookings: await n('bookings'),
    favourites: await n('favourites'),
    ratings: await n('ratings'),
    files: await n('booking_files'),
    sum: Number(sum.s),
    price: Number(sum.p),
  };
}

describe('hostile input', () => {
  it('answers 600 malformed requests without a 5xx and changes nothing', async () => {
    const rand = prng(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const before = await state();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      const [method, template] = pick(ROUTES);
      const url = template.replace(/\{id\}/g, () => encodeURIComponent(String(pick(NASTY) ?? 'null')).slice(0, 150) || 'x');
      const query = new URLSearchParams();
      for (let k = 0; k < 3; k++) query.set(pick(FIELDS), String(pick(NASTY)).slice(0, 3000));
      const headers: Record<string, string> = {};
      const tokenKind = rand();
      if (tokenKind < 0.5) Object.assign(headers, auth(token));
      else if (tokenKind < 0.7) headers.authorization = `Bearer ${String(pick(NASTY)).slice(0, 300)}`;
      const options: InjectOptions = { method: method as 'GET' | 'POST', url: `${url}?${query}`, headers };
      if (method === 'POST') {
        const kind = rand();
        if (kind < 0.5) {
          const body: Record<string, unknown> = {};
          for (let k = 0; k < 4; k++) body[pick(FIELDS)] = pick(NASTY);
          options.payload = body as object;
        } else if (kind < 0.65) {
          options.payload = '{"email": "a@b.c", "password": ';
          headers['content-type'] = 'application/json';
        } else if (kind < 0.8) {
          const m = multipart([
            { name: 'trip_id', value: String(pick(NASTY)) },
            {
              name: pick(['passport_image[0]', 'passport_image[99]', 'visa_image[]', '../x']),
              filename: String(pick(NASTY)).slice(0, 200),
              content: Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html>')]),
            },
            { name: pick(FIELDS), value: String(pick(NASTY)).slice(0, 5000) },
          ]);
          options.payload = m.payload;
          Object.assign(headers, m.headers);
        } else if (kind < 0.9) {
          options.payload = '--broken\r\nContent-Disposition: form-data; name="x"\r\n\r\n';
          headers['content-type'] = 'multipart/form-data; boundary=broken';
        } else {
          options.payload = 'plain text body';
          headers['content-type'] = pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png']);
        }
      }
      const res = await t.app.inject(options);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${method} ${options.url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(() => res.json(), `${method} ${options.url} answers JSON`).not.toThrow();
    }
    const after = await state();
    expect({ ...after, favourites: before.favourites }).toEqual(before); // favourites may be toggled by a valid id
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
