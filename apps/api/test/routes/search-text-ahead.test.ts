import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper.ts';

// Free-text search reads ahead of visitors (modules/catalogue/text-search.ts): the columns every `q`
// search filters by once the server listens, and after a catalogue change the texts visitors were
// searching, so neither waits for the next visitor's search.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/trips/filter?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { meta: { total: number } };
};

describe('free-text search reads ahead', () => {
  it('reads the columns once the server listens, before any search', async () => {
    expect(t.app.keptTextSearch()).toBeNull();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => t.app.keptTextSearch()?.columns).toBe(true);
  });

  it('reads the texts visitors searched again after a catalogue change, before they ask', async () => {
    expect((await search('اسطنبول')).meta.total).toBeGreaterThan(0);
    await search('جدة');
    const before = t.app.keptTextSearch()!;
    expect(before.texts).toEqual(expect.arrayContaining(['اسطنبول', 'جده']));
    // A change of the catalogue (a price) gives it a new version, which drops what was kept.
    await t.app.db.updateTable('trips').set({ price: 1234 }).where('id', '=', 1).execute();
    await search('مكة');
    await expect.poll(() => t.app.keptTextSearch()?.texts.sort()).toEqual(['اسطنبول', 'جده', 'مكه'].sort());
    expect(t.app.keptTextSearch()!.version).toBeGreaterThan(before.version);
  });
});
