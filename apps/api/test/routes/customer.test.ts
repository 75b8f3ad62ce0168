import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, successMessages, validationMessages } from '@rihla/contract';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const update = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/customer/update', payload: payload as object, headers: auth(token) });
const like = (token: string, id: number | string, payload: unknown = { liked: true }) =>
  t.app.inject({ method: 'POST', url: `/api/customer/favourites/${id}`, payload: payload as object, headers: auth(token) });

describe('every customer route needs a token', () => {
  it.each([
    ['GET', '/api/customer'],
    ['POST', '/api/customer/update'],
    ['POST', '/api/customer/favourites/1'],
    ['GET', '/api/customer/favourites'],
    ['POST', '/api/customer/trips/book'],
    ['GET', '/api/customer/bookings'],
    ['GET', '/api/customer/bookings/1'],
    ['GET', '/api/customer/bookings/1/files/1'],
    ['POST', '/api/customer/bookings/rate'],
    ['POST', '/api/auth/logout'],
  ] as const)('%s %s → 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: errorMessages.unauthenticated });
  });
});

describe('profile update', () => {
  it('changes only the fields sent', async () => {
    const { token, user } = await register(t.app);
    const res = await update(token, { birthday: '1990/05/17', gender: 'female' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: successMessages.profileUpdated,
      data: { user: { ...user, birthday: '1990-05-17', gender: 'female' } },
    });
    const renamed = (await update(token, { name: 'اسم جديد طويل' })).json().data.user;
    expect(renamed).toMatchObject({ name: 'اسم جديد طويل', birthday: '1990-05-17', gender: 'female' });
    const cleared = (await update(token, { gender: null })).json().data.user;
    expect(cleared.gender).toBeNull();
  });

  it('answers 400 with the data-entry message for invalid values', async () => {
    const { token } = await register(t.app);
    const cases: [unknown, string][] = [
      [{ name: 'abc' }, 'name'],
      [{ birthday: '2999-01-01' }, 'birthday'],
      [{ birthday: '1990-02-30' }, 'birthday'],
      [{ gender: 'other' }, 'gender'],
      [{ name: 12345678 }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await update(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(errorMessages.profileInput);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await update(token, { name: 'abc' })).json().errors.name).toEqual([validationMessages.name]);
  });
});

describe('favourites', () => {
  it('sets and clears the favourite, shows it on every card and lists it', async () => {
    const { token } = await register(t.app);
    expect((await like(token, 5)).json()).toEqual({ liked: true });
    expect((await like(token, 5)).json()).toEqual({ liked: true }); // idempotent
    expect((await like(token, 7)).json()).toEqual({ liked: true });
    const detail = (await t.app.inject({ method: 'GET', url: '/api/trips/5', headers: auth(token) })).json().data;
    expect(detail.is_favourite).toBe(true);
    const guest = (await t.app.inject({ method: 'GET', url: '/api/trips/5' })).json().data;
    expect(guest.is_favourite).toBe(false);
    const filtered = (
      await t.app.inject({ method: 'GET', url: '/api/trips/filter?sort_by=low_price&page=1', headers: auth(token) })
    ).json().data;
    for (const card of filtered) expect(card.is_favourite).toBe(card.id === 5 || card.id === 7);

    const list = (await t.app.inject({ method: 'GET', url: '/api/customer/favourites?page=1', headers: auth(token) })).json();
    expect(list.data.favourites.map((c: { id: number }) => c.id).sort()).toEqual([5, 7]);
    expect(list.data.favourites.every((c: { is_favourite: boolean }) => c.is_favourite)).toBe(true);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, total: 2, per_page: 12 });

    expect((await like(token, 5, { liked: false })).json()).toEqual({ liked: false });
    const after = (await t.app.inject({ method: 'GET', url: '/api/customer/favourites', headers: auth(token) })).json();
    expect(after.data.favourites.map((c: { id: number }) => c.id)).toEqual([7]);
    // Without a body the call toggles.
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/favourites/7', headers: auth(token) })).json()).toEqual({
      liked: false,
    });
  });

  it('reads an id in the path only as plain decimal digits', async () => {
    const { token } = await register(t.app);
    for (const id of ['0x10', '1e1', '%201', '+7', '07.0']) {
      expect((await like(token, id)).statusCode, id).toBe(404);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/customer/favourites', headers: auth(token) })).json();
    expect(list.data.favourites).toEqual([]);
  });

  it("keeps each customer's favourites apart and refuses unknown trips", async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    await like(a.token, 9);
    const ofB = (await t.app.inject({ method: 'GET', url: '/api/customer/favourites', headers: auth(b.token) })).json();
    expect(ofB.data.favourites).toEqual([]);
    expect((await like(a.token, 999999)).statusCode).toBe(404);
    expect((await like(a.token, 'abc')).statusCode).toBe(404);
    expect((await like(a.token, 9, { liked: 'yes please' })).statusCode).toBe(422);
  });

  it('pages favourites 12 at a time', async () => {
    const { token } = await register(t.app);
    for (let id = 1; id <= 14; id++) await like(token, id);
    const one = (await t.app.inject({ method: 'GET', url: '/api/customer/favourites?page=1', headers: auth(token) })).json();
    const two = (await t.app.inject({ method: 'GET', url: '/api/customer/favourites?page=2', headers: auth(token) })).json();
    expect(one.data.favourites).toHaveLength(12);
    expect(two.data.favourites).toHaveLength(2);
    expect(two.meta).toMatchObject({ current_page: 2, last_page: 2, total: 14 });
    const ids = [...one.data.favourites, ...two.data.favourites].map((c: { id: number }) => c.id);
    expect(new Set(ids).size).toBe(14);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/favourites?page=0', headers: auth(token) })).statusCode).toBe(
      422,
    );
  });
});
