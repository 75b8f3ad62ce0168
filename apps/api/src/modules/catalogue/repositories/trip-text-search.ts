/* eslint-disable @typescript-eslint/no-explicit-any -- SQLite's rowid and FTS5 tables are outside the typed schema */
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { rawSqlite, type Dialect } from '../../../platform/db/database.ts';
import { isPublished } from './trips.ts';
import { addTrip, idsOf, keepOnly, tripBits, type TierMasks, type TripBits } from './trip-bits.ts';

// The SQL of free-text search (issue 30) over trip_search, the folded text the database keeps per
// published trip (migration 2026-11-28T0900-trip-search). Words come folded (the contract's
// searchWords); each must match. SQLite: a word is found where it occurs in the text (a prefix or
// part of a word too), from masks of 64 trips kept per word of the text (migration
// 2026-11-29T1100-trip-search-bits), read in chunks of 4,096 trips (2026-11-29T1200-trip-search-chunks).
// PostgreSQL: the `arabic` text search (stemmed, each word a prefix) over the whole text, read from
// the same masks kept per lexeme (trip_search_term_bits and its chunks, same migrations); only when
// that finds nothing, every word within pg_trgm's word similarity of the title and places (a typo).
// Suggestions look in the titles (SQLite: the title masks; PostgreSQL: a pg_trgm index of the title,
// migration 2026-11-28T1630-trip-search-title).
//
// Relevance is a tier, so that the visitor's sort still orders the results: 2 when every word is in
// the title, 1 when every word is in the title or the places (city, country, tags, company), else 0
// (on PostgreSQL "in" is as its text search has it: a stemmed word's prefix).

const READ_TEXT_VERSION = CompiledQuery.raw('select version from trip_search_version where id = 1');

/**
 * A number the database raises whenever trip_search may have changed (migration
 * 2026-11-28T2000-trip-search-version): matches read under the same number are still true.
 */
export async function textIndexVersion(db: Kysely<DB>): Promise<number> {
  const { rows } = await db.executeQuery<{ version: number | string }>(READ_TEXT_VERSION);
  return Number(rows[0]?.version ?? 0);
}

/** Words the trigram index can look up: three letters or more. */
const indexable = (w: string) => [...w].length >= 3;

const ftsPhrase = (w: string) => `"${w.replace(/"/g, '""')}"`;

const head = sql`(s.title || ' ' || s.places)`;

/** No trip (masks of length 0: shared, as nothing writes into matches once read). */
const NO_MATCHES: TierMasks = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * SQLite: the tokens that contain the word: those a trigram index of the vocabulary finds, or for a
 * word of two letters (no trigram), those instr() finds in the vocabulary, as it found them in the
 * text before.
 */
const WORD_TOKENS = 'select rowid from trip_search_vocab where trip_search_vocab match ?';
const SHORT_WORD_TOKENS = 'select id from trip_search_tokens where instr(token, ?) > 0';
// A word's tokens' trips in chunks of 4,096 (migration 2026-11-29T1200-trip-search-chunks): per
// column a blob of 64 masks of 64 trips, little-endian. Every chunk of the word comes in one blob,
// each as its number (4 bytes, big-endian) and its title, places and body (CHUNK_RECORD bytes in
// all): a row, and a Buffer for each of its blobs, cost more to hand to JavaScript than the bytes (a
// word of 980 chunks at 1,000,000 trips: 5.2 ms as rows of three blobs, 1.3 ms as one blob).
// group_concat() joins the bytes as they are (a blob is text of the same bytes; search-text.test.ts
// compares what is read with the trips).
const ALL_CHUNKS = `select cast(group_concat(cast(unhex(printf('%08x', chunk)) || title || places || body as blob), '') as blob)
  from trip_search_chunks where token_id in`;
const CHUNK_RECORD = 4 + 3 * 512;
// Suggestions ask the titles only, from trip_search_bits (migration 2026-11-29T1100-trip-search-bits):
// the partial index of the rows whose title has a trip reads no row of a token only descriptions
// have (a word in 1 description in 9 at 1,000,000 trips: 26 ms). Each 64-bit mask as its low and high
// 32 bits (JavaScript numbers hold 53).
const TITLE_ONLY = `select block, title & 4294967295 as tl, title >> 32 as th
  from trip_search_bits where title <> 0 and token_id in`;
type TitleRow = [block: number, titleLow: number, titleHigh: number];

/** The rows `columns` selects for the tokens that contain the word. */
async function tokenRows<Row extends unknown[]>(db: Kysely<DB>, word: string, columns: string): Promise<Row[]> {
  const [tokens, param] = indexable(word) ? [WORD_TOKENS, ftsPhrase(word)] : [SHORT_WORD_TOKENS, word];
  const select = `${columns} (${tokens})`;
  const raw = rawSqlite<Row>(db, select, [param]);
  if (raw) return raw;
  const rows = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(select, [param]));
  // In the order selected.
  return rows.rows.map((r) => Object.values(r) as Row);
}

/** Whether this machine stores numbers least significant byte first, as the chunks are written. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** Bytes of chunks as their 32-bit words, in place when they can be. */
function chunkWords(blob: Uint8Array): Int32Array {
  if (LITTLE_ENDIAN && blob.byteOffset % 4 === 0) return new Int32Array(blob.buffer, blob.byteOffset, blob.byteLength >> 2);
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  return Int32Array.from({ length: blob.byteLength >> 2 }, (_, i) => view.getInt32(4 * i, true));
}

/** A word's title bits (trip-bits.ts) from its tokens' rows of trip_search_bits: the union over the tokens. */
function titleBits(rows: TitleRow[]): TripBits {
  let blocks = 0;
  for (const row of rows) if (row[0] >= blocks) blocks = row[0] + 1;
  // Two 32-bit words per block of 64: word 2k holds trips 64k..64k+31, word 2k+1 the next 32.
  const bits = new Int32Array(2 * blocks);
  for (const [block, low, high] of rows) {
    bits[2 * block] |= low;
    bits[2 * block + 1] |= high;
  }
  return bits;
}

/**
 * The trips that have every word, each at the lowest over the words of the best tier the word earns
 * in it: the words' masks of each tier ANDed (the first word's are written over).
 */
function allWords(words: TierMasks[]): TierMasks | null {
  const [first, ...rest] = words;
  if (!first) return null;
  for (const other of rest)
    for (let tier = 0; tier < 3; tier++) {
      const mine = first[tier]!;
      const theirs = other[tier]!;
      for (let w = 0; w < mine.length; w++) mine[w] &= theirs[w] ?? 0;
    }
  return first;
}

/** A word's masks by tier (trip-bits.ts) from its tokens' chunks (ALL_CHUNKS): the union over the tokens. */
function chunkTierMasks(blob: Uint8Array | null): TierMasks {
  const records = blob ? Math.floor(blob.byteLength / CHUNK_RECORD) : 0;
  if (!blob || !records) return NO_MATCHES;
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  let chunks = 0;
  for (let r = 0; r < records; r++) chunks = Math.max(chunks, view.getUint32(r * CHUNK_RECORD) + 1);
  // 128 32-bit words per chunk of 4,096 trips.
  const masks: TierMasks = [new Int32Array(128 * chunks), new Int32Array(128 * chunks), new Int32Array(128 * chunks)];
  const [any, head, title] = masks;
  for (let r = 0; r < records; r++) {
    const at = r * CHUNK_RECORD;
    // title, places, body: 128 words each.
    const words = chunkWords(blob.subarray(at + 4, at + CHUNK_RECORD));
    for (let i = 0, w = 128 * view.getUint32(at); i < 128; i++, w++) {
      const t = words[i]!;
      const h = t | words[128 + i]!;
      title[w] |= t;
      head[w] |= h;
      any[w] |= h | words[256 + i]!;
    }
  }
  return masks;
}

/**
 * SQLite: each word's trips from its tokens' masks, read in chunks of 4,096 trips (migration
 * 2026-11-29T1200-trip-search-chunks; the FTS5 column indexes before 2026-11-29T1100 read a position
 * for every place the word occurs). A word in every one of 1,000,000 trips is 245 rows a token: 64
 * times fewer than trip_search_bits (each row handed to JavaScript cost 0.4 µs: 28 ms for a word of 4
 * such tokens). A trip's tier is the lowest, over the words, of the best tier the word earns in it; a
 * trip some word is not in has none.
 */
async function bitsMatches(db: Kysely<DB>, words: string[]): Promise<TierMasks> {
  const masks: TierMasks[] = [];
  for (const word of words)
    masks.push(chunkTierMasks((await tokenRows<[Uint8Array | null]>(db, word, ALL_CHUNKS))[0]?.[0] ?? null));
  return allWords(masks) ?? NO_MATCHES;
}

/**
 * Every published trip that has all the words, by tier (see above), unfiltered and unsorted:
 * text-search.ts keeps them per text and catalogue version, and text-pages.ts filters, counts and
 * pages them in memory.
 *
 * SQLite: the words' tokens' masks (bitsMatches). PostgreSQL: the `arabic` text search, each word a
 * prefix (termMatches); only when that finds nothing, every word within pg_trgm's word similarity
 * of the title and places (a typo).
 */
export async function textMatches(db: Kysely<DB>, dialect: Dialect, words: string[]): Promise<TierMasks> {
  if (dialect === 'sqlite') return bitsMatches(db, words);
  const found = await termMatches(db, words);
  if (found[0].some((w) => w !== 0)) return found;
  // Three rows (a tier and its ids as text) rather than a row per match: a word in every trip is
  // 100,000 rows, whose parsing took a third of the time.
  const rows = await sql<{ tier: number; ids: string }>`select m.tier, string_agg(m.id::text, ',') as ids from (
      select s.trip_id as id, ${typoTier(words)} as tier from trip_search s
      where ${sql.join(
        words.map((w) => sql`${w} operator(public.<%) ${head}`),
        sql` and `,
      )}
    ) m group by m.tier`.execute(db);
  const lists = rows.rows.map((row) => ({ tier: Number(row.tier), ids: row.ids.split(',').map(Number) }));
  const maxId = lists.reduce((m, l) => l.ids.reduce((a, id) => Math.max(a, id), m), 0);
  const masks: TierMasks = [tripBits(maxId), tripBits(maxId), tripBits(maxId)];
  // A trip is in the mask of its tier and of every tier below it.
  for (const { tier, ids } of lists) for (const id of ids) for (let t = 0; t <= tier; t++) addTrip(masks[t]!, id);
  return masks;
}

/**
 * PostgreSQL: the trips having, for every word, a lexeme that begins with the word's own lexeme (its
 * stem in the `arabic` configuration; a stop word asks nothing), as `doc @@ to_tsquery('w:*')` would,
 * from the lexemes' masks of 64 trips (trip_search_term_bits, migration
 * 2026-11-29T1100-trip-search-bits; a trip's bit is in the mask of the best tier the lexeme earns
 * there), read in chunks of 64 of them (trip_search_term_chunks, 2026-11-29T1200-trip-search-chunks).
 * A trip's tier is the lowest, over the words, of the best tier the word earns in it: 2 when
 * every word is in the title, 1 when every word is in the title or the places, else 0.
 *
 * The stems are asked first, so that each range reaches the planner as a value it can estimate (from
 * a CTE, a word in every trip was planned as 3 million rows and compiled by JIT: 270 ms). Each range
 * comes back as one bytea of its chunks, which the driver hands over whole, where rows of numbers or
 * text are parsed one by one; the lexemes' masks of one block are ORed here (grouped by block in SQL,
 * a stem of three lexemes at 1,000,000 trips was sorted on disk: 23 ms against 19).
 */
async function termMatches(db: Kysely<DB>, words: string[]): Promise<TierMasks> {
  const stems = await sql<{ lexeme: string }>`select distinct l.lexeme
    from unnest(${words}::text[]) w(word), unnest(to_tsvector('pg_catalog.arabic', w.word)) l`.execute(db);
  if (!stems.rows.length) return NO_MATCHES;
  const ranges = stems.rows.map(
    ({ lexeme }) => sql`(select coalesce(string_agg(int4send(chunk) || int4send(length(masks)) || masks, ''::bytea), ''::bytea)
      from trip_search_term_chunks where term >= ${lexeme} and term < ${lexeme + LAST_CHAR})`,
  );
  const rows = await sql<{ masks: Buffer }>`${sql.join(
    ranges.map((range) => sql`select ${range} as masks`),
    sql` union all `,
  )}`.execute(db);
  return allWords(rows.rows.map(({ masks }) => termChunkMasks(masks))) ?? NO_MATCHES;
}

/**
 * A stem's masks by tier (trip-bits.ts) from a bytea of chunks: per chunk its number and length (int4), then
 * per block its place in the chunk, a byte of which masks follow (1 title, 2 places, 4 body) and
 * those masks (int8), big-endian.
 */
function termChunkMasks(chunks: Buffer): TierMasks {
  const view = new DataView(chunks.buffer, chunks.byteOffset, chunks.byteLength);
  let size = 0;
  for (let at = 0; at + 8 <= chunks.byteLength; at += 8 + view.getInt32(at + 4))
    size = Math.max(size, 128 * (view.getInt32(at) + 1));
  const masks: TierMasks = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  const [any, head, title] = masks;
  for (let at = 0; at + 8 <= chunks.byteLength;) {
    const first = 128 * view.getInt32(at);
    const end = at + 8 + view.getInt32(at + 4);
    for (at += 8; at + 2 <= end;) {
      // Word 2k of block k holds its trips 64k..64k+31: an int8's low half, its second 4 bytes.
      const w = first + 2 * view.getUint8(at);
      const which = view.getUint8(at + 1);
      at += 2;
      for (let m = 0; m < 3; m++) {
        if (!(which & (1 << m))) continue;
        const low = view.getInt32(at + 4);
        const high = view.getInt32(at);
        at += 8;
        // title (m 0) is in every tier, places (1) in head and any, body (2) in any.
        if (m === 0) {
          title[w] |= low;
          title[w + 1] |= high;
        }
        if (m <= 1) {
          head[w] |= low;
          head[w + 1] |= high;
        }
        any[w] |= low;
        any[w + 1] |= high;
      }
    }
    at = end;
  }
  return masks;
}

/** Above every character in the C collation: a prefix's range ends below its text followed by it. */
const LAST_CHAR = String.fromCodePoint(0x10ffff);

/** PostgreSQL, a typo's matches: 2 when every word is in the title as typed, 1 in the title and places, else 0. */
function typoTier(words: string[]): RawBuilder<number> {
  const all = (text: RawBuilder<unknown>) =>
    sql.join(
      words.map((w) => sql`strpos(${text}, ${w}) > 0`),
      sql` and `,
    );
  return sql<number>`(case when ${all(sql`s.title`)} then 2 when ${all(head)} then 1 else 0 end)`;
}

/** SQLite: the trips whose title has every word, from the words' tokens' title masks. */
async function titleBitsIds(db: Kysely<DB>, words: string[]): Promise<number[]> {
  let all: TripBits | null = null;
  for (const word of words) {
    const bits = titleBits(await tokenRows<TitleRow>(db, word, TITLE_ONLY));
    if (all) keepOnly(all, bits);
    else all = bits;
  }
  return all ? [...idsOf(all)] : [];
}

/**
 * The most visited published trips whose title has every word (three letters or more: shorter ones
 * name no trigram), as a part of a word: SQLite's title masks (titleBitsIds), PostgreSQL's pg_trgm
 * index of the title (LIKE). text-search.ts asks only for words rare among the most visited
 * trips.
 */
export async function titleMatchIds(db: Kysely<DB>, dialect: Dialect, words: string[], limit: number): Promise<number[]> {
  const long = words.filter(indexable);
  if (!long.length) return [];
  let inTitle: RawBuilder<boolean>;
  if (dialect === 'sqlite') {
    const ids = await titleBitsIds(db, long);
    if (!ids.length) return [];
    inTitle = sql<boolean>`trips.id in (select value from json_each(${JSON.stringify(ids)}))`;
  } else
    inTitle = sql<boolean>`trips.id in (select trip_id from trip_search s where ${sql.join(
      long.map((w) => sql`s.title like ${`%${likeEscape(w)}%`}`),
      sql` and `,
    )})`;
  // The few matches are read first and then ordered: walking the visits index instead, checking
  // each trip against them, read every trip when they were fewer than `limit`. Both planners pick
  // that walk for a LIMIT (PostgreSQL: 250 ms for a country name in no title at 100,000 trips, 2 ms
  // without), so the order is by an expression no index has (SQLite `+`, PostgreSQL `+ 0`).
  const rows = await db
    .selectFrom('trips')
    .where(inTitle)
    .where(isPublished)
    .orderBy(dialect === 'sqlite' ? sql`+trips.visits` : sql`trips.visits + 0`, 'desc')
    .orderBy('trips.id', 'desc')
    .select('trips.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The `n` most visited published trips' folded titles, most visited first (ties by id, as applySort). */
export async function mostVisitedTitles(db: Kysely<DB>, dialect: Dialect, n: number): Promise<{ id: number; title: string }[]> {
  const on = dialect === 'sqlite' ? sql`s.rowid = trips.id` : sql`s.trip_id = trips.id`;
  const rows = await sql<{ id: number; title: string }>`select trips.id, s.title from trips join trip_search s on ${on}
    where ${isPublished} order by trips.visits desc, trips.id desc limit ${n}`.execute(db);
  return rows.rows;
}

const likeEscape = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * PostgreSQL only, when nothing was found as typed ("هل تقصد"): the trips whose title has every word
 * within pg_trgm's word similarity (الرياص finds الرياض), the most similar first.
 */
export async function titleTypoIds(db: Kysely<DB>, dialect: Dialect, words: string[], limit: number): Promise<number[]> {
  const long = words.filter(indexable);
  if (dialect !== 'postgres' || !long.length) return [];
  const rows = await sql<{ id: number }>`select s.trip_id as id from trip_search s where ${sql.join(
    long.map((w) => sql`${w} operator(public.<%) s.title`),
    sql` and `,
  )} order by ${sql.join(
    long.map((w) => sql`public.word_similarity(${w}, s.title)`),
    sql` + `,
  )} desc, s.trip_id desc limit ${limit}`.execute(db);
  return rows.rows.map((r) => r.id);
}

export interface TripSuggestionRow {
  id: number;
  title: string;
  price: number;
  images: string;
}

/** The suggested trips' rows, in the order given. */
export async function tripSuggestionRows(db: Kysely<DB>, ids: number[]): Promise<TripSuggestionRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('trips')
    .where('id', 'in', ids)
    .where(isPublished)
    .select(['trips.id', 'trips.title', 'trips.price', 'trips.images'])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, { ...r, price: Number(r.price) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every row of the index, by trip id (the tests compare it with the trips). */
export async function searchRows(db: Kysely<DB>, dialect: Dialect) {
  const id = dialect === 'sqlite' ? sql<number>`rowid` : sql<number>`trip_id`;
  const rows = await (db.selectFrom('trip_search') as any)
    .select([id.as('id'), 'title', 'places', 'body'])
    .orderBy(id)
    .execute();
  return rows as { id: number; title: string; places: string; body: string }[];
}

/** The countries, cities and tags suggestions are picked from (a few hundred rows at most). */
export async function suggestionPlaces(db: Kysely<DB>) {
  const [countries, cities, tags] = await Promise.all([
    db.selectFrom('countries').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select(['cities.id', 'cities.name', 'countries.name as country'])
      .orderBy('cities.id')
      .execute(),
    db.selectFrom('tags').select(['id', 'name']).orderBy('id').execute(),
  ]);
  return { countries, cities, tags };
}
