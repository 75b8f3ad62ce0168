import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper.ts';
import { renderArt } from '../../src/modules/media/art.ts';

// The demo catalogue's pictures: one set per trip (trips in a city used to share theirs), and the
// place name drawn where every card's crop keeps it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('generated trip pictures', () => {
  it('differ for every trip of a city', async () => {
    const rows = await t.app.db.selectFrom('trips').select(['id', 'to_city_id']).orderBy('id').execute();
    const byCity = new Map<number, number[]>();
    for (const r of rows) byCity.set(r.to_city_id, [...(byCity.get(r.to_city_id) ?? []), r.id]);
    const [, ids] = [...byCity].find(([, list]) => list.length >= 3)!;
    const firsts = await Promise.all(
      ids.map(async (id) => (await t.app.inject({ method: 'GET', url: `/api/trips/${id}` })).json().data.images[0] as string),
    );
    expect(new Set(firsts).size).toBe(firsts.length);
    const svgs = await Promise.all(firsts.map(async (url) => (await t.app.inject({ method: 'GET', url })).body));
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const svg of svgs) expect(svg).toMatch(/<text[^>]*>[^<]+<\/text>/); // the city's name
  });

  it('leave banners without a name: the page draws their title over them', () => {
    expect(renderArt('banner', 'search')).not.toContain('<text');
  });

  it('draw the name inside the band every crop keeps, small enough for the portrait country card', () => {
    for (const [kind, key] of [
      ['trip', 'riyadh-7-0'],
      ['city', 'riyadh'],
      ['country', 'saudi'],
    ] as const) {
      const svg = renderArt(kind, key);
      const y = Number(/<text[^>]* y="(\d+)"/.exec(svg)?.[1]);
      const size = Number(/font-size="(\d+)"/.exec(svg)?.[1]);
      // 800×600, cropped to 16:9 at worst: rows 75–525 stay.
      expect(y - size, `${kind}/${key}`).toBeGreaterThan(75);
      expect(y + size * 0.35, `${kind}/${key}`).toBeLessThan(525);
    }
  });
});
