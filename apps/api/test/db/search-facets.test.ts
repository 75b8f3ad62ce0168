import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays, todayIso, type TripFilterQuery } from '@rihla/contract';
import { createDatabase, type Database } from '../../src/platform/db/database.ts';
import { countMatches } from '../../src/modules/catalogue/trip-search.ts';
import { createTestApp, type TestApp } from '../helper.ts';

// A search's count comes from trip_facets, which the database keeps with triggers (migration
// 2026-11-23T0900-search-facets). Whatever a writer does to trips or their tags, by one row or in
// bulk, the facet count must equal counting the trips themselves, for every kind of search.

let t: TestApp;
let other: Database;
beforeAll(async () => {
  t = await createTestApp();
  // Another connection, as the import CLI or a second server opens one: the triggers, not this
  // server's code, must keep the counts.
  other = createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, schema: t.config.databaseSchema });
});
afterAll(async () => {
  await other?.destroy();
  await t?.close();
});

/** The trips a search matches, counted one by one with the search's own rules. */
async function counted(f: TripFilterQuery): Promise<number> {
  let q = other.db.selectFrom('trips').where('published', '=', 1);
  if (f.to_city_id) q = q.where('to_city_id', '=', f.to_city_id);
  if (f.to_country_id) q = q.where('to_country_id', '=', f.to_country_id);
  if (f.from_city_id) q = q.where('from_city_id', '=', f.from_city_id);
  if (f.tag_id) q = q.where('id', 'in', other.db.selectFrom('trip_tags').select('trip_id').where('tag_id', '=', f.tag_id));
  if (f.start_date) q = q.where(sql<boolean>`coalesce(expiry_date, '9999-12-31') >= ${f.start_date}`);
  if (f.count_nights) q = q.where('duration', '>=', f.count_nights + 1);
  if (f.count_persons) q = q.where(sql<boolean>`default_adults + max_additional_adults >= ${f.count_persons}`);
  return Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}

async function searches(): Promise<TripFilterQuery[]> {
  const trip = await other.db
    .selectFrom('trips')
    .select(['to_city_id', 'to_country_id', 'from_city_id'])
    .where('from_city_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const tag = await other.db.selectFrom('trip_tags').select('tag_id').orderBy('trip_id').executeTakeFirstOrThrow();
  const dates = [undefined, todayIso(), addDays(todayIso(), 100), addDays(todayIso(), 300)];
  const places: TripFilterQuery[] = [
    {},
    { to_city_id: trip.to_city_id },
    { to_country_id: trip.to_country_id },
    { from_city_id: trip.from_city_id! },
    { from_city_id: trip.from_city_id!, to_city_id: trip.to_city_id },
    { tag_id: tag.tag_id },
    { tag_id: tag.tag_id, to_country_id: trip.to_country_id },
  ];
  const out: TripFilterQuery[] = [];
  for (const place of places)
    for (const start_date of dates)
      for (const [count_nights, count_persons] of [
        [undefined, undefined],
        [2, 2],
        [6, 4],
      ])
        out.push({ ...place, start_date, count_nights, count_persons });
  return out;
}

async function expectCountsRight(label: string): Promise<void> {
  for (const f of await searches())
    expect.soft(await countMatches(other.db, null, f), `${label}: ${JSON.stringify(f)}`).toBe(await counted(f));
}

describe('search counts from trip_facets', () => {
  it('match the trips after seeding', async () => {
    await expectCountsRight('seeded');
  });

  it('follow inserts, edits, unpublishing, tags and deletes by another writer', async () => {
    const { id: _id, ...row } = await other.db
      .selectFrom('trips')
      .selectAll()
      .where('from_city_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A bulk insert of three trips in one statement, tagged in another.
    const added = await other.db
      .insertInto('trips')
      .values([0, 1, 2].map((k) => ({ ...row, title: `نسخة ${k}`, duration: 4 + k, created_at: new Date().toISOString() })))
      .returning('id')
      .execute();
    const tag = await other.db.selectFrom('trip_tags').select('tag_id').orderBy('trip_id').executeTakeFirstOrThrow();
    await other.db
      .insertInto('trip_tags')
      .values(added.map((a) => ({ trip_id: a.id, tag_id: tag.tag_id })))
      .execute();
    await expectCountsRight('inserted');

    const [a, b, c] = added.map((x) => x.id) as [number, number, number];
    await other.db
      .updateTable('trips')
      .set({
        duration: 9,
        default_adults: 2,
        max_additional_adults: 4,
        max_adults: 6,
        expiry_date: addDays(todayIso(), 50),
        available_until: addDays(todayIso(), 50),
      })
      .where('id', '=', a)
      .execute();
    await other.db.updateTable('trips').set({ published: 0 }).where('id', '=', b).execute();
    await expectCountsRight('edited and unpublished');

    // Tags of an unpublished trip count nowhere; republished, they count again.
    await other.db.deleteFrom('trip_tags').where('trip_id', '=', b).execute();
    await other.db.insertInto('trip_tags').values({ trip_id: b, tag_id: tag.tag_id }).execute();
    await other.db.updateTable('trips').set({ published: 1 }).where('id', '=', b).execute();
    // A visit changes no count (and fires no facet trigger).
    await other.db.updateTable('trips').set({ visits: 99 }).where('id', '=', c).execute();
    await expectCountsRight('retagged and republished');

    // A move to another destination, then deletes (the trip's tags go by cascade).
    const elsewhere = await other.db
      .selectFrom('cities')
      .select(['id', 'country_id'])
      .where('id', '!=', row.to_city_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await other.db
      .updateTable('trips')
      .set({ to_city_id: elsewhere.id, to_country_id: elsewhere.country_id })
      .where('id', '=', c)
      .execute();
    await expectCountsRight('moved');
    await other.db.deleteFrom('trip_contents').where('trip_id', 'in', [a, b, c]).execute();
    await other.db.deleteFrom('trips').where('id', 'in', [a, b, c]).execute();
    await expectCountsRight('deleted');
  });
});
