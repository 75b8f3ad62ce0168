import { CompiledQuery, type Kysely } from 'kysely';
import {
  bookingTermsFor,
  DEFAULT_TERM_FIGURES,
  type BookingTermFigures,
  type Banner,
  type BannerType,
  type CityOption,
  type Country,
  type FaqItem,
  type SiteContacts,
  type Tag,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';

export async function countriesWithCities(db: Kysely<DB>): Promise<Country[]> {
  const [countries, cities] = await Promise.all([
    db.selectFrom('countries').select(['id', 'name', 'image']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('cities').select(['id', 'name', 'image', 'country_id']).orderBy('id').execute(),
  ]);
  return countries.map((c) => ({ ...c, cities: cities.filter((city) => city.country_id === c.id) }));
}

export async function cityOptions(db: Kysely<DB>): Promise<CityOption[]> {
  const rows = await db
    .selectFrom('cities')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .select(['cities.id', 'cities.name'])
    .orderBy('countries.position')
    .orderBy('cities.id')
    .execute();
  return rows.map((r) => ({ value: r.id, label: r.name }));
}

export async function banners(db: Kysely<DB>, type: BannerType): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'type', 'image', 'title', 'text', 'link', 'link_text'])
    .where('type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows as Banner[];
}

export async function faqs(db: Kysely<DB>): Promise<FaqItem[]> {
  return db.selectFrom('faqs').select(['id', 'question', 'answer']).orderBy('position').orderBy('id').execute();
}

export async function tags(db: Kysely<DB>): Promise<Tag[]> {
  return db.selectFrom('tags').select(['id', 'image', 'name', 'title', 'description']).orderBy('id').execute();
}

export async function tag(db: Kysely<DB>, id: number): Promise<Tag | undefined> {
  return db.selectFrom('tags').select(['id', 'image', 'name', 'title', 'description']).where('id', '=', id).executeTakeFirst();
}

export async function siteInfo(db: Kysely<DB>, figures: BookingTermFigures = DEFAULT_TERM_FIGURES): Promise<SiteContacts> {
  const row = await db.selectFrom('site_info').selectAll().orderBy('id', 'desc').executeTakeFirst();
  const empty = {
    facebook_url: null,
    whatsapp_number: null,
    phone_number: null,
    email_address: null,
    twitter_url: null,
    instagram_url: null,
    appstore_url: null,
    playstore_url: null,
  };
  if (!row) return { ...empty, booking_terms: bookingTermsFor(figures) };
  const { id: _id, booking_terms, ...info } = row;
  return { ...info, booking_terms: bookingTermsOf(booking_terms, figures) };
}

const READ_VERSION = CompiledQuery.raw('select version from catalogue_version where id = 1');

/** The catalogue's version (raised by the database on every catalogue change; modules/catalogue/catalogue-cache.ts). */
export async function catalogueVersion(db: Kysely<DB>): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number | string }>(READ_VERSION);
  return Number(rows[0]?.version ?? 0);
}

/** The image of the first banner of this type (index.html's page hints). */
export async function firstBannerImage(db: Kysely<DB>, type: BannerType): Promise<string | undefined> {
  const row = await db
    .selectFrom('banners')
    .select('image')
    .where('type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.image;
}

/** Whether a country, city or tag with this id exists (the status of its page). */
export async function placeExists(db: Kysely<DB>, table: 'countries' | 'cities' | 'tags', id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * The stored booking terms (a JSON list), or, when none are kept (null), the six the site starts with,
 * quoting the configured figures (issue 31: the lead time, passport validity and cancellation cut-off).
 */
export function bookingTermsOf(json: string | null, figures: BookingTermFigures = DEFAULT_TERM_FIGURES): string[] {
  if (json === null) return bookingTermsFor(figures);
  try {
    const v: unknown = JSON.parse(json);
    if (Array.isArray(v) && v.length && v.every((t) => typeof t === 'string')) return v as string[];
  } catch {
    // A hand-written value that is not JSON: the site keeps showing the default terms.
  }
  return bookingTermsFor(figures);
}
