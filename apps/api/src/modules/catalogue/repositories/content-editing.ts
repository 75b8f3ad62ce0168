import { sql, type Kysely } from 'kysely';
import type {
  AdminBanner,
  AdminCity,
  AdminCountry,
  AdminTag,
  BannerValues,
  BookingTermFigures,
  CityValues,
  CountryValues,
  TagValues,
} from '@rihla/contract';
import { isPostgres } from '../../../platform/db/database.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { bookingTermsOf } from './places.ts';

// Countries, cities, tags, banners and the booking terms as the back office edits them (issue 17).
// The database raises the catalogue version on each write (migration 2026-11-22T0300), so the public
// site drops what it kept and shows a change at once.

export type ContentTable = 'countries' | 'cities' | 'tags' | 'banners';

export const countryList = (db: Kysely<DB>, id?: number): Promise<AdminCountry[]> => {
  let q = db.selectFrom('countries').select(['id', 'name', 'image', 'position']).orderBy('position').orderBy('id');
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute();
};

export const cityList = (db: Kysely<DB>, id?: number): Promise<AdminCity[]> => {
  let q = db
    .selectFrom('cities')
    .select(['id', 'name', 'image', 'country_id'])
    .orderBy('country_id')
    .orderBy('name')
    .orderBy('id');
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute();
};

export const tagList = (db: Kysely<DB>, id?: number): Promise<AdminTag[]> => {
  let q = db.selectFrom('tags').select(['id', 'name', 'image', 'title', 'description']).orderBy('id');
  if (id !== undefined) q = q.where('id', '=', id);
  return q.execute();
};

export const bannerList = (db: Kysely<DB>, filter: { id?: number; type?: string } = {}): Promise<AdminBanner[]> => {
  let q = db
    .selectFrom('banners')
    .select(['id', 'type', 'image', 'title', 'text', 'link', 'link_text', 'position'])
    .orderBy('type')
    .orderBy('position')
    .orderBy('id');
  if (filter.id !== undefined) q = q.where('id', '=', filter.id);
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  return q.execute();
};

export type ContentValues = {
  countries: CountryValues;
  cities: CityValues;
  tags: TagValues;
  banners: BannerValues;
};

export async function insertContent<T extends ContentTable>(db: Kysely<DB>, table: T, values: ContentValues[T]): Promise<number> {
  // Each table's values match its columns (ContentValues); Kysely cannot tie the two through the union.
  const row = await db
    .insertInto(table)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContent<T extends ContentTable>(
  db: Kysely<DB>,
  table: T,
  id: number,
  values: Partial<ContentValues[T]>,
) {
  // As in insertContent: the table is one of four, named by a union Kysely cannot narrow.
  await db
    .updateTable(table as 'tags')
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

/**
 * A city's fields; when it moves to another country, its trips go with it: a trip keeps its
 * destination's country (trips.to_country_id, what the country pages and search filter by).
 */
export async function updateCity(db: Kysely<DB>, id: number, values: Partial<CityValues>) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('cities').set(values).where('id', '=', id).execute();
    if (values.country_id !== undefined)
      await trx.updateTable('trips').set({ to_country_id: values.country_id }).where('to_city_id', '=', id).execute();
  });
}

/** What became of a delete: done, nothing with that id, or the Arabic reason trips keep it. */
export type Deletion = 'deleted' | 'missing' | { inUse: string };

/**
 * Deletes one unless `inUse` (run inside) names a reason, as one step: the check and the delete see
 * the same rows. A check made before a separate delete lets a trip be tagged in between, and
 * trip_tags' ON DELETE CASCADE (cities' on countries too) would then silently take the tag off it.
 * PostgreSQL: the row is locked FOR UPDATE first; a trip_tags, city or trip row that refers to it
 * must take a KEY SHARE lock on it, so a writer that got there first is waited for (and then
 * counted), and one that comes later waits for this to commit and fails its foreign key. SQLite:
 * the one connection runs the transaction alone.
 */
export async function deleteUnlessUsed(
  db: Kysely<DB>,
  table: ContentTable,
  id: number,
  inUse?: (trx: Kysely<DB>, id: number) => Promise<string | null>,
): Promise<Deletion> {
  return db.transaction().execute(async (trx) => {
    const row = trx.selectFrom(table).select('id').where('id', '=', id);
    if (!(await (isPostgres(trx) ? row.forUpdate() : row).executeTakeFirst())) return 'missing';
    const refusal = inUse ? await inUse(trx, id) : null;
    if (refusal) return { inUse: refusal };
    await trx.deleteFrom(table).where('id', '=', id).execute();
    return 'deleted';
  });
}

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

/** Trips going to this country, and its cities (deleting it would take them along). */
export async function countryUse(db: Kysely<DB>, id: number) {
  const [trips, cities] = await Promise.all([
    count(
      db
        .selectFrom('trips')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('to_country_id', '=', id),
    ),
    count(
      db
        .selectFrom('cities')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('country_id', '=', id),
    ),
  ]);
  return { trips, cities };
}

/** Trips leaving from or going to this city. */
export const cityUse = (db: Kysely<DB>, id: number) =>
  count(
    db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('to_city_id', '=', id), eb('from_city_id', '=', id)])),
  );

/** Trips with this tag. */
export const tagUse = (db: Kysely<DB>, id: number) =>
  count(
    db
      .selectFrom('trip_tags')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tag_id', '=', id),
  );

export async function countryExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst());
}

// ---- booking terms: a column of the site information ----

export async function bookingTerms(db: Kysely<DB>, figures?: BookingTermFigures): Promise<string[]> {
  const row = await db.selectFrom('site_info').select('booking_terms').orderBy('id', 'desc').executeTakeFirst();
  return bookingTermsOf(row?.booking_terms ?? null, figures);
}

/** Keeps these terms; null keeps none, so the site shows its own with the configured figures. */
export async function saveBookingTerms(db: Kysely<DB>, terms: string[] | null): Promise<void> {
  const booking_terms = terms === null ? null : JSON.stringify(terms);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('site_info').select('id').orderBy('id', 'desc').executeTakeFirst();
    if (row) await trx.updateTable('site_info').set({ booking_terms }).where('id', '=', row.id).execute();
    else await trx.insertInto('site_info').values({ booking_terms }).execute();
  });
}

/** After the last one (of this banner type): a new one goes at the end unless the body says where. */
export async function nextPosition(db: Kysely<DB>, table: 'countries' | 'banners', type?: string): Promise<number> {
  let q = db.selectFrom(table).select(sql<number | null>`max(position)`.as('p'));
  if (table === 'banners' && type !== undefined) q = q.where('type', '=', type);
  const row = await q.executeTakeFirst();
  return row?.p == null ? 0 : Number(row.p) + 1;
}
