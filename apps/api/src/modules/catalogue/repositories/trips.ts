/* eslint-disable @typescript-eslint/no-explicit-any -- filters and sorts are applied to two differently joined Kysely builders */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE, todayIso, tripPath, type ListedTrip, type PageMeta, type TripDetail } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';

// Every card also carries the tag-listing fields (duration, to_city, tags), so one shape serves all lists.
export type { ListedTrip };
export { PAGE_SIZE };

const cardColumns = [
  'trips.id',
  'trips.title',
  'trips.description',
  'trips.price',
  'trips.price_before_discount',
  'trips.images',
  'trips.average_rating',
  'trips.rates_count',
  'trips.duration',
  'trips.to_city_id',
  'to_city.name as to_city_name',
] as const;

type CardRow = {
  id: number;
  title: string;
  description: string;
  price: number;
  price_before_discount: number | null;
  images: string;
  average_rating: number | null;
  rates_count: number;
  duration: number;
  to_city_id: number;
  to_city_name: string;
};

function parseList<T>(json: string): T[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

const rating = (v: number | null) => (v == null ? null : Math.round(Number(v) * 100) / 100);

async function tagNames(db: Kysely<DB>, tripIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!tripIds.length) return out;
  const rows = await db
    .selectFrom('trip_tags')
    .innerJoin('tags', 'tags.id', 'trip_tags.tag_id')
    .select(['trip_tags.trip_id', 'tags.name'])
    .where('trip_tags.trip_id', 'in', tripIds)
    .orderBy('tags.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.trip_id) ?? [];
    list.push(r.name);
    out.set(r.trip_id, list);
  }
  return out;
}

async function favouriteSet(db: Kysely<DB>, customerId: number | null, tripIds: number[]): Promise<Set<number>> {
  if (!customerId || !tripIds.length) return new Set();
  const rows = await db
    .selectFrom('favourites')
    .select('trip_id')
    .where('customer_id', '=', customerId)
    .where('trip_id', 'in', tripIds)
    .execute();
  return new Set(rows.map((r) => r.trip_id));
}

/**
 * The viewer's favourite flags on cards read as a guest sees them (kept cards are shared between
 * requests, so flagged ones are copies). One query for every list given.
 */
export async function withFavourites<T extends { id: number; is_favourite: boolean }>(
  db: Kysely<DB>,
  lists: T[][],
  customerId: number | null,
): Promise<T[][]> {
  const ids = lists.flatMap((l) => l.map((c) => c.id));
  const favs = await favouriteSet(db, customerId, ids);
  if (!favs.size) return lists;
  return lists.map((l) => l.map((c) => (favs.has(c.id) ? { ...c, is_favourite: true } : c)));
}

/**
 * The lowest base price still to come of each of these trips whose departures differ in price (a
 * departure with a price of its own), for the cards' "ابتداءً من" (issue 30, item 3).
 */
async function lowestPrices(db: Kysely<DB>, tripIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!tripIds.length) return out;
  const rows = await db
    .selectFrom('departures')
    .innerJoin('trips', 'trips.id', 'departures.trip_id')
    .select((eb) => [
      'departures.trip_id',
      eb.fn.min(eb.fn.coalesce('departures.price', 'trips.price')).as('low'),
      eb.fn.count('departures.price').as('own'),
    ])
    .where('departures.trip_id', 'in', tripIds)
    .where('departures.date', '>=', todayIso())
    .groupBy('departures.trip_id')
    .execute();
  for (const r of rows) if (Number(r.own) > 0 && r.low != null) out.set(r.trip_id, Number(r.low));
  return out;
}

/** Rows of the card query to cards, with tags, lowest prices and the viewer's favourites in batched queries. */
export async function toCards(db: Kysely<DB>, rows: CardRow[], customerId: number | null): Promise<ListedTrip[]> {
  const ids = rows.map((r) => r.id);
  const [tags, favs, lows] = await Promise.all([tagNames(db, ids), favouriteSet(db, customerId, ids), lowestPrices(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    price: Number(r.price),
    price_before_discount: r.price_before_discount == null ? null : Number(r.price_before_discount),
    price_from: lows.get(r.id) ?? null,
    images: parseList<string>(r.images),
    average_rating: rating(r.average_rating),
    rates_count: r.rates_count,
    is_favourite: favs.has(r.id),
    link: tripPath(r.id, r.title),
    duration: r.duration,
    to_city: { id: r.to_city_id, name: r.to_city_name },
    tags: tags.get(r.id) ?? [],
  }));
}

// Every public read of trips goes through cardQuery, applyFilters or one of the single-trip reads
// below, and each keeps to published trips (an unpublished one is in no list and its page is 404).
export function cardQuery(db: Kysely<DB>) {
  return db.selectFrom('trips').innerJoin('cities as to_city', 'to_city.id', 'trips.to_city_id').where(isPublished);
}

// Written out, not bound: the search's indexes cover published trips only (migration
// 2026-11-23T0900-search-facets), and a planner can only prove a query keeps to them from a literal.
export const isPublished = sql<boolean>`trips.published = 1`;

export async function listCards(
  db: Kysely<DB>,
  customerId: number | null,
  build: (q: ReturnType<typeof cardQuery>) => SelectQueryBuilder<any, any, any>,
): Promise<ListedTrip[]> {
  const rows = (await build(cardQuery(db))
    .select(cardColumns as any)
    .execute()) as CardRow[];
  return toCards(db, rows, customerId);
}

/** The cards of these trips, in the order given (a search's page as a guest sees it). */
export async function cardsInOrder(db: Kysely<DB>, inOrder: number[]): Promise<ListedTrip[]> {
  if (!inOrder.length) return [];
  const rows = (await cardQuery(db)
    .where('trips.id', 'in', inOrder)
    .select(cardColumns as any)
    .execute()) as CardRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    db,
    inOrder.flatMap((id) => byId.get(id) ?? []),
    null,
  );
}

export function pageMeta(page: number, total: number, perPage = PAGE_SIZE): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage };
}

export async function tripDetail(
  db: Kysely<DB>,
  id: number,
  customerId: number | null,
): Promise<(TripDetail & ListedTrip) | null> {
  const row = await db
    .selectFrom('trips')
    .innerJoin('cities as to_city', 'to_city.id', 'trips.to_city_id')
    .leftJoin('cities as from_city', 'from_city.id', 'trips.from_city_id')
    .leftJoin('countries as to_country', 'to_country.id', 'trips.to_country_id')
    .leftJoin('trip_contents', 'trip_contents.trip_id', 'trips.id')
    .selectAll('trips')
    .select(['trip_contents.program', 'trip_contents.included', 'trip_contents.not_included'])
    .select(['to_city.name as to_city_name', 'from_city.name as from_city_name', 'to_country.name as to_country_name'])
    .where('trips.id', '=', id)
    .where('trips.published', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const [card] = await toCards(db, [row], customerId);
  return {
    ...card!,
    company: row.company,
    program: parseList(row.program ?? '[]'),
    included: parseList(row.included ?? '[]'),
    not_included: parseList(row.not_included ?? '[]'),
    default_adults: row.default_adults,
    default_childs: row.default_childs,
    max_additional_adults: row.max_additional_adults,
    max_additional_childs: row.max_additional_childs,
    price_per_additional_adult: Number(row.price_per_additional_adult),
    price_per_additional_child: Number(row.price_per_additional_child),
    expiry_date: row.expiry_date,
    from_city: row.from_city_id != null && row.from_city_name != null ? { id: row.from_city_id, name: row.from_city_name } : null,
    to_city: { id: row.to_city_id, name: row.to_city_name, country_id: row.to_country_id },
    to_country: { id: row.to_country_id, name: row.to_country_name ?? '' },
  };
}

/**
 * Adds each trip's counted visits to its row, in one transaction (modules/catalogue/visit-counter.ts). Rows are
 * updated in id order, so two servers flushing at once wait for each other rather than deadlock.
 */
export async function addVisits(db: Kysely<DB>, counts: Map<number, number>): Promise<void> {
  const ordered = [...counts].sort(([a], [b]) => a - b);
  await db.transaction().execute(async (trx) => {
    for (const [id, n] of ordered)
      await trx
        .updateTable('trips')
        .set((eb) => ({ visits: eb('visits', '+', n) }))
        .where('id', '=', id)
        .execute();
  });
}

/** The trip's first picture, if it has one (index.html's page hints). */
export async function firstImage(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db.selectFrom('trips').select('images').where('id', '=', id).where('published', '=', 1).executeTakeFirst();
  try {
    const images: unknown = JSON.parse(row?.images ?? '[]');
    return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
  } catch {
    return null;
  }
}

/** The trip's title, to build its canonical address; undefined when there is no such trip. */
export async function tripTitle(db: Kysely<DB>, id: number): Promise<string | undefined> {
  return (await db.selectFrom('trips').select('title').where('id', '=', id).where('published', '=', 1).executeTakeFirst())?.title;
}
