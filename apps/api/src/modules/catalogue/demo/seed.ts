import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, NewTrip, NewTripContent } from '../../../platform/db/schema.ts';
import { demoCatalogue, type Catalogue } from './catalogue.ts';
import { tripContentRow, tripRow } from '../repositories/trip-rows.ts';
import type { Dialect } from '../../../platform/db/database.ts';

// Writes a catalogue (the demo one or an operator's JSON) in one transaction: all of it or nothing.

export interface ImportResult {
  countries: number;
  cities: number;
  tags: number;
  trips: number;
  banners: number;
  faqs: number;
}

export class CatalogueError extends Error {}

/** Keeps PostgreSQL's id sequence ahead of ids we wrote ourselves. */
export async function syncSequence(db: Kysely<DB> | Transaction<DB>, dialect: Dialect, table: keyof DB): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
}

function checkCatalogue(c: Catalogue): void {
  if (!c || !Array.isArray(c.countries) || !Array.isArray(c.trips))
    throw new CatalogueError('catalogue needs countries[] and trips[]');
  for (const t of c.trips) {
    for (const field of [
      'price',
      'default_adults',
      'default_childs',
      'max_additional_adults',
      'max_additional_childs',
      'duration',
    ] as const) {
      if (typeof t[field] !== 'number' || !(t[field] >= 0))
        throw new CatalogueError(`trip "${t.title}": ${field} must be a number ≥ 0`);
    }
    if (!t.title || !t.to_city) throw new CatalogueError('every trip needs a title and a to_city');
  }
}

export async function importCatalogue(db: Kysely<DB>, dialect: Dialect, catalogue: Catalogue): Promise<ImportResult> {
  checkCatalogue(catalogue);
  return db.transaction().execute(async (trx) => {
    const cityIds = new Map<string, { id: number; country: number }>();
    for (const [ci, c] of catalogue.countries.entries()) {
      const position =
        Number(
          (
            await trx
              .selectFrom('countries')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ) + ci;
      const country = await trx
        .insertInto('countries')
        .values({ name: c.name, image: c.image ?? `/api/media/country/${c.key}.svg`, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const city of c.cities ?? []) {
        const row = await trx
          .insertInto('cities')
          .values({ country_id: country.id, name: city.name, image: city.image ?? `/api/media/city/${city.key}.svg` })
          .returning('id')
          .executeTakeFirstOrThrow();
        cityIds.set(city.key, { id: row.id, country: country.id });
        cityIds.set(city.name, { id: row.id, country: country.id });
      }
    }
    // Cities a catalogue names but does not define may already be in the database.
    for (const city of await trx.selectFrom('cities').select(['id', 'name', 'country_id']).execute()) {
      if (!cityIds.has(city.name)) cityIds.set(city.name, { id: city.id, country: city.country_id });
    }

    const tagIds = new Map<string, number>();
    for (const t of catalogue.tags ?? []) {
      const row = await trx
        .insertInto('tags')
        .values({ name: t.name, title: t.title, description: t.description, image: t.image ?? `/api/media/tag/${t.key}.svg` })
        .returning('id')
        .executeTakeFirstOrThrow();
      tagIds.set(t.key, row.id);
      tagIds.set(t.name, row.id);
    }
    for (const tag of await trx.selectFrom('tags').select(['id', 'name']).execute()) {
      if (!tagIds.has(tag.name)) tagIds.set(tag.name, tag.id);
    }

    const maxId = Number(
      (
        await trx
          .selectFrom('trips')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
    const rows: NewTrip[] = [];
    const contents: NewTripContent[] = [];
    const links: { trip_id: number; tag_id: number }[] = [];
    const departures: { trip_id: number; date: string; seats: number; price: number | null }[] = [];
    catalogue.trips.forEach((t, i) => {
      const to = cityIds.get(t.to_city);
      if (!to) throw new CatalogueError(`trip "${t.title}": unknown city ${t.to_city}`);
      const from = t.from_city ? cityIds.get(t.from_city) : null;
      if (t.from_city && !from) throw new CatalogueError(`trip "${t.title}": unknown city ${t.from_city}`);
      const id = maxId + i + 1;
      rows.push(tripRow(t, { from: from?.id ?? null, to: to.id, country: to.country }, id));
      contents.push(tripContentRow(t, id));
      for (const d of t.departures ?? []) departures.push({ trip_id: id, date: d.date, seats: d.seats, price: d.price ?? null });
      for (const key of new Set(t.tags ?? [])) {
        const tagId = tagIds.get(key);
        if (!tagId) throw new CatalogueError(`trip "${t.title}": unknown tag ${key}`);
        links.push({ trip_id: id, tag_id: tagId });
      }
    });
    for (let i = 0; i < rows.length; i += 400)
      await trx
        .insertInto('trips')
        .values(rows.slice(i, i + 400))
        .execute();
    for (let i = 0; i < contents.length; i += 2000)
      await trx
        .insertInto('trip_contents')
        .values(contents.slice(i, i + 2000))
        .execute();
    for (let i = 0; i < links.length; i += 2000)
      await trx
        .insertInto('trip_tags')
        .values(links.slice(i, i + 2000))
        .execute();
    await syncSequence(trx, dialect, 'trips');
    if (departures.length) await trx.insertInto('departures').values(departures).execute();

    const banners = catalogue.banners ?? [];
    if (banners.length)
      await trx
        .insertInto('banners')
        .values(
          banners.map((b, i) => ({
            type: b.type,
            title: b.title,
            text: b.text,
            link: b.link,
            link_text: b.link_text,
            image: b.image ?? `/api/media/banner/${b.type}.svg`,
            position: i,
          })),
        )
        .execute();
    const faqs = catalogue.faqs ?? [];
    if (faqs.length)
      await trx
        .insertInto('faqs')
        .values(faqs.map((f, i) => ({ question: f.question, answer: f.answer, position: i })))
        .execute();
    if (catalogue.site_info) {
      const s = catalogue.site_info;
      await trx.deleteFrom('site_info').execute();
      await trx
        .insertInto('site_info')
        .values({
          facebook_url: s.facebook_url ?? null,
          whatsapp_number: s.whatsapp_number ?? null,
          phone_number: s.phone_number ?? null,
          email_address: s.email_address ?? null,
          twitter_url: s.twitter_url ?? null,
          instagram_url: s.instagram_url ?? null,
          appstore_url: s.appstore_url ?? null,
          playstore_url: s.playstore_url ?? null,
          legal_name: s.legal_name ?? null,
          vat_number: s.vat_number ?? null,
          cr_number: s.cr_number ?? null,
          tourism_licence: s.tourism_licence ?? null,
          address_building: s.address_building ?? null,
          address_street: s.address_street ?? null,
          address_district: s.address_district ?? null,
          address_city: s.address_city ?? null,
          address_postal_code: s.address_postal_code ?? null,
        })
        .execute();
    }
    return {
      countries: catalogue.countries.length,
      cities: catalogue.countries.reduce((n, c) => n + (c.cities?.length ?? 0), 0),
      tags: catalogue.tags?.length ?? 0,
      trips: rows.length,
      banners: banners.length,
      faqs: faqs.length,
    };
  });
}

/** First start: the demo catalogue, only when the database holds no country yet. */
export async function seedIfEmpty(db: Kysely<DB>, dialect: Dialect): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  if (row) return false;
  await importCatalogue(db, dialect, demoCatalogue());
  return true;
}
