import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../../src/repositories/trips.ts';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';

// Guests' answers kept as bytes (lib/kept-answer.ts, issue 16 item 6): the same bytes for every guest
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
});
