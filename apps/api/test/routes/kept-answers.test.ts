import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../../src/modules/catalogue/trip-search.ts';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';

// Guests' answers kept as bytes (platform/response-cache.ts, issue 16 item 6): the same bytes for every guest
// until the catalogue changes, compressed once per encoding; a customer's answer is built each time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('kept answers', () => {
  it.each(['/api/trips', '/api/trips/filter?page=2&sort_by=low_price', '/api/trips/3'])(
    '%s: one body for every guest, in each encoding the client takes',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((await get(url)).rawPayload.equals(plain.rawPayload)).toBe(true);

      const br = await get(url, { 'accept-encoding': 'gzip;q=0.5, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

      const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

      expect((await get(url, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    },
  );

  it('a catalogue change is in the next guest answer', async () => {
    const before = (await get('/api/trips/3')).json();
    await t.app.db.updateTable('trips').set({ title: 'عنوان جديد للرحلة' }).where('id', '=', 3).execute();
    const after = (await get('/api/trips/3')).json();
    expect(before.data.title).not.toBe('عنوان جديد للرحلة');
    expect(after.data.title).toBe('عنوان جديد للرحلة');
  });

  it("a customer's answer carries their own favourite flags, never a guest's kept bytes", async () => {
    const { token } = await register(t.app);
    const like = await t.app.inject({
      method: 'POST',
      url: '/api/customer/favourites/5',
      headers: auth(token),
      payload: { liked: true },
    });
    expect(like.statusCode, like.body).toBe(200);
    const guest = (await get('/api/trips/5')).json();
    const mine = (await get('/api/trips/5', auth(token))).json();
    expect(guest.data.is_favourite).toBe(false);
    expect(mine.data.is_favourite).toBe(true);
    expect((await get('/api/trips/5')).json().data.is_favourite).toBe(false);
  });

  it('keeps every search but the most visited order, which changes with each view', () => {
    expect(searchKey({ page: 2, sort_by: 'low_price', to_city_id: 4 })).toBe(
      searchKey({ to_city_id: 4, sort_by: 'low_price', page: 2 }),
    );
    expect(searchKey({ page: 2 })).not.toBe(searchKey({ page: 3 }));
    expect(searchKey({ start_date: '2027-01-01' })).not.toBe(searchKey({ start_date: '2027-01-02' }));
    expect(searchKey({ sort_by: 'top_visit' })).toBeNull();
  });

  it('a URL answered once is answered again before the route, with the same headers', async () => {
    const url = '/api/trips/filter?sort_by=top_rated&page=1&count_persons=2';
    const first = await get(url, { 'accept-encoding': 'br' });
    const version = t.app.readCatalogueVersion.peek();
    expect(typeof version).toBe('number');
    expect(t.app.keptUrl(version as number, url)).toBeDefined();
    // Another spelling of the same search was not asked by URL yet.
    expect(t.app.keptUrl(version as number, '/api/trips/filter?page=1&sort_by=top_rated&count_persons=2')).toBeUndefined();
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { date: _a, ...firstHeaders } = first.headers;
    const { date: _b, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.headers['content-security-policy']).toBeDefined();
  });

  it("a trip's page answered by URL still counts every visit", async () => {
    const visits = async () =>
      (await t.app.db.selectFrom('trips').select('visits').where('id', '=', 4).executeTakeFirstOrThrow()).visits;
    await t.app.visits.flush();
    const before = await visits();
    for (let i = 0; i < 3; i++) expect((await get('/api/trips/4')).statusCode).toBe(200);
    const version = t.app.readCatalogueVersion.peek();
    expect(t.app.keptUrl(version as number, '/api/trips/4')?.visit).toBe(4);
    await t.app.visits.flush();
    expect(await visits()).toBe(before + 3);
  });

  it('a URL kept for guests is still refused, or personal, for anyone else', async () => {
    // Kept for guests first, then asked by a customer who likes a trip on that page.
    const url = '/api/trips/filter?sort_by=low_price&page=1';
    const guest = (await get(url)).json();
    const { token } = await register(t.app);
    const liked = guest.data[0].id as number;
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/customer/favourites/${liked}`,
      headers: auth(token),
      payload: { liked: true },
    });
    expect(like.statusCode, like.body).toBe(200);
    expect((await get(url, auth(token))).json().data[0].is_favourite).toBe(true);
    expect((await get(url)).json().data[0].is_favourite).toBe(false);
    // A bad search twice is refused twice, and a POST to a kept URL is not answered from it.
    for (let i = 0; i < 2; i++) expect((await get('/api/trips/filter?page=0')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
  });
});
