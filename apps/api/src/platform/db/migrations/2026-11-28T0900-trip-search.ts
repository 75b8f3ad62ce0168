/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30, item 1: free-text search of the published trips.
//
// `trip_search` holds, per published trip, its text folded as the contract's foldArabic folds a
// search (hamza forms, alef maqsura, ta marbuta, marks and tatweel, Arabic-Indic and Persian digits,
// Latin case): `title`; `places`, the destination city and country, the tags and the company; and
// `body`, the description. The fold is written here in SQL (replace() on SQLite, translate() on
// PostgreSQL) from a frozen copy of the contract's tables; test/db/trip-search.test.ts checks that it
// still folds as foldArabic does. Whitespace is not collapsed: a search matches word by word.
//
// Like trip_facets (2026-11-23T0900), the database keeps it with triggers, whoever writes: the back
// office, the import, the generator, a hand-written statement; a trip's tags and a renamed city,
// country or tag included. An unpublished trip has no row.
//
// SQLite: an FTS5 table with the trigram tokenizer (rowid = the trip's id): any run of three or more
// letters matches where it occurs, so a prefix or a part of a word is found; `unicode61` was measured
// (issue 30) to split vowelled Arabic into letters. PostgreSQL: a table with a weighted tsvector of
// the `arabic` configuration (stems: رحلات finds رحله) over the folded text, and a pg_trgm index on the
// title and places for prefixes and typos (word_similarity: الرياص finds الرياض).

const FOLDS: [string, string][] = [
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['\u0671', 'ا'],
  ['ى', 'ي'],
  ['ئ', 'ي'],
  ['ؤ', 'و'],
  ['ة', 'ه'],
  ['\u06CC', 'ي'],
  ['\u06A9', 'ك'],
];
const MARKS = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640\u0653\u0654\u0655';
const DIGITS: [string, string][] = Array.from({ length: 20 }, (_, i) => [
  String.fromCharCode(i < 10 ? 0x0660 + i : 0x06f0 + i - 10),
  String(i % 10),
]);

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The fold of the SQL text `x`, on SQLite: lower() then one replace() per letter, mark and digit. */
function sqliteFold(x: string): string {
  let e = `lower(${x})`;
  for (const m of MARKS) e = `replace(${e}, ${quote(m)}, '')`;
  for (const [from, to] of [...FOLDS, ...DIGITS]) e = `replace(${e}, ${quote(from)}, ${quote(to)})`;
  return e;
}

/** The text a trip `t` is searched by, per column; `fold` wraps each. */
function columns(fold: (x: string) => string, tags: string): string {
  return `${fold('t.title')}, ${fold(`c.name || ' ' || k.name || ' ' || coalesce((${tags}), '') || ' ' || t.company`)}, ${fold('t.description')}`;
}
const FROM_TRIPS = 'from trips t join cities c on c.id = t.to_city_id join countries k on k.id = t.to_country_id';

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await run(db, `create virtual table trip_search using fts5(title, places, body, tokenize = 'trigram')`);
  const tags = `select group_concat(g.name, ' ') from trip_tags tt join tags g on g.id = tt.tag_id where tt.trip_id = t.id`;
  /** Writes again the rows of the trips `where` names (t is the trip): removed, then added if published. */
  const refresh = (where: string) =>
    `delete from trip_search where rowid in (select t.id from trips t where ${where});
     insert into trip_search (rowid, title, places, body)
       select t.id, ${columns(sqliteFold, tags)} ${FROM_TRIPS} where (${where}) and t.published = 1;`;
  await run(
    db,
    `insert into trip_search (rowid, title, places, body) select t.id, ${columns(sqliteFold, tags)} ${FROM_TRIPS} where t.published = 1`,
  );
  await run(
    db,
    `create trigger trips_search_insert after insert on trips when new.published = 1 begin ${refresh('t.id = new.id')} end`,
  );
  await run(
    db,
    `create trigger trips_search_update after update of title, description, company, to_city_id, to_country_id, published on trips
      begin delete from trip_search where rowid = old.id; ${refresh('t.id = new.id')} end`,
  );
  await run(
    db,
    `create trigger trips_search_delete after delete on trips begin delete from trip_search where rowid = old.id; end`,
  );
  await run(db, `create trigger trip_tags_search_insert after insert on trip_tags begin ${refresh('t.id = new.trip_id')} end`);
  await run(db, `create trigger trip_tags_search_delete after delete on trip_tags begin ${refresh('t.id = old.trip_id')} end`);
  await run(
    db,
    `create trigger cities_search_update after update of name on cities begin ${refresh('t.to_city_id = new.id')} end`,
  );
  await run(
    db,
    `create trigger countries_search_update after update of name on countries begin ${refresh('t.to_country_id = new.id')} end`,
  );
  await run(
    db,
    `create trigger tags_search_update after update of name on tags
      begin ${refresh('t.id in (select trip_id from trip_tags where tag_id = new.id)')} end`,
  );
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  // The extension lives in public, whatever the app's schema (each test has its own), so that
  // dropping a schema never drops it; its operators are named with the schema.
  await run(db, 'create extension if not exists pg_trgm with schema public');
  const where = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (where.rows[0]?.schema !== 'public') throw new Error(`pg_trgm is installed in ${where.rows[0]?.schema}, not public`);

  const from = [...FOLDS, ...DIGITS].map(([f]) => f).join('') + MARKS;
  const to = [...FOLDS, ...DIGITS].map(([, t]) => t).join('');
  // translate() drops the characters of `from` beyond `to`'s length: the marks.
  await run(
    db,
    `create function search_fold(x text) returns text language sql immutable parallel safe
      return translate(lower(x), ${quote(from)}, ${quote(to)})`,
  );
  await run(
    db,
    `create table trip_search (
      trip_id integer primary key references trips (id) on delete cascade,
      title text not null, places text not null, body text not null,
      doc tsvector generated always as (
        setweight(to_tsvector('pg_catalog.arabic', title), 'A') ||
        setweight(to_tsvector('pg_catalog.arabic', places), 'B') ||
        setweight(to_tsvector('pg_catalog.arabic', body), 'C')) stored
    )`,
  );
  await run(db, 'create index trip_search_doc on trip_search using gin (doc)');
  await run(db, `create index trip_search_head on trip_search using gin ((title || ' ' || places) public.gin_trgm_ops)`);

  const tags = `select string_agg(g.name, ' ') from trip_tags tt join tags g on g.id = tt.tag_id where tt.trip_id = t.id`;
  await run(
    db,
    `create function trip_search_refresh(ids integer[]) returns void language plpgsql set search_path from current as $$
    begin
      delete from trip_search where trip_id = any(ids);
      insert into trip_search (trip_id, title, places, body)
        select t.id, ${columns((x) => `search_fold(${x})`, tags)} ${FROM_TRIPS} where t.id = any(ids) and t.published = 1;
    end $$`,
  );
  await run(db, `select trip_search_refresh(array(select id from trips where published = 1))`);

  // Bulk writes (the import, the generator, a tag list saved) are written once per statement.
  const statementTrigger = (name: string, body: string) =>
    run(
      db,
      `create function ${name}() returns trigger language plpgsql set search_path from current as $$
      begin ${body} return null; end $$`,
    );
  await statementTrigger(
    'trip_search_inserted',
    'perform trip_search_refresh(array(select id from inserted_trips where published = 1));',
  );
  await statementTrigger('trip_search_tagged', 'perform trip_search_refresh(array(select distinct trip_id from tagged));');
  await statementTrigger('trip_search_untagged', 'perform trip_search_refresh(array(select distinct trip_id from untagged));');
  await run(
    db,
    `create function trip_search_changed() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_table_name = 'trips' then perform trip_search_refresh(array[old.id, new.id]);
      elsif tg_table_name = 'cities' then perform trip_search_refresh(array(select id from trips where to_city_id = new.id));
      elsif tg_table_name = 'countries' then perform trip_search_refresh(array(select id from trips where to_country_id = new.id));
      else perform trip_search_refresh(array(select trip_id from trip_tags where tag_id = new.id));
      end if;
      return null;
    end $$`,
  );
  await run(
    db,
    `create trigger trips_search_insert after insert on trips referencing new table as inserted_trips
      for each statement execute function trip_search_inserted()`,
  );
  const watched = ['title', 'description', 'company', 'to_city_id', 'to_country_id', 'published'];
  await run(
    db,
    `create trigger trips_search_update after update of ${watched.join(', ')} on trips for each row
      when ((${watched.map((c) => `old.${c}`).join(', ')}) is distinct from (${watched.map((c) => `new.${c}`).join(', ')}))
      execute function trip_search_changed()`,
  );
  // A deleted trip's row goes with it (on delete cascade).
  await run(
    db,
    `create trigger trip_tags_search_insert after insert on trip_tags referencing new table as tagged
      for each statement execute function trip_search_tagged()`,
  );
  await run(
    db,
    `create trigger trip_tags_search_delete after delete on trip_tags referencing old table as untagged
      for each statement execute function trip_search_untagged()`,
  );
  for (const table of ['cities', 'countries', 'tags'])
    await run(
      db,
      `create trigger ${table}_search_update after update of name on ${table} for each row
        when (old.name is distinct from new.name) execute function trip_search_changed()`,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [trigger, table] of [
      ['trips_search_insert', 'trips'],
      ['trips_search_update', 'trips'],
      ['trip_tags_search_insert', 'trip_tags'],
      ['trip_tags_search_delete', 'trip_tags'],
      ['cities_search_update', 'cities'],
      ['countries_search_update', 'countries'],
      ['tags_search_update', 'tags'],
    ])
      await run(db, `drop trigger if exists ${trigger} on ${table}`);
    for (const fn of ['trip_search_inserted', 'trip_search_tagged', 'trip_search_untagged', 'trip_search_changed'])
      await run(db, `drop function if exists ${fn}()`);
    await run(db, 'drop function if exists trip_search_refresh(integer[])');
    await run(db, 'drop table if exists trip_search');
    await run(db, 'drop function if exists search_fold(text)');
    return;
  }
  for (const trigger of [
    'trips_search_insert',
    'trips_search_update',
    'trips_search_delete',
    'trip_tags_search_insert',
    'trip_tags_search_delete',
    'cities_search_update',
    'countries_search_update',
    'tags_search_update',
  ])
    await run(db, `drop trigger if exists ${trigger}`);
  await run(db, 'drop table if exists trip_search');
}
