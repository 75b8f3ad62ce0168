import type { Kysely } from 'kysely';
import {
  cityPath,
  countryPath,
  DEFAULT_SORT,
  foldArabic,
  PAGE_SIZE,
  parsePicture,
  pictureVariant,
  searchWords,
  tagPath,
  tripPath,
  type ListedTrip,
  type PageMeta,
  type SearchSuggestions,
  type TripFilterQuery,
} from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import type { Dialect } from '../../platform/db/database.ts';
import type { CatalogueView } from './catalogue-cache.ts';
import { cardsInOrder, pageMeta, withFavourites } from './repositories/trips.ts';
import { LRUCache } from 'lru-cache';
import {
  suggestionPlaces,
  mostVisitedTitles,
  textIndexVersion,
  textMatches,
  titleMatchIds,
  titleTypoIds,
  tripSuggestionRows,
  type TripSuggestionRow,
} from './repositories/trip-text-search.ts';
import { publishedVisits, sortColumns } from './repositories/trip-search-queries.ts';
import { prepareColumns, textPage, tripColumns, withVisits, type TripColumns } from './text-pages.ts';
import { tripBitsOf, type TierMasks, type TripBits } from './repositories/trip-bits.ts';

// Free-text search (issue 30, item 1): `q` on GET /api/trips/filter, and the header box's
// suggestions. Both fold what was typed with the contract's foldArabic (searchWords), as the
// database folded the trips' text (repositories/trip-text-search.ts has the SQL). Answers are kept
// under the catalogue version like the rest of search.

/** The words a search's `q` is matched by: a single letter names nothing and is left out. */
export function textSearchWords(q: string | undefined): string[] {
  if (!q) return [];
  return searchWords(q).filter((w) => [...w].length >= 2);
}

async function loadColumns(db: Kysely<DB>): Promise<TripColumns> {
  return tripColumns(await sortColumns(db));
}

/**
 * What text searches keep per database, for one catalogue version: the columns, each text's matches
 * as bits by trip id (the least recently used go first, past MATCHES_MAX bytes in all) and each tag's trips.
 */
interface TextStore {
  version: number;
  columns: Promise<TripColumns> | null;
  /** A read of newer visits under way (readVisits). */
  visitsRead: Promise<void> | null;
  matches: LRUCache<string, TierMasks>;
  loading: Map<string, Promise<TierMasks>>;
  tags: LRUCache<number, Promise<TripBits>>;
  /** The most visited trips' folded titles, for suggestions. */
  topTitles: Promise<{ id: number; title: string }[]> | null;
  /** The text index's version (textIndexVersion) as this store began; null when it could not be read. */
  textVersion: Promise<number | null>;
  /** Settles once that version is known and the previous store's matches are carried over, or not. */
  ready: Promise<void>;
}

/**
 * Bytes of matches kept in all: a text's masks are 12 bytes per 32 trips (375 KB at 1,000,000 trips,
 * whatever its matches), so 128 texts at that size.
 */
const MATCHES_MAX = 48_000_000;
/**
 * The "most visited" order changes with every trip view, which the version does not follow: for that
 * sort the visits are read again when a minute old (as the deep pages' visits index, trip-search.ts),
 * in the background (readVisits).
 */
const VISITS_MS = 60_000;

/** Tags whose trips are kept (a bit per trip id, up to the largest of theirs). */
const TAGS_MAX = 20;

const stores = new WeakMap<Kysely<DB>, TextStore>();

/** The texts a new catalogue version reads again ahead of visitors: the most recently searched. */
const CARRIED_TEXTS = 16;

function storeOf(db: Kysely<DB>, view: CatalogueView, dialect: Dialect): TextStore {
  const kept = stores.get(db);
  if (kept?.version === view.version) return kept;
  const store: TextStore = {
    version: view.version,
    columns: null,
    visitsRead: null,
    matches: new LRUCache({ maxSize: MATCHES_MAX, sizeCalculation: (m) => Math.max(1, 12 * m[0].length) }),
    loading: new Map(),
    tags: new LRUCache({ max: TAGS_MAX }),
    topTitles: null,
    textVersion: textIndexVersion(db).catch(() => null),
    ready: Promise.resolve(),
  };
  store.ready = carryOver(db, dialect, kept, store);
  stores.set(db, store);
  return store;
}

/**
 * A new catalogue version drops what was kept (as catalogue-cache.ts does), except each text's
 * matches when the text index has not changed since they were read: most changes are a price, seats
 * or a banner. When it has, the texts visitors were searching are read again at once, in turn, so the
 * next visitor does not wait for a popular word's matches (0.6 s for a word in one trip in nine at
 * 1,000,000 trips on PostgreSQL). Matches are read only once the store's own text version is known,
 * so none can be older than the version they are kept under.
 */
async function carryOver(db: Kysely<DB>, dialect: Dialect, from: TextStore | undefined, to: TextStore) {
  const now = await to.textVersion;
  if (!from) return;
  const before = await from.textVersion;
  if (now !== null && before === now) {
    to.matches = from.matches;
    return;
  }
  const texts = [...from.matches.keys()].slice(0, CARRIED_TEXTS);
  setImmediate(() => void readAhead(db, dialect, to, texts));
}

/** Reads the texts' matches into the store, in turn, until a newer version replaces it. */
async function readAhead(db: Kysely<DB>, dialect: Dialect, store: TextStore, texts: string[]): Promise<void> {
  for (const text of texts) {
    if (stores.get(db) !== store) return;
    await matchesOf(db, dialect, store, text.split(' ')).catch(() => undefined);
  }
}

/** What text search holds for this database now (the tests look): its versions, columns and texts. */
export async function keptTextSearch(
  db: Kysely<DB>,
): Promise<{ version: number; textVersion: number | null; columns: boolean; texts: string[] } | null> {
  const store = stores.get(db);
  if (!store) return null;
  await store.ready;
  const { version, columns, matches } = store;
  return { version, textVersion: await store.textVersion, columns: columns !== null, texts: [...matches.keys()] };
}

/**
 * Reads the columns every text search filters by, ahead of the first one (the server's start): that
 * first search otherwise waits for every published trip's row (0.35 s at 100,000 trips on
 * PostgreSQL, seconds at 1,000,000), and for the default sort's order and the filters' indexes built
 * from them (text-pages.ts). Never fails: a search after a failure reads them itself.
 */
export async function readTextSearchAhead(db: Kysely<DB>, view: CatalogueView, dialect: Dialect): Promise<void> {
  const columns = await columnsOf(db, storeOf(db, view, dialect), false).catch(() => null);
  if (columns) await prepareColumns(columns, DEFAULT_SORT);
}

function columnsOf(db: Kysely<DB>, store: TextStore, visits: boolean): Promise<TripColumns> {
  const kept = store.columns;
  if (!kept) {
    const columns = loadColumns(db);
    store.columns = columns;
    columns.catch(() => {
      if (store.columns === columns) store.columns = null;
    });
    return columns;
  }
  if (!visits) return kept;
  return kept.then((c) => {
    if (Date.now() - c.loadedAt >= VISITS_MS) readVisits(db, store, kept, c);
    return c;
  });
}

/**
 * Reads the visits again in the background, and then answers with them: the search that finds them
 * a minute old answers at once with the order it has. Only the visits are read (at 1,000,000 trips
 * every column was seconds, and the order, level masks and lists built from them again); the trips
 * and their other columns are this catalogue version's.
 */
function readVisits(db: Kysely<DB>, store: TextStore, kept: Promise<TripColumns>, c: TripColumns): void {
  if (store.visitsRead) return;
  store.visitsRead = publishedVisits(db)
    .then(async (rows) => {
      const fresh = withVisits(c, rows) ?? (await loadColumns(db));
      if (store.columns === kept) store.columns = Promise.resolve(fresh);
    })
    .catch(() => undefined)
    .finally(() => {
      store.visitsRead = null;
    });
}

async function matchesOf(db: Kysely<DB>, dialect: Dialect, store: TextStore, words: string[]): Promise<TierMasks> {
  await store.ready;
  const key = words.join(' ');
  const kept = store.matches.get(key);
  if (kept) return kept;
  let loading = store.loading.get(key);
  if (!loading) {
    loading = textMatches(db, dialect, words);
    store.loading.set(key, loading);
    const done = loading;
    done
      .then((m) => store.matches.set(key, m))
      .catch(() => undefined)
      .finally(() => store.loading.delete(key));
  }
  return loading;
}

function tagTrips(db: Kysely<DB>, store: TextStore, tagId: number): Promise<TripBits> {
  let kept = store.tags.get(tagId);
  if (!kept) {
    kept = db
      .selectFrom('trip_tags')
      .select('trip_id')
      .where('tag_id', '=', tagId)
      .execute()
      .then((rows) => tripBitsOf(rows.map((r) => r.trip_id)));
    store.tags.set(tagId, kept);
    kept.catch(() => store.tags.delete(tagId));
  }
  return kept;
}

/**
 * One page of a free-text search: matches ranked by relevance, then in the sort's order. The text's
 * matches are read once per catalogue version (whatever the filters, sort and page); each search
 * then filters, counts and pages them in memory, and reads its page's cards.
 */
export async function filterTripsByText(
  db: Kysely<DB>,
  view: CatalogueView,
  dialect: Dialect,
  f: TripFilterQuery,
  words: string[],
  filtersKey: string,
  customerId: number | null,
): Promise<{ data: ListedTrip[]; meta: PageMeta }> {
  const page = f.page ?? 1;
  const sort = f.sort_by ?? DEFAULT_SORT;
  const store = storeOf(db, view, dialect);
  const [columns, matches, tag] = await Promise.all([
    columnsOf(db, store, sort === 'top_visit'),
    matchesOf(db, dialect, store, words),
    f.tag_id ? tagTrips(db, store, f.tag_id) : null,
  ]);
  const { count, ids } = textPage(matches, columns, sort, f, tag, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const read = () => cardsInOrder(db, ids);
  // The "most visited" order changes with every trip view, which the version does not follow.
  const cards = sort === 'top_visit' ? await read() : await view.get(`text-page:${sort}:${page}:${filtersKey}`, read);
  const [data] = await withFavourites(db, [cards], customerId);
  return { data: data!, meta: pageMeta(page, count) };
}

/** At most this many suggestions in all; each group at most its own share. */
export const SUGGESTIONS_MAX = 8;
const GROUP_MAX = { countries: 2, cities: 3, tags: 2, trips: 4 } as const;

interface Place {
  id: number;
  name: string;
  folded: string;
}
interface Places {
  countries: Place[];
  cities: (Place & { country: string })[];
  tags: Place[];
}

async function loadPlaces(db: Kysely<DB>): Promise<Places> {
  const raw = await suggestionPlaces(db);
  const fold = <T extends { name: string }>(rows: T[]) => rows.map((r) => ({ ...r, folded: foldArabic(r.name) }));
  return { countries: fold(raw.countries), cities: fold(raw.cities), tags: fold(raw.tags) };
}

/**
 * A place matches when every word is in its name; one whose name (or a word of it) starts with the
 * first word comes first.
 */
function matchPlaces<P extends Place>(places: P[], words: string[], max: number): P[] {
  const hits = places.filter((p) => words.every((w) => p.folded.includes(w)));
  const starts = (p: P) => p.folded.startsWith(words[0]!) || p.folded.includes(` ${words[0]}`);
  return [...hits.filter(starts), ...hits.filter((p) => !starts(p))].slice(0, max);
}

/** The first picture of a trip, at its narrowest width when it is an uploaded one. */
function smallPicture(imagesJson: string): string | null {
  let first: unknown;
  try {
    first = (JSON.parse(imagesJson) as unknown[])[0];
  } catch {
    return null;
  }
  if (typeof first !== 'string') return null;
  const picture = parsePicture(first);
  return picture ? pictureVariant(picture.id, picture.widths[0]!, 'jpg') : first;
}

/**
 * The trips suggested for the words: those whose title has them all (as a part of a word), the most
 * visited first (the visits as they were when first asked at this catalogue version). The titles of
 * the TOP_TITLES most visited trips are kept and looked through first; only a text found fewer times
 * there asks the index (then for few rows). Only when nothing was found as typed, no place either
 * (PostgreSQL): the titles within a typo of them (هل تقصد).
 */
async function suggestedTrips(
  db: Kysely<DB>,
  view: CatalogueView,
  dialect: Dialect,
  words: string[],
  placesFound: boolean,
): Promise<TripSuggestionRow[]> {
  const long = words.filter((w) => [...w].length >= 3);
  if (!long.length) return [];
  const store = storeOf(db, view, dialect);
  if (!store.topTitles) {
    const loading = mostVisitedTitles(db, dialect, TOP_TITLES);
    store.topTitles = loading;
    loading.catch(() => {
      if (store.topTitles === loading) store.topTitles = null;
    });
  }
  const titles = await store.topTitles;
  let ids = titles
    .filter((t) => long.every((w) => t.title.includes(w)))
    .slice(0, GROUP_MAX.trips)
    .map((t) => t.id);
  if (ids.length < GROUP_MAX.trips && titles.length === TOP_TITLES) ids = await titleMatchIds(db, dialect, long, GROUP_MAX.trips);
  if (!ids.length && !placesFound) ids = await titleTypoIds(db, dialect, long, GROUP_MAX.trips);
  return tripSuggestionRows(db, ids);
}

/** How many of the most visited trips' titles suggestions look through in memory. */
const TOP_TITLES = 2_000;

export async function searchSuggestions(
  db: Kysely<DB>,
  view: CatalogueView,
  dialect: Dialect,
  q: string,
): Promise<SearchSuggestions> {
  const words = textSearchWords(q);
  const empty: SearchSuggestions = { countries: [], cities: [], tags: [], trips: [], did_you_mean: null };
  // After two letters (docs/product.md, "Search").
  if (!words.length || [...words.join('')].length < 2) return empty;
  const places = await view.get('suggestion-places', () => loadPlaces(db));
  const countries = matchPlaces(places.countries, words, GROUP_MAX.countries);
  const cities = matchPlaces(places.cities, words, GROUP_MAX.cities);
  const tags = matchPlaces(places.tags, words, GROUP_MAX.tags);
  const placeCount = countries.length + cities.length + tags.length;
  const tripRows = await view.get(`suggestion-trips:${words.join(' ')}`, () =>
    suggestedTrips(db, view, dialect, words, placeCount > 0),
  );
  // Eight at most: the trips keep two rows when they have them, the places the rest (tags given up
  // first, then cities, then countries).
  const tripsShown = Math.min(tripRows.length, Math.max(2, SUGGESTIONS_MAX - countries.length - cities.length - tags.length));
  let room = SUGGESTIONS_MAX - tripsShown;
  const fit = <T>(list: T[]) => {
    const kept = list.slice(0, Math.max(room, 0));
    room -= kept.length;
    return kept;
  };
  const keptCountries = fit(countries);
  const keptCities = fit(cities);
  const keptTags = fit(tags);
  const answer: SearchSuggestions = {
    countries: keptCountries.map((c) => ({ id: c.id, name: c.name, link: countryPath(c.id, c.name) })),
    cities: keptCities.map((c) => ({ id: c.id, name: c.name, country: c.country, link: cityPath(c.id, c.name) })),
    tags: keptTags.map((t) => ({ id: t.id, name: t.name, link: tagPath(t.id) })),
    trips: tripRows.slice(0, tripsShown).map((t) => ({
      id: t.id,
      title: t.title,
      link: tripPath(t.id, t.title),
      price: t.price,
      image: smallPicture(t.images),
    })),
    did_you_mean: null,
  };
  // Nothing found as typed (PostgreSQL may still have found trips within a typo): the nearest place.
  const exactTrip = tripRows.some((t) => words.every((w) => foldArabic(t.title).includes(w)));
  if (!placeCount && !exactTrip) answer.did_you_mean = closestDestination(places, words.join(' '));
  return answer;
}

/** The country or city whose name is nearest to what was typed, if any is near enough. */
export function closestDestination(places: Places, typed: string): SearchSuggestions['did_you_mean'] {
  let best: { kind: 'country' | 'city'; place: Place; score: number } | null = null;
  for (const [kind, list] of [
    ['country', places.countries],
    ['city', places.cities],
  ] as const)
    for (const place of list) {
      const score = trigramSimilarity(typed, place.folded);
      if (score >= DID_YOU_MEAN_MIN && (!best || score > best.score)) best = { kind, place, score };
    }
  if (!best) return null;
  const { kind, place } = best;
  return {
    kind,
    id: place.id,
    name: place.name,
    link: kind === 'country' ? countryPath(place.id, place.name) : cityPath(place.id, place.name),
  };
}

/** pg_trgm's default similarity threshold. */
const DID_YOU_MEAN_MIN = 0.3;

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all the trigrams of both. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const all = x.size + y.size - shared;
  return all ? shared / all : 0;
}
