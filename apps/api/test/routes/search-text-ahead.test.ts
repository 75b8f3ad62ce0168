import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helper.ts';

// Free-text search works ahead of visitors (modules/catalogue/text-search.ts): the columns every `q`
// search filters by are read once the server listens; a text's matches are kept across catalogue
// changes that leave the text index as it was, and read again at once after those that do not.

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
  return res.json() as { data: { id: number }[]; meta: { total: number } };
};
const kept = () => t.app.keptTextSearch();
const trip = async () =>
  t.app.db.selectFrom('trips').select(['id', 'title']).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();

describe('free-text search ahead of visitors', () => {
  it('reads the columns once the server listens, before any search', async () => {
    expect(await kept()).toBeNull();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(async () => (await kept())?.columns).toBe(true);
  });

  it('keeps the matches across a change that leaves the text as it was', async () => {
    const before = (await search('اسطنبول')).meta.total;
    expect(before).toBeGreaterThan(0);
    await search('جدة');
    const first = (await kept())!;
    expect(first.texts).toEqual(expect.arrayContaining(['اسطنبول', 'جده']));
    // A price is a catalogue change (a new version), not a change of any trip's text.
    await t.app.db
      .updateTable('trips')
      .set({ price: 1234 })
      .where('id', '=', (await trip()).id)
      .execute();
    await search('مكة');
    const after = (await kept())!;
    expect(after.version).toBeGreaterThan(first.version);
    expect(after.textVersion).toBe(first.textVersion);
    expect(after.texts.sort()).toEqual(['اسطنبول', 'جده', 'مكه'].sort());
    expect((await search('اسطنبول')).meta.total).toBe(before);
  });

  it('reads the searched texts again after a change of the text, and answers with the change', async () => {
    const before = await search('اسطنبول');
    expect(before.meta.total).toBeLessThanOrEqual(before.data.length);
    const found = before.data.map((c) => c.id);
    const { id, title } = await t.app.db
      .selectFrom('trips')
      .select(['id', 'title'])
      .where('published', '=', 1)
      .where('id', 'not in', found)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = (await kept())!;
    // A trip elsewhere gets Istanbul in its title: the text index changes.
    await t.app.db
      .updateTable('trips')
      .set({ title: `${title} في إسطنبول` })
      .where('id', '=', id)
      .execute();
    await search('جدة');
    const after = (await kept())!;
    expect(after.textVersion).toBeGreaterThan(first.textVersion!);
    // Read again ahead of the next visitor, from the changed index.
    await expect.poll(async () => (await kept())!.texts).toContain('اسطنبول');
    const now = await search('اسطنبول');
    expect(now.meta.total).toBe(before.meta.total + 1);
    expect(now.data.map((c) => c.id)).toContain(id);
    await t.app.db.updateTable('trips').set({ title }).where('id', '=', id).execute();
    expect((await search('اسطنبول')).meta.total).toBe(before.meta.total);
  });

  it('counts a change of the text made anywhere: tags, renamed places, deleted trips', async () => {
    const version = async () => {
      await search('جدة');
      return (await kept())!.textVersion!;
    };
    const city = await t.app.db.selectFrom('cities').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const tag = await t.app.db.selectFrom('tags').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const { id } = await trip();
    let last = await version();
    const changes = [
      () =>
        t.app.db
          .updateTable('cities')
          .set({ name: `${city.name} الجديدة` })
          .where('id', '=', city.id)
          .execute(),
      () => t.app.db.updateTable('cities').set({ name: city.name }).where('id', '=', city.id).execute(),
      () => t.app.db.deleteFrom('trip_tags').where('trip_id', '=', id).where('tag_id', '=', tag.id).execute(),
      () => t.app.db.insertInto('trip_tags').values({ trip_id: id, tag_id: tag.id }).execute(),
    ];
    for (const change of changes) {
      await change();
      const now = await version();
      expect(now).toBeGreaterThan(last);
      last = now;
    }
  });

  it('follows the visits a minute late for the "most visited" sort, answering at once meanwhile', async () => {
    const mostVisited = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/trips/filter?q=${encodeURIComponent('رحلة')}&sort_by=top_visit`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: { id: number }[] }).data.map((c) => c.id);
    };
    const before = await mostVisited();
    expect(before.length).toBeGreaterThan(2);
    const last = before.at(-1)!;
    const { visits } = await t.app.db.selectFrom('trips').select('visits').where('id', '=', last).executeTakeFirstOrThrow();
    // Visits are not a catalogue change (no new version): the columns read under it stay.
    await t.app.db.updateTable('trips').set({ visits: 10_000_000 }).where('id', '=', last).execute();
    expect(await mostVisited()).toEqual(before);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      // The first search past the minute answers with the order it has, and sends for the visits.
      expect(await mostVisited()).toEqual(before);
      await expect.poll(async () => (await mostVisited())[0]).toBe(last);
    } finally {
      vi.useRealTimers();
      await t.app.db.updateTable('trips').set({ visits }).where('id', '=', last).execute();
    }
  });

  it('forgets a trip unpublished, though its text is unchanged', async () => {
    const { id } = await trip();
    const all = await search('رحلة');
    await t.app.db.updateTable('trips').set({ published: 0 }).where('id', '=', id).execute();
    expect((await search('رحلة')).data.map((c) => c.id)).not.toContain(id);
    await t.app.db.updateTable('trips').set({ published: 1 }).where('id', '=', id).execute();
    expect((await search('رحلة')).meta.total).toBe(all.meta.total);
  });
});
