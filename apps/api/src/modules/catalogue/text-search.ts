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
import { suggestionPlaces, textMatchCount, textMatchPage, tripSuggestionRows } from './repositories/trip-text-search.ts';

// Free-text search (issue 30, item 1): `q` on GET /api/trips/filter, and the header box's
// suggestions. Both fold what was typed with the contract's foldArabic (searchWords), as the
// database folded the trips' text (repositories/trip-text-search.ts has the SQL). Answers are kept
// under the catalogue version like the rest of search.

/** The words a search's `q` is matched by: a single letter names nothing and is left out. */
export function textSearchWords(q: string | undefined): string[] {
  if (!q) return [];
  return searchWords(q).filter((w) => [...w].length >= 2);
}

/** One page of a free-text search: matches ranked by relevance, then in the sort's order. */
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
  const count = await view.get(`text-count:${filtersKey}`, () => textMatchCount(db, dialect, words, f));
  const read = async () => {
    const skip = (page - 1) * PAGE_SIZE;
    if (skip >= count) return [];
    return cardsInOrder(db, await textMatchPage(db, dialect, words, f, sort, skip, PAGE_SIZE));
  };
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
  const tripRows = await view.get(`suggestion-trips:${words.join(' ')}`, () =>
    tripSuggestionRows(db, dialect, words, GROUP_MAX.trips),
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
  const placeCount = countries.length + cities.length + tags.length;
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
