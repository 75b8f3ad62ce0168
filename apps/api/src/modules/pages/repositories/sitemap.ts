import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// What /sitemap.xml lists (modules/pages/seo/sitemap.ts): every country, city, tag and trip with when its row
// last changed (published trips only). Trips are read in id order, a page at a time from the last id read (keyset paging):
// each page costs the same however far into 100,000 trips it starts.

export interface SitemapRow {
  id: number;
  name: string;
  updated_at: string;
}

export interface SitemapPlaces {
  countries: SitemapRow[];
  cities: SitemapRow[];
  tags: SitemapRow[];
}

export async function sitemapPlaces(db: Kysely<DB>): Promise<SitemapPlaces> {
  const [countries, cities, tags] = await Promise.all([
    db.selectFrom('countries').select(['id', 'name', 'updated_at']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('cities').select(['id', 'name', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('tags').select(['id', 'name', 'updated_at']).orderBy('id').execute(),
  ]);
  return { countries, cities, tags };
}

export async function tripCount(db: Kysely<DB>): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('trips')
        .where('published', '=', 1)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** The id of the trip at this position in id order (0 is the first), where a sitemap file starts. */
export async function tripIdAt(db: Kysely<DB>, offset: number): Promise<number | undefined> {
  return (
    await db.selectFrom('trips').select('id').where('published', '=', 1).orderBy('id').limit(1).offset(offset).executeTakeFirst()
  )?.id;
}

/** Up to `limit` trips from id `fromId` on, in id order. */
export async function sitemapTrips(
  db: Kysely<DB>,
  fromId: number,
  limit: number,
): Promise<{ id: number; title: string; updated_at: string }[]> {
  return db
    .selectFrom('trips')
    .select(['id', 'title', 'updated_at'])
    .where('id', '>=', fromId)
    .where('published', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The latest change of any country, city, tag or trip (the lastmod of the pages that list them). */
export async function catalogueLastChange(db: Kysely<DB>): Promise<string | null> {
  const latest = await Promise.all(
    (['trips', 'countries', 'cities', 'tags'] as const).map(async (table) =>
      String(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.max('updated_at').as('at'))
            .executeTakeFirst()
        )?.at ?? '',
      ),
    ),
  );
  return latest.reduce((a, b) => (b > a ? b : a), '') || null;
}
