/* eslint-disable @typescript-eslint/no-explicit-any -- the text match is joined onto the search's own builders */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SortBy, TripFilterQuery } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { Dialect } from '../../../platform/db/database.ts';
import { applyFilters, applySort } from './trip-search-queries.ts';
import { isPublished } from './trips.ts';

// The SQL of free-text search (issue 30) over trip_search, the folded text the database keeps per
// published trip (migration 2026-11-28T0900-trip-search). Words come folded (the contract's
// searchWords); each must match. SQLite: the FTS5 trigram index finds each word of three letters or
// more where it occurs in the text (a prefix or part of a word too), shorter ones are checked on the
// rows it found. PostgreSQL: the `arabic` text search (stemmed, each word a prefix) over the whole
// text, or every word within pg_trgm's word similarity of the title and places (typos).
//
// Relevance is a tier, so that the visitor's sort still orders the results: 2 when every word is in
// the title, 1 when every word is in the title or the places (city, country, tags, company), else 0.

/** Words the trigram index can look up: three letters or more. */
const indexable = (w: string) => [...w].length >= 3;

const ftsPhrase = (w: string) => `"${w.replace(/"/g, '""')}"`;

function joined(db: Kysely<DB>, dialect: Dialect) {
  return dialect === 'sqlite'
    ? (db.selectFrom('trips') as any).innerJoin(sql`trip_search`.as('s'), sql`s.rowid`, 'trips.id')
    : (db.selectFrom('trips') as any).innerJoin('trip_search as s', 's.trip_id', 'trips.id');
}

const head = sql`(s.title || ' ' || s.places)`;
const whole = sql`(s.title || ' ' || s.places || ' ' || s.body)`;

/** The condition that a trip matches every word. */
function matches(dialect: Dialect, words: string[]): RawBuilder<boolean> {
  if (dialect === 'sqlite') {
    const long = words.filter(indexable);
    const parts: RawBuilder<boolean>[] = [];
    // The FTS5 table is aliased: its hidden column of the same name is matched through the alias.
    if (long.length) parts.push(sql<boolean>`s.trip_search match ${long.map(ftsPhrase).join(' ')}`);
    for (const w of words.filter((w) => !indexable(w))) parts.push(sql<boolean>`instr(${whole}, ${w}) > 0`);
    return sql<boolean>`(${sql.join(parts, sql` and `)})`;
  }
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const similar = sql.join(
    words.map((w) => sql`${w} operator(public.<%) ${head}`),
    sql` and `,
  );
  return sql<boolean>`(s.doc @@ to_tsquery('pg_catalog.arabic', ${tsquery}) or (${similar}))`;
}

function tier(dialect: Dialect, words: string[]): RawBuilder<number> {
  const find = dialect === 'sqlite' ? 'instr' : 'strpos';
  const all = (text: RawBuilder<unknown>) =>
    sql.join(
      words.map((w) => sql`${sql.raw(find)}(${text}, ${w}) > 0`),
      sql` and `,
    );
  return sql<number>`(case when ${all(sql`s.title`)} then 2 when ${all(head)} then 1 else 0 end)`;
}

/** The published trips matching the words and the filters. */
function matching(db: Kysely<DB>, dialect: Dialect, words: string[], f: TripFilterQuery) {
  const q = joined(db, dialect).where(matches(dialect, words));
  return applyFilters(q, f, db, true) as SelectQueryBuilder<any, any, any>;
}

export async function textMatchCount(db: Kysely<DB>, dialect: Dialect, words: string[], f: TripFilterQuery): Promise<number> {
  const row = await matching(db, dialect, words, f)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of one page: most relevant first, then in the sort's order (ties by id). */
export async function textMatchPage(
  db: Kysely<DB>,
  dialect: Dialect,
  words: string[],
  f: TripFilterQuery,
  sort: SortBy,
  skip: number,
  take: number,
): Promise<number[]> {
  const q = matching(db, dialect, words, f).orderBy(tier(dialect, words), 'desc');
  const rows = await applySort(q, sort, dialect).select('trips.id').limit(take).offset(skip).execute();
  return rows.map((r: { id: number }) => r.id);
}

export interface TripSuggestionRow {
  id: number;
  title: string;
  price: number;
  images: string;
}

/**
 * Trips whose title has every word (typed with a typo too, on PostgreSQL), most visited first.
 * Words of three letters or more only: shorter ones name no trigram.
 */
export async function tripSuggestionRows(
  db: Kysely<DB>,
  dialect: Dialect,
  words: string[],
  limit: number,
): Promise<TripSuggestionRow[]> {
  const long = words.filter(indexable);
  if (!long.length) return [];
  const inTitle =
    dialect === 'sqlite'
      ? sql<boolean>`s.trip_search match ${`{title} : ${long.map(ftsPhrase).join(' ')}`}`
      : sql<boolean>`(${sql.join(
          long.map((w) => sql`${w} operator(public.<%) ${head} and ${w} operator(public.<%) s.title`),
          sql` and `,
        )})`;
  const rows = await joined(db, dialect)
    .where(inTitle)
    .where(isPublished)
    .orderBy('trips.visits', 'desc')
    .orderBy('trips.id', 'desc')
    .select(['trips.id', 'trips.title', 'trips.price', 'trips.images'])
    .limit(limit)
    .execute();
  return rows.map((r: TripSuggestionRow) => ({ ...r, price: Number(r.price) }));
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
