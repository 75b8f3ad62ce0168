import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ARABIC_DIGITS, ARABIC_FOLDS, ARABIC_MARKS, foldArabic, type SearchSuggestions } from '@rihla/contract';
import { searchRows, titleMatchIds } from '../../src/modules/catalogue/repositories/trip-text-search.ts';
import { trigramSimilarity } from '../../src/modules/catalogue/text-search.ts';
import { textPage, tripColumns } from '../../src/modules/catalogue/text-pages.ts';
import { addTrip, tripBits, tripBitsOf, type TierMasks } from '../../src/modules/catalogue/repositories/trip-bits.ts';
import type { SortColumns } from '../../src/modules/catalogue/repositories/trip-search-queries.ts';
import * as bitsMigration from '../../src/platform/db/migrations/2026-11-29T1100-trip-search-bits.ts';
import * as chunksMigration from '../../src/platform/db/migrations/2026-11-29T1200-trip-search-chunks.ts';
import { staffToken } from '../admin/staff-token.ts';
import { auth, createTestApp, isPg, type TestApp } from '../helper.ts';

// Free-text search (issue 30, item 1) on both engines: the spellings people type find the trips,
// a typo is answered with the nearest destination, `q` narrows the other filters, unpublished trips
// never show, and the index the database keeps agrees with the trips after every kind of write.

let t: TestApp;
let admin: string;
let saudi: number;
let makkah: number;
let jeddah: number;
let istanbul: number;
let riyadh: number;
const ids: Record<string, number> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (query: string) => {
  const res = await get(`/api/trips/filter?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: number; title: string }[]; meta: { total: number; last_page: number } };
};
const suggest = async (q: string) => {
  const res = await get(`/api/trips/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchSuggestions;
};
const found = async (q: string, more = '') => (await search(`q=${encodeURIComponent(q)}${more}`)).data.map((c) => c.id);

const cityId = async (name: string) =>
  (await t.app.db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** A trip written straight into the table, as the import or a hand-written statement would. */
async function insertTrip(
  title: string,
  toCity: number,
  extra: { published?: number; description?: string; price?: number; id?: number } = {},
) {
  const city = await t.app.db.selectFrom('cities').select('country_id').where('id', '=', toCity).executeTakeFirstOrThrow();
  const row = await t.app.db
    .insertInto('trips')
    .values({
      ...(extra.id ? { id: extra.id } : {}),
      company: 'شركة اختبار البحث',
      title,
      description: extra.description ?? 'رحلة للاختبار',
      images: JSON.stringify(['/api/media/trip/test-0.svg']),
      from_city_id: null,
      to_city_id: toCity,
      to_country_id: city.country_id,
      price: extra.price ?? 1000,
      price_before_discount: null,
      default_adults: 1,
      default_childs: 0,
      max_additional_adults: 1,
      max_additional_childs: 0,
      price_per_additional_adult: 0,
      price_per_additional_child: 0,
      max_adults: 2,
      duration: 3,
      expiry_date: null,
      featured: 0,
      daily_capacity: null,
      published: extra.published ?? 1,
      visits: 0,
      rates_count: 0,
      rating_sum: 0,
      average_rating: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t.app, 'admin', 'admin@search-text.example');
  saudi = (await t.app.db.selectFrom('countries').select('id').where('name', '=', 'السعودية').executeTakeFirstOrThrow()).id;
  jeddah = await cityId('جدة');
  istanbul = await cityId('إسطنبول');
  riyadh = await cityId('الرياض');
  // The demo has no Makkah: made here, as a city with one trip.
  makkah = (
    await t.app.db
      .insertInto('cities')
      .values({ country_id: saudi, name: 'مكة', image: '/api/media/city/x.svg' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.makkah = await insertTrip('عمرة مع إقامة قريبة من الحرم', makkah);
  ids.jeddah = await insertTrip('كورنيش البحر الأحمر', jeddah);
  ids.istanbul = await insertTrip('جولة البوسفور الساحرة', istanbul);
  ids.hidden = await insertTrip('زنبقة البوسفور المخفية', istanbul, { published: 0 });
  ids.word = await insertTrip('مغامرة الزمرّد في الغابات', riyadh);
});
afterAll(async () => t?.close());

describe('free-text search (GET /api/trips/filter?q=)', () => {
  it('finds إسطنبول written اسطنبول, جدة written جده, مكة written مكه', async () => {
    expect(await found('اسطنبول')).toContain(ids.istanbul);
    expect(await found('إسطنبول')).toContain(ids.istanbul);
    expect(await found('جده')).toContain(ids.jeddah);
    expect(await found('مكه')).toEqual([ids.makkah]);
    expect(await found('مَكَّة')).toEqual([ids.makkah]);
  });

  it('finds a trip by a word of its title, diacritics, tatweel and hamza aside', async () => {
    expect(await found('الزمرد')).toEqual([ids.word]);
    expect(await found('الزمـــرّد الغابات')).toEqual([ids.word]);
    // Part of a word (a prefix) too.
    expect(await found('الزمر')).toEqual([ids.word]);
    expect(await found('غابات لا توجد')).toEqual([]);
  });

  it('finds a word written beside punctuation, whole or in part, and ranks it by the column it is in', async () => {
    const bracketed = await insertTrip('جولة (البيلسان)، والعودة مساءً', riyadh, { description: 'رحلة يوم' });
    const inBody = await insertTrip('جولة يوم', riyadh, { description: 'زيارة «البيلسان»؛ ثم العودة.' });
    try {
      expect(await found('البيلسان')).toEqual([bracketed, inBody]);
      expect(await found('البيلس', '&sort_by=low_price')).toEqual([bracketed, inBody]);
      expect(await found('والعوده البيلسان')).toEqual([bracketed]);
    } finally {
      await t.app.db.deleteFrom('trips').where('id', 'in', [bracketed, inBody]).execute();
    }
  });

  it('finds a word of two letters, too short for the trigram index, and ranks its titles first', async () => {
    // A boat's code, in no other trip's text.
    const short = await insertTrip('نزهة بالقارب QZ', riyadh, { description: 'نزهة قصيرة' });
    const inBody = await insertTrip('نزهة قصيرة', riyadh, { description: 'على متن القارب QZ' });
    try {
      expect(await found('qz')).toEqual([short, inBody]);
      expect(await found('Qz نزهه', '&sort_by=low_price')).toEqual([short, inBody]);
    } finally {
      await t.app.db.deleteFrom('trips').where('id', 'in', [short, inBody]).execute();
    }
  });

  it('narrows every other filter: q and a city give the trips in both', async () => {
    const all = await found('البوسفور');
    expect(all).toContain(ids.istanbul);
    expect(await found('البوسفور', `&to_city_id=${istanbul}`)).toEqual([ids.istanbul]);
    expect(await found('البوسفور', `&to_city_id=${jeddah}`)).toEqual([]);
    const inCity = await found('شركه اختبار البحث', `&to_city_id=${jeddah}`);
    expect(inCity).toEqual([ids.jeddah]);
    const saudiTrips = await found('شركة اختبار البحث', `&to_country_id=${saudi}&sort_by=low_price`);
    expect(saudiTrips.sort()).toEqual([ids.makkah, ids.jeddah, ids.word].sort());
  });

  it('ranks title matches first, then the chosen sort, and pages as the plain search does', async () => {
    const res = await search(`q=${encodeURIComponent('جدة')}&sort_by=low_price`);
    expect(res.meta.total).toBeGreaterThan(1);
    // Trips with جدة in their title first (tier 2), then those of the city (tier 1), each by price.
    const order: [number, number][] = [];
    for (let page = 1; page <= res.meta.last_page; page++) {
      const p = await search(`q=${encodeURIComponent('جدة')}&sort_by=low_price&page=${page}`);
      for (const c of p.data as unknown as { title: string; price: number }[])
        order.push([foldArabic(c.title).includes('جده') ? 2 : 1, c.price]);
    }
    expect(order).toHaveLength(res.meta.total);
    expect([...order].sort((a, b) => b[0] - a[0] || a[1] - b[1])).toEqual(order);
    const titled = await insertTrip('جدة التاريخية والبلد', riyadh);
    const first = await search(`q=${encodeURIComponent('جدة')}&sort_by=low_price`);
    expect(first.data[0]!.id).toBe(titled);
    await t.app.db.deleteFrom('trips').where('id', '=', titled).execute();
  });

  it('orders a word found in titles alone by the sort, and one also found in a description after them', async () => {
    const cheap = await insertTrip('واحة السدر الخضراء', riyadh, { price: 500 });
    const dear = await insertTrip('مخيم السدر الكبير', riyadh, { price: 900 });
    let shade = 0;
    try {
      // Every match in its title: tier 2 throughout.
      expect(await found('السدر', '&sort_by=low_price')).toEqual([cheap, dear]);
      expect(await found('السدر', '&sort_by=high_price')).toEqual([dear, cheap]);
      shade = await insertTrip('مخيم الصحراء', riyadh, { price: 100, description: 'في ظل شجر السدر' });
      expect(await found('السدر', '&sort_by=low_price')).toEqual([cheap, dear, shade]);
      expect(await found('السدر الكبير')).toEqual([dear]);
    } finally {
      await t.app.db.deleteFrom('trips').where('id', 'in', [cheap, dear, shade]).execute();
    }
  });

  it('ranks by the column each word was found in: all in the title, then all in the title or places', async () => {
    // سنديان and الرياض: both in the title (2), one in the title and one in the places (1), one in
    // the description (0). Each tier by price, the cheapest first.
    const both = await insertTrip('سنديان الرياض', jeddah, { price: 900 });
    const place = await insertTrip('غابة سنديان', riyadh, { price: 500 });
    const body = await insertTrip('غابة سنديان الشمال', jeddah, { price: 100, description: 'انطلاق من الرياض' });
    const bodyOnly = await insertTrip('غابة الشمال', riyadh, { price: 50, description: 'أشجار سنديان عتيقة' });
    try {
      expect(await found('سنديان الرياض', '&sort_by=low_price')).toEqual([both, place, bodyOnly, body]);
      expect(await found('الرياض سنديان', '&sort_by=high_price')).toEqual([both, place, body, bodyOnly]);
    } finally {
      await t.app.db.deleteFrom('trips').where('id', 'in', [both, place, body, bodyOnly]).execute();
    }
  });

  it('never shows an unpublished trip', async () => {
    expect(await found('زنبقة')).toEqual([]);
    expect(await found('البوسفور')).not.toContain(ids.hidden);
    const s = await suggest('زنبقة');
    expect(s.trips).toEqual([]);
  });
});

describe('suggestions (GET /api/trips/suggestions?q=)', () => {
  it('groups countries, cities, tags and trips, at most 8, with a trip’s picture and price', async () => {
    const s = await suggest('اسطنبول');
    expect(s.cities.map((c) => c.name)).toContain('إسطنبول');
    expect(s.cities[0]!.link).toMatch(/^\/cities\/\d+\//);
    const all = await suggest('البوسفور');
    const n = all.countries.length + all.cities.length + all.tags.length + all.trips.length;
    expect(n).toBeLessThanOrEqual(8);
    const trip = all.trips.find((x) => x.id === ids.istanbul);
    expect(trip).toMatchObject({ title: 'جولة البوسفور الساحرة', price: 1000, image: '/api/media/trip/test-0.svg' });
    expect(trip!.link).toMatch(new RegExp(`^/trip/${ids.istanbul}/`));
    expect((await suggest('تركي')).countries.map((c) => c.name)).toEqual(['تركيا']);
  });

  it('answers from the second letter, and nothing before', async () => {
    expect((await suggest('د')).cities).toEqual([]);
    expect((await suggest('دب')).cities.map((c) => c.name)).toContain('دبي');
  });

  it('answers a typo with the nearest destination: الرياص, did you mean الرياض', async () => {
    const s = await suggest('الرياص');
    expect(s.did_you_mean).toMatchObject({ kind: 'city', id: riyadh, name: 'الرياض' });
    expect(trigramSimilarity(foldArabic('الرياص'), foldArabic('الرياض'))).toBeCloseTo(0.56, 2);
    expect((await suggest('xqzv')).did_you_mean).toBeNull();
  });

  it('suggests a trip from a part of its title, typed with or without its spelling variants', async () => {
    expect((await suggest('الزمر')).trips.map((x) => x.id)).toContain(ids.word);
    expect((await suggest('البوسفو')).trips.map((x) => x.id)).toContain(ids.istanbul);
    expect((await suggest('جوله البوس')).trips.map((x) => x.id)).toEqual([ids.istanbul]);
    // Every word in the title: one in the places (the city) is not enough for a trip suggestion.
    expect((await suggest('البوسفور اسطنبول')).trips).toEqual([]);
  });

  it('looks for trips within a typo only when nothing was found as typed (PostgreSQL)', async () => {
    const titled = await insertTrip('جولة في الرياض القديمة', riyadh);
    const s = await suggest('الرياص');
    expect(s.did_you_mean).toMatchObject({ kind: 'city', id: riyadh });
    if (isPg) {
      expect(s.trips.length).toBeGreaterThan(0);
      for (const trip of s.trips) expect(foldArabic(trip.title)).toContain('الرياض');
      expect(s.trips.map((x) => x.id)).toContain(titled);
      // A search with the typo finds the city's trips; spelled right, no typo is looked for.
      expect(await found('الرياص')).toContain(ids.word);
    } else {
      expect(s.trips).toEqual([]);
      expect(await found('الرياص')).toEqual([]);
    }
    expect(await found('الرياض')).toContain(titled);
    await t.app.db.deleteFrom('trips').where('id', '=', titled).execute();
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.paths['/api/trips/suggestions'].get.operationId).toBe('getSearchSuggestions');
    expect(doc.paths['/api/trips/filter'].get.parameters.map((p: { name: string }) => p.name)).toContain('q');
  });
});

describe('the search index (trip_search)', () => {
  /** What the index should hold: every published trip's text folded as foldArabic folds it. */
  async function expected() {
    const rows = await t.app.db
      .selectFrom('trips')
      .innerJoin('cities', 'cities.id', 'trips.to_city_id')
      .innerJoin('countries', 'countries.id', 'trips.to_country_id')
      .select([
        'trips.id',
        'trips.title',
        'trips.description',
        'trips.company',
        'cities.name as city',
        'countries.name as country',
      ])
      .where('trips.published', '=', 1)
      .orderBy('trips.id')
      .execute();
    const tags = await t.app.db
      .selectFrom('trip_tags')
      .innerJoin('tags', 'tags.id', 'trip_tags.tag_id')
      .select(['trip_tags.trip_id', 'tags.name'])
      .execute();
    const words = (s: string) => foldArabic(s).split(' ').sort();
    return rows.map((r) => ({
      id: r.id,
      title: foldArabic(r.title),
      places: words([r.city, r.country, ...tags.filter((x) => x.trip_id === r.id).map((x) => x.name), r.company].join(' ')),
      body: foldArabic(r.description),
    }));
  }
  const actual = async () =>
    (await searchRows(t.app.db, t.app.dialect)).map((r) => ({
      id: r.id,
      title: foldArabic(r.title),
      places: foldArabic(r.places).split(' ').sort(),
      body: foldArabic(r.body),
    }));

  /**
   * The index agrees with the trips, and so do the masks of 64 trips (migration
   * 2026-11-29T1100-trip-search-bits): on PostgreSQL, trip_search_term_bits holds exactly the lexemes
   * of trip_search.doc, each trip's bit in the mask of the best tier the lexeme earns there (a mask
   * that fell to 0 may stay).
   */
  async function expectIndexAgrees() {
    expect(await actual()).toEqual(await expected());
    if (!isPg) return expectBitsAgree();
    const bit = sql`(1::bigint << (s.trip_id & 63))`;
    const lexemes = sql`select l.lexeme as term, s.trip_id >> 6 as block,
      bit_or(case when 'A' = any(l.weights) then ${bit} else 0 end) as title,
      bit_or(case when 'B' = any(l.weights) and not 'A' = any(l.weights) then ${bit} else 0 end) as places,
      bit_or(case when 'A' = any(l.weights) or 'B' = any(l.weights) then 0 else ${bit} end) as body
      from trip_search s, unnest(s.doc) l group by 1, 2`;
    const kept = sql`select term::text, block, title, places, body from trip_search_term_bits
      where title <> 0 or places <> 0 or body <> 0`;
    const differ = await sql<{ n: string; terms: string }>`select
      (select count(*) from ((${kept} except all ${lexemes}) union all (${lexemes} except all ${kept})) d) as n,
      (select count(*) from trip_search_term_bits) as terms`.execute(t.app.db);
    expect(Number(differ.rows[0]!.n)).toBe(0);
    expect(Number(differ.rows[0]!.terms)).toBeGreaterThan(0);
    // The chunks (2026-11-29T1200-trip-search-chunks) hold the same masks: per block whose masks are
    // not all 0, its place in the chunk, which masks follow, and those, big-endian.
    const bits = await sql<{ term: string; block: number; title: string; places: string; body: string }>`select term::text,
      block, title::text, places::text, body::text from trip_search_term_bits where (title | places | body) <> 0`.execute(
      t.app.db,
    );
    const chunks = await sql<{ term: string; chunk: number; masks: Buffer }>`select term::text, chunk, masks
      from trip_search_term_chunks`.execute(t.app.db);
    const inChunks = new Map<string, string[]>();
    for (const { term, chunk, masks } of chunks.rows)
      for (let at = 0; at < masks.length;) {
        const block = 64 * chunk + masks[at]!;
        const which = masks[at + 1]!;
        at += 2;
        inChunks.set(
          `${term} ${block}`,
          [1, 2, 4].map((bit) => {
            if (!(which & bit)) return '0';
            at += 8;
            return masks.readBigInt64BE(at - 8).toString();
          }),
        );
      }
    expect(Object.fromEntries(inChunks)).toEqual(
      Object.fromEntries(bits.rows.map((r) => [`${r.term} ${r.block}`, [r.title, r.places, r.body]])),
    );
  }

  /** What migration 2026-11-29T1100-trip-search-bits splits a text's tokens at (its SEPARATORS and the space). */
  const TOKEN_SEPARATORS = new RegExp(
    `[${[' ', '\t', '\n', '\r', ...'()[]{}<>«»,.:;!?"\'`/\\|-_+=*&^%$#@~،؛؟'].map((c) => `\\${c}`).join('')}]`,
  );

  /**
   * SQLite: trip_search_bits (migration 2026-11-29T1100-trip-search-bits) holds, for each token of
   * trip_search (a run between spaces, tabs and line breaks) and block of 64 trips, exactly the trips
   * whose title, places or body has it (a mask that fell to 0 may stay); so do the chunks of 64
   * blocks (2026-11-29T1200-trip-search-chunks), each block's masks 8 bytes little-endian at 8 × its
   * place in the chunk; the vocabulary's trigram index agrees with its table.
   */
  async function expectBitsAgree() {
    const db = t.app.db;
    const expected = new Map<string, bigint[]>();
    for (const row of await searchRows(db, t.app.dialect))
      [row.title, row.places, row.body].forEach((text, column) => {
        for (const token of new Set(text.split(TOKEN_SEPARATORS).filter(Boolean))) {
          const key = `${token} ${row.id >> 6}`;
          const masks = expected.get(key) ?? [0n, 0n, 0n];
          masks[column] = masks[column]! | (1n << BigInt(row.id & 63));
          expected.set(key, masks);
        }
      });
    const kept = await sql<{ token: string; block: number; title: string; places: string; body: string }>`select k.token,
      b.block, cast(b.title as text) as title, cast(b.places as text) as places, cast(b.body as text) as body
      from trip_search_bits b join trip_search_tokens k on k.id = b.token_id`.execute(db);
    const unsigned = (text: string) => BigInt.asUintN(64, BigInt(text));
    const held = new Map(
      kept.rows
        .map((r) => [`${r.token} ${r.block}`, [r.title, r.places, r.body].map(unsigned)] as const)
        .filter(([, masks]) => masks.some((m) => m !== 0n)),
    );
    expect(held.size).toBeGreaterThan(0);
    expect(Object.fromEntries(held)).toEqual(Object.fromEntries(expected));
    const chunks = await sql<{ token: string; chunk: number; title: Uint8Array; places: Uint8Array; body: Uint8Array }>`select
      k.token, c.chunk, c.title, c.places, c.body from trip_search_chunks c join trip_search_tokens k on k.id = c.token_id`.execute(
      db,
    );
    const inChunks = new Map<string, bigint[]>();
    for (const c of chunks.rows) {
      const blobs = [c.title, c.places, c.body].map((b) => Buffer.from(b));
      expect(blobs.map((b) => b.length)).toEqual([512, 512, 512]);
      for (let k = 0; k < 64; k++) {
        const masks = blobs.map((b) => b.readBigUInt64LE(8 * k));
        if (masks.some((m) => m !== 0n)) inChunks.set(`${c.token} ${64 * c.chunk + k}`, masks);
      }
    }
    expect(Object.fromEntries(inChunks)).toEqual(Object.fromEntries(expected));
    await sql`insert into trip_search_vocab (trip_search_vocab) values ('integrity-check')`.execute(db);
  }

  it('folds in SQL exactly as foldArabic does', async () => {
    const samples = [
      ...ARABIC_FOLDS.map(([from]) => `x${from}y`),
      ...ARABIC_MARKS.map((m) => `ب${m}ت`),
      ...ARABIC_DIGITS.map(([d]) => `رقم ${d}`),
      'إسطنبول جدة مكة مُحَمَّد جـــدة ABC Paris ٢٠٢٦ ۱۴',
    ];
    for (const text of samples) {
      const fold = isPg ? sql<string>`search_fold(${text})` : null;
      if (fold) {
        const row = await sql<{ f: string }>`select ${fold} as f`.execute(t.app.db);
        expect(row.rows[0]!.f, text).toBe(foldArabic(text));
      }
    }
    // On SQLite the fold is only inside the triggers: a trip titled with every sample shows it.
    const id = await insertTrip(samples.join(' | '), riyadh);
    const row = (await searchRows(t.app.db, t.app.dialect)).find((r) => r.id === id)!;
    expect(row.title.replace(/\s+/g, ' ')).toBe(foldArabic(samples.join(' | ')));
    await t.app.db.deleteFrom('trips').where('id', '=', id).execute();
  });

  it('agrees with the trips after back-office edits, unpublishing, publishing again, tags, renames and deletes', async () => {
    await expectIndexAgrees();
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: auth(admin) });

    const edit = await post(`/api/admin/trips/${ids.word}`, { title: 'رحلة الياقوت الأزرق' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await found('الياقوت')).toEqual([ids.word]);
    expect(await found('الزمرد')).toEqual([]);

    const tagged = await post(`/api/admin/trips/${ids.word}`, { tags: [1, 2] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    await expectIndexAgrees();

    expect((await post(`/api/admin/trips/${ids.jeddah}/unpublish`, {})).statusCode).toBe(200);
    expect(await found('كورنيش')).toEqual([]);
    await expectIndexAgrees();
    expect((await post(`/api/admin/trips/${ids.jeddah}/publish`, {})).statusCode).toBe(200);
    expect(await found('كورنيش')).toEqual([ids.jeddah]);

    // A city renamed by hand: its trips are found by the new name.
    await t.app.db.updateTable('cities').set({ name: 'مكة المكرمة' }).where('id', '=', makkah).execute();
    expect(await found('المكرمه')).toEqual([ids.makkah]);
    await t.app.db.updateTable('tags').set({ name: 'وسم معدل' }).where('id', '=', 1).execute();
    expect(await found('وسم معدل الياقوت')).toEqual([ids.word]);

    await t.app.db.deleteFrom('trip_tags').where('trip_id', '=', ids.word).execute();
    await t.app.db.deleteFrom('trips').where('id', '=', ids.makkah).execute();
    expect(await found('مكه')).toEqual([]);
    await expectIndexAgrees();
    // PostgreSQL: the index's own row rewritten by hand takes its lexemes with it.
    if (isPg) {
      await sql`update trip_search set title = 'كلمه جديده' where trip_id = ${ids.word}`.execute(t.app.db);
      expect(await found('جديده')).toEqual([ids.word]);
      await sql`update trip_search set title = ${foldArabic('رحلة الياقوت الأزرق')} where trip_id = ${ids.word}`.execute(
        t.app.db,
      );
      await expectIndexAgrees();
    }
  });

  it('asks the index for the titles that have every word, when the most visited titles have too few', async () => {
    // The suggestions' own lookup (titleMatchIds): the test catalogue is smaller than the most visited
    // titles kept in memory, so suggestions never reach it here.
    const red = await insertTrip('رحلة البرتقال الأحمر', riyadh);
    const green = await insertTrip('رحلة البرتقال الأخضر', riyadh, { description: 'الأحمر في الوصف وحده' });
    const lookup = (text: string) => titleMatchIds(t.app.db, t.app.dialect, foldArabic(text).split(' '), 4);
    // Equal visits: the higher id first.
    expect(await lookup('البرتقال')).toEqual([green, red]);
    expect(await lookup('البرتقال الأحمر')).toEqual([red]);
    expect(await lookup('البرتقال الأزرق')).toEqual([]);
    await t.app.db.deleteFrom('trips').where('id', 'in', [red, green]).execute();
    expect(await lookup('البرتقال')).toEqual([]);
  });

  it('finds trips at the edges of the chunks of 4,096 the masks are read in', async () => {
    const edges = [4_095, 4_096, 8_255];
    for (const id of edges) await insertTrip('رحلة البنفسج', riyadh, { id, description: `رحلة رقم ${id}` });
    // The default sort (highest price) breaks their tie by id, highest first.
    expect(await found('البنفسج')).toEqual([8_255, 4_096, 4_095]);
    expect(await found(`رقم ${4_096}`)).toEqual([4_096]);
    await expectIndexAgrees();
    await t.app.db.deleteFrom('trips').where('id', 'in', edges).execute();
    expect(await found('البنفسج')).toEqual([]);
    await expectIndexAgrees();
  });

  it('builds the words’ masks of the trips already written, and takes them away again', async () => {
    // Every table, index, trigger and function of the app's schema, with its definition.
    const schema = () =>
      isPg
        ? sql<{ name: string; sql: string }>`select c.relname as name, c.relkind::text as sql from pg_class c
            where c.relnamespace = current_schema()::regnamespace
            union all select tgname, pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
              and tgrelid in (select oid from pg_class where relnamespace = current_schema()::regnamespace)
            union all select proname, prosrc from pg_proc where pronamespace = current_schema()::regnamespace
            order by 1, 2`.execute(t.app.db)
        : sql<{ name: string; sql: string }>`select name, sql from sqlite_master where sql is not null order by name`.execute(
            t.app.db,
          );
    const before = (await schema()).rows;
    await chunksMigration.down(t.app.db);
    await bitsMigration.down(t.app.db);
    const left = (await schema()).rows.filter((r) =>
      /^trip_search_(bits|tokens|vocab|term_bits|chunks|term_chunks)/.test(r.name),
    );
    expect(left).toEqual([]);
    await bitsMigration.up(t.app.db);
    await chunksMigration.up(t.app.db);
    expect((await schema()).rows).toEqual(before);
    await expectIndexAgrees();
    // A text not searched before: read from the rebuilt masks, not from matches kept in memory.
    expect(await found('الأزرق')).toEqual([ids.word]);
  });
});

describe('a text search page, picked from its matches in memory (textPage)', () => {
  // 3,000 trips with prices, ratings (some unrated) and visits that tie often, dates spread over
  // more days than the indexes have levels; half of them match, in three tiers. Every sort, filtered
  // and not, is paged by listing each tier and by walking the sort's order of every trip, and both
  // agree with a plain sort.
  let seed = 11;
  // The generator's high bits: its low ones repeat with a short period (by `seed % n`, 19 of the
  // 3,000 trips matched, and none passed the date filter).
  const rnd = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * n);
  };
  const rows: SortColumns[] = Array.from({ length: 3000 }, (_, i) => ({
    id: i * 2 + 1,
    available_until: `2027-0${1 + rnd(9)}-${10 + rnd(19)}`,
    duration: 1 + rnd(8),
    max_adults: 1 + rnd(4),
    to_city_id: 1 + rnd(5),
    to_country_id: 1 + rnd(2),
    from_city_id: rnd(3) || null,
    price: 100 * (1 + rnd(30)),
    average_rating: rnd(4) ? 1 + rnd(40) / 10 : null,
    visits: rnd(20),
  }));
  const columns = tripColumns(rows);
  const matched = rows.filter(() => rnd(2));
  const tierOf = new Map(matched.map((r) => [r.id, rnd(3)]));
  const maxId = rows.at(-1)!.id;
  const matches: TierMasks = [tripBits(maxId), tripBits(maxId), tripBits(maxId)];
  for (const r of matched) for (let t = 0; t <= tierOf.get(r.id)!; t++) addTrip(matches[t]!, r.id);
  const sorts = {
    low_price: (a: SortColumns, b: SortColumns) => a.price - b.price || a.id - b.id,
    high_price: (a: SortColumns, b: SortColumns) => b.price - a.price || b.id - a.id,
    top_rated: (a: SortColumns, b: SortColumns) =>
      Number(a.average_rating === null) - Number(b.average_rating === null) ||
      (b.average_rating ?? 0) - (a.average_rating ?? 0) ||
      b.id - a.id,
    top_visit: (a: SortColumns, b: SortColumns) => b.visits - a.visits || b.id - a.id,
  } as const;
  const filters = [
    {},
    { start_date: '2027-05-01', count_nights: 3, count_persons: 2 },
    { start_date: '2027-03-17' },
    { to_city_id: 2, from_city_id: 1 },
    { to_country_id: 2, count_persons: 3 },
  ];

  // A tag's trips: a third of the matches, and trips that do not match.
  const taggedIds = new Set([...matched.filter((_, i) => i % 3 === 0), ...rows.slice(0, 100)].map((r) => r.id));
  const tagged = tripBitsOf([...taggedIds]);

  it.each(Object.keys(sorts) as (keyof typeof sorts)[])('%s', (sort) => {
    for (const f of filters)
      for (const tag of [null, tagged]) {
        const want = matched
          .filter(
            (r) =>
              (!('start_date' in f) || r.available_until >= f.start_date!) &&
              (!('count_nights' in f) || r.duration >= f.count_nights! + 1) &&
              (!('count_persons' in f) || r.max_adults >= f.count_persons!) &&
              (!('to_city_id' in f) || r.to_city_id === f.to_city_id) &&
              (!('from_city_id' in f) || r.from_city_id === f.from_city_id) &&
              (!('to_country_id' in f) || r.to_country_id === f.to_country_id) &&
              (!tag || taggedIds.has(r.id)),
          )
          .sort((a, b) => tierOf.get(b.id)! - tierOf.get(a.id)! || sorts[sort](a, b))
          .map((r) => r.id);
        // Enough to page through: more than two pages of 12 with every filter.
        expect(want.length, JSON.stringify({ f, tag: !!tag })).toBeGreaterThan(24);
        // Pages in each tier, across tiers, past the last, and deeper than the few kept best.
        for (const [skip, take] of [
          [0, 12],
          [12, 12],
          [96, 12],
          [Math.max(want.length - 5, 0), 12],
          [want.length, 12],
          [0, 1_300],
          [40, 1_300],
        ] as const) {
          const expected = { count: want.length, ids: want.slice(skip, skip + take) };
          const context = JSON.stringify({ f, tag: !!tag, skip, take });
          expect(textPage(matches, columns, sort, f, tag, skip, take, 'list'), context).toEqual(expected);
          expect(textPage(matches, columns, sort, f, tag, skip, take, 'walk'), context).toEqual(expected);
          expect(textPage(matches, columns, sort, f, tag, skip, take), context).toEqual(expected);
        }
      }
  });
});
