import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays, todayIso, type SortBy, type TripFilterQuery } from '@rihla/contract';
import { catalogueView } from '../../src/modules/catalogue/catalogue-cache.ts';
import { countMatches, pageIds } from '../../src/modules/catalogue/trip-search.ts';
import { createTestApp, type TestApp } from '../helper.ts';

// Pages far from both ends of a search are walked in memory (modules/catalogue/sort-index.ts) instead of counted
// through the sort's index. Both ways must give the very same trips in the very same order, for
// every sort (ties on price, rating and visits included), place and filter, on both engines.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('deep search pages walked in memory', () => {
  it('are the pages the database reads, in every sort', async () => {
    const { db, dialect } = t.app;
    // Ties in every sort, and unrated trips among them: the order then rests on the tie-breaker.
    await db
      .updateTable('trips')
      .set({ price: 1000 })
      .where(sql<boolean>`id % 7 = 0`)
      .execute();
    await db
      .updateTable('trips')
      .set({ visits: 5 })
      .where(sql<boolean>`id % 5 = 0`)
      .execute();
    await db
      .updateTable('trips')
      .set({ average_rating: 4.5, rates_count: 2, rating_sum: 9 })
      .where(sql<boolean>`id % 6 = 0`)
      .execute();
    await db
      .updateTable('trips')
      .set({ average_rating: null, rates_count: 0, rating_sum: 0 })
      .where(sql<boolean>`id % 4 = 0`)
      .execute();
    const view = await catalogueView(db);
    const place = await db
      .selectFrom('trips')
      .select(['to_city_id', 'to_country_id', 'from_city_id'])
      .where('from_city_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const places: TripFilterQuery[] = [
      {},
      { to_city_id: place.to_city_id },
      { to_country_id: place.to_country_id },
      { from_city_id: place.from_city_id! },
    ];
    const sorts: SortBy[] = ['high_price', 'low_price', 'top_rated', 'top_visit'];
    let compared = 0;
    for (const sort of sorts)
      for (const where of places)
        for (const filters of [
          {},
          { start_date: addDays(todayIso(), 120), count_nights: 4, count_persons: 2 },
        ] as TripFilterQuery[]) {
          const f = { ...where, ...filters, sort_by: sort };
          const count = await countMatches(db, null, f);
          const last = Math.max(1, Math.ceil(count / 12));
          for (let page = 1; page <= last + 1; page++) {
            const fromDb = await pageIds(db, dialect, f, sort, page, count, null);
            const walked = await pageIds(db, dialect, f, sort, page, count, view, 0);
            expect(walked, `${JSON.stringify(f)} page ${page}`).toEqual(fromDb);
            compared += fromDb.length;
          }
        }
    // Every sort and place above reads some trips: the comparison is not of empty lists.
    expect(compared).toBeGreaterThan(1000);
  });
});
