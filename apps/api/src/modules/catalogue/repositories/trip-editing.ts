import { sql, type Kysely } from 'kysely';
import { isVatCategory, tripPath, type AdminSiteInfoValues, type AdminTripInput, type FaqItem } from '@rihla/contract';
import type { DB, NewTrip } from '../../../platform/db/schema.ts';
import { tripContentRow, tripRow } from './trip-rows.ts';
import type { CatalogueTrip } from './trip-rows.ts';
import { nowIso } from '../../../platform/db/constraints.ts';
import { listDepartures } from './departures.ts';

// The catalogue as the back office edits it (issue 17). Trips are written with the catalogue
// import's own row builders (modules/catalogue/demo/seed.ts), so an edited trip and an imported one are stored alike.
// The database raises the catalogue version on each of these writes, so the public site shows them
// at once (modules/catalogue/catalogue-cache.ts).

export const ADMIN_PAGE_SIZE = 50;

function parseList<T>(json: string | null | undefined): T[] {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

/** Trips newest first, 50 a page, those with an id below `before` when given; `q` matches the title. */
export async function tripPage(db: Kysely<DB>, query: { q?: string; before?: number }) {
  let q = db
    .selectFrom('trips')
    .innerJoin('cities', 'cities.id', 'trips.to_city_id')
    .select([
      'trips.id',
      'trips.title',
      'trips.company',
      'trips.price',
      'trips.published',
      'trips.to_city_id',
      'cities.name as city_name',
      'trips.updated_at',
    ])
    .orderBy('trips.id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1);
  if (query.before) q = q.where('trips.id', '<', query.before);
  const words = query.q?.trim();
  if (words) {
    // The words as typed, not as a pattern: % and _ match themselves.
    const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
    // lower() on both sides: PostgreSQL's LIKE tells capitals apart, SQLite's does not.
    q = q.where(sql<boolean>`lower(trips.title) like lower(${`%${escaped}%`}) escape '\\'`);
  }
  const rows = await q.execute();
  const more = rows.length > ADMIN_PAGE_SIZE;
  const page = more ? rows.slice(0, ADMIN_PAGE_SIZE) : rows;
  return {
    data: page.map((r) => ({
      id: r.id,
      title: r.title,
      company: r.company,
      price: Number(r.price),
      published: r.published === 1,
      to_city: { id: r.to_city_id, name: r.city_name },
      updated_at: r.updated_at,
    })),
    meta: { next: more ? page[page.length - 1]!.id : null },
  };
}

/** A trip with everything the back office edits, its departures and its capacity; published or not. */
export async function tripForEdit(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('trips')
    .leftJoin('trip_contents', 'trip_contents.trip_id', 'trips.id')
    .selectAll('trips')
    .select(['trip_contents.program', 'trip_contents.included', 'trip_contents.not_included'])
    .where('trips.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [tags, departures] = await Promise.all([
    db.selectFrom('trip_tags').select('tag_id').where('trip_id', '=', id).orderBy('tag_id').execute(),
    listDepartures(db, id),
  ]);
  const fields: AdminTripInput = {
    title: row.title,
    company: row.company,
    description: row.description,
    images: parseList<string>(row.images),
    program: parseList(row.program),
    included: parseList(row.included),
    not_included: parseList(row.not_included),
    price: Number(row.price),
    price_before_discount: row.price_before_discount == null ? null : Number(row.price_before_discount),
    default_adults: row.default_adults,
    default_childs: row.default_childs,
    max_additional_adults: row.max_additional_adults,
    max_additional_childs: row.max_additional_childs,
    price_per_additional_adult: Number(row.price_per_additional_adult),
    price_per_additional_child: Number(row.price_per_additional_child),
    duration: row.duration,
    expiry_date: row.expiry_date,
    tags: tags.map((t) => t.tag_id),
    to_city_id: row.to_city_id,
    from_city_id: row.from_city_id,
    featured: row.featured === 1,
    published: row.published === 1,
    vat_category: isVatCategory(row.vat_category) ? row.vat_category : 'standard',
  };
  return {
    id: row.id,
    ...fields,
    daily_capacity: row.daily_capacity,
    departures: departures.map((d) => ({ ...d, price: d.price == null ? null : Number(d.price) })),
    link: tripPath(row.id, row.title),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The ids among these that name no city, and the country of the destination (null when unknown). */
export async function checkPlaces(db: Kysely<DB>, t: Pick<AdminTripInput, 'to_city_id' | 'from_city_id' | 'tags'>) {
  const cityIds = [t.to_city_id, ...(t.from_city_id === null ? [] : [t.from_city_id])];
  const [cities, tags] = await Promise.all([
    db.selectFrom('cities').select(['id', 'country_id']).where('id', 'in', cityIds).execute(),
    t.tags.length ? db.selectFrom('tags').select('id').where('id', 'in', t.tags).execute() : Promise.resolve([]),
  ]);
  const to = cities.find((c) => c.id === t.to_city_id);
  return {
    toCountry: to?.country_id ?? null,
    fromCityKnown: t.from_city_id === null || cities.some((c) => c.id === t.from_city_id),
    tagsKnown: tags.length === t.tags.length,
  };
}

/** The import's CatalogueTrip built from the back office's fields (cities and tags already resolved). */
function asCatalogueTrip(t: AdminTripInput): CatalogueTrip {
  return { ...t, from_city: null, to_city: '', tags: [] };
}

/** The columns an edit writes: the import's row without what the site itself counts (visits, ratings). */
function editedColumns(t: AdminTripInput, country: number) {
  const {
    visits: _visits,
    rates_count: _rates,
    rating_sum: _sum,
    average_rating: _average,
    created_at: _created,
    daily_capacity: _capacity,
    ...row
  } = tripRow(asCatalogueTrip(t), { from: t.from_city_id, to: t.to_city_id, country });
  return { ...row, published: t.published ? 1 : 0, vat_category: t.vat_category } satisfies Partial<NewTrip>;
}

export async function createTrip(db: Kysely<DB>, t: AdminTripInput, country: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = {
      ...tripRow(asCatalogueTrip(t), { from: t.from_city_id, to: t.to_city_id, country }),
      published: t.published ? 1 : 0,
      vat_category: t.vat_category,
    };
    const { id } = await trx.insertInto('trips').values(row).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('trip_contents')
      .values(tripContentRow(asCatalogueTrip(t), id))
      .execute();
    if (t.tags.length)
      await trx
        .insertInto('trip_tags')
        .values(t.tags.map((tag) => ({ trip_id: id, tag_id: tag })))
        .execute();
    return id;
  });
}

/** Writes the trip's fields, its program, included and not included items, and its tags, in one transaction. */
export async function updateTrip(db: Kysely<DB>, id: number, t: AdminTripInput, country: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('trips').set(editedColumns(t, country)).where('id', '=', id).execute();
    const content = tripContentRow(asCatalogueTrip(t), id);
    const updated = await trx
      .updateTable('trip_contents')
      .set({ program: content.program, included: content.included, not_included: content.not_included })
      .where('trip_id', '=', id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) await trx.insertInto('trip_contents').values(content).execute();
    const current = (await trx.selectFrom('trip_tags').select('tag_id').where('trip_id', '=', id).execute()).map((r) => r.tag_id);
    const gone = current.filter((tag) => !t.tags.includes(tag));
    const added = t.tags.filter((tag) => !current.includes(tag));
    if (gone.length) await trx.deleteFrom('trip_tags').where('trip_id', '=', id).where('tag_id', 'in', gone).execute();
    if (added.length)
      await trx
        .insertInto('trip_tags')
        .values(added.map((tag) => ({ trip_id: id, tag_id: tag })))
        .execute();
  });
}

/** The title of a trip's copy: "<title> (نسخة)", the original cut so the whole fits the title's 200 characters. */
export function copyTitle(title: string): string {
  const suffix = ' (نسخة)';
  return `${[...title]
    .slice(0, 200 - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}

/**
 * A copy of a trip (issue 31, item 15): every field, its pictures (the same addresses), programme,
 * included and left-out items, tags and seat set-up; unpublished and titled "<title> (نسخة)". Its
 * bookings, ratings, visits and departures stay with the original. The new trip's id, or null when
 * there is no such trip.
 */
export async function duplicateTrip(db: Kysely<DB>, id: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const { id: _id, updated_at: _updated, available_until: _until, ...fields } = row;
    const copy: NewTrip = {
      ...fields,
      available_until: row.available_until,
      title: copyTitle(row.title),
      published: 0,
      visits: 0,
      rates_count: 0,
      rating_sum: 0,
      average_rating: null,
      created_at: nowIso(),
    };
    const { id: copyId } = await trx.insertInto('trips').values(copy).returning('id').executeTakeFirstOrThrow();
    const content = await trx
      .selectFrom('trip_contents')
      .select(['program', 'included', 'not_included'])
      .where('trip_id', '=', id)
      .executeTakeFirst();
    await trx
      .insertInto('trip_contents')
      .values({
        trip_id: copyId,
        program: content?.program ?? '[]',
        included: content?.included ?? '[]',
        not_included: content?.not_included ?? '[]',
      })
      .execute();
    const tags = await trx.selectFrom('trip_tags').select('tag_id').where('trip_id', '=', id).execute();
    if (tags.length)
      await trx
        .insertInto('trip_tags')
        .values(tags.map((t) => ({ trip_id: copyId, tag_id: t.tag_id })))
        .execute();
    return copyId;
  });
}

/** Publishes or unpublishes; false when there is no such trip. */
export async function setPublished(db: Kysely<DB>, id: number, published: boolean): Promise<boolean> {
  const r = await db
    .updateTable('trips')
    .set({ published: published ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function tripExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('trips').select('id').where('id', '=', id).executeTakeFirst());
}

// ---- FAQ ----

export async function faqList(db: Kysely<DB>): Promise<FaqItem[]> {
  return db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('position').orderBy('id').execute();
}

export async function faqById(db: Kysely<DB>, id: number): Promise<FaqItem | undefined> {
  return db.selectFrom('faqs').select(['id', 'question', 'answer']).where('id', '=', id).executeTakeFirst();
}

/** A new entry goes last. */
export async function createFaq(db: Kysely<DB>, f: { question: string; answer: string }): Promise<FaqItem> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('faqs')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst();
    const position = last?.p == null ? 0 : Number(last.p) + 1;
    return trx
      .insertInto('faqs')
      .values({ ...f, position })
      .returning(['id', 'question', 'answer'])
      .executeTakeFirstOrThrow();
  });
}

export async function updateFaq(db: Kysely<DB>, id: number, f: { question: string; answer: string }): Promise<void> {
  await db.updateTable('faqs').set(f).where('id', '=', id).execute();
}

export async function deleteFaq(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows === 1n;
}

/** Puts the entries in this order; false unless `ids` names every entry exactly once. */
export async function reorderFaq(db: Kysely<DB>, ids: number[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const all = (await trx.selectFrom('faqs').select('id').execute()).map((r) => r.id);
    if (new Set(ids).size !== ids.length || ids.length !== all.length || !all.every((id) => ids.includes(id))) return false;
    for (const [position, id] of ids.entries()) await trx.updateTable('faqs').set({ position }).where('id', '=', id).execute();
    return true;
  });
}

// ---- site information ----

/** The site's contacts and links: the latest row, as the public /api/data/info reads it. */
export async function siteInfoForEdit(db: Kysely<DB>): Promise<AdminSiteInfoValues> {
  const row = await db.selectFrom('site_info').selectAll().orderBy('id', 'desc').executeTakeFirst();
  return {
    facebook_url: row?.facebook_url ?? null,
    whatsapp_number: row?.whatsapp_number ?? null,
    phone_number: row?.phone_number ?? null,
    email_address: row?.email_address ?? null,
    twitter_url: row?.twitter_url ?? null,
    instagram_url: row?.instagram_url ?? null,
    appstore_url: row?.appstore_url ?? null,
    playstore_url: row?.playstore_url ?? null,
    legal_name: row?.legal_name ?? null,
    vat_number: row?.vat_number ?? null,
    cr_number: row?.cr_number ?? null,
    tourism_licence: row?.tourism_licence ?? null,
    address_building: row?.address_building ?? null,
    address_street: row?.address_street ?? null,
    address_district: row?.address_district ?? null,
    address_city: row?.address_city ?? null,
    address_postal_code: row?.address_postal_code ?? null,
  };
}

export async function saveSiteInfo(db: Kysely<DB>, info: AdminSiteInfoValues): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('site_info').select('id').orderBy('id', 'desc').executeTakeFirst();
    if (row) await trx.updateTable('site_info').set(info).where('id', '=', row.id).execute();
    else await trx.insertInto('site_info').values(info).execute();
  });
}
