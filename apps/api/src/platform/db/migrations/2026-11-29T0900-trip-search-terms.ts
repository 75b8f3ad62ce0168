/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30, PostgreSQL only: a word's trips read from an index alone.
//
// A text's first search read its matches through trip_search's GIN index, then every matching row of
// the table to name the trip and its tier: a word in one trip in nine read 10,600 heap blocks of
// 950-byte rows at 100,000 trips (75 ms at p99) and 105,000 at 1,000,000 (0.6 s). trip_search_terms
// holds the same lexemes as trip_search.doc, one row per lexeme and trip, with the tier the lexeme
// earns there: 2 in the title (weight A), 1 in the places (B), 0 in the description (C). A word is a
// range of the (term, trip_id) index, which carries the tier, so the search never reads the heap
// (an index-only scan, once the visibility map is set by vacuum).
//
// Kept by statement triggers on trip_search itself, which the triggers of 2026-11-28T0900 keep
// whoever writes: a removed row's lexemes are read from its own doc, so no second index is needed.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

/** The lexemes of the rows of `rows` (a trip_search-shaped relation) with their tier. */
const lexemes = (rows: string) => `select l.lexeme collate "C" as term, r.trip_id,
    (case when 'A' = any(l.weights) then 2 when 'B' = any(l.weights) then 1 else 0 end)::smallint as tier
  from ${rows} r, unnest(r.doc) l`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // The C collation: a prefix is a range of the index, compared byte by byte.
  await run(
    db,
    `create table trip_search_terms (
      term text collate "C" not null,
      trip_id integer not null,
      tier smallint not null
    )`,
  );
  await run(db, `insert into trip_search_terms (term, trip_id, tier) ${lexemes('trip_search')}`);
  await run(db, 'create unique index trip_search_terms_term on trip_search_terms (term, trip_id) include (tier)');
  await run(db, 'analyze trip_search_terms');

  const trigger = (name: string, body: string, { settings = '', declare = '' } = {}) =>
    run(
      db,
      `create function ${name}() returns trigger language plpgsql set search_path from current ${settings} as $$
      ${declare} begin ${body} return null; end $$`,
    );
  await trigger('trip_search_terms_added', `insert into trip_search_terms (term, trip_id, tier) ${lexemes('added')};`);
  // One trip at a time, always by the index. plpgsql keeps the plan it makes first: a join of the
  // removed rows' lexemes to the table, or a lookup planned while the table was still small (the
  // generator's one transaction), scanned the whole table for each batch or each lexeme, minutes per
  // batch near 1,000,000 trips.
  await trigger(
    'trip_search_terms_removed',
    `for r in select trip_id, array(select l.lexeme from unnest(doc) l) as terms from removed loop
        delete from trip_search_terms where trip_id = r.trip_id and term collate "C" = any(r.terms);
      end loop;`,
    { settings: 'set enable_seqscan = off', declare: 'declare r record;' },
  );
  await trigger('trip_search_terms_emptied', 'truncate trip_search_terms;');
  await run(
    db,
    `create trigger trip_search_terms_insert after insert on trip_search referencing new table as added
      for each statement execute function trip_search_terms_added()`,
  );
  await run(
    db,
    `create trigger trip_search_terms_delete after delete on trip_search referencing old table as removed
      for each statement execute function trip_search_terms_removed()`,
  );
  // trip_search is only ever deleted from and inserted into (trip_search_refresh), but an update by
  // hand must not leave the terms behind. Triggers of one event fire in the order of their names:
  // the old lexemes go before the new ones come.
  await run(
    db,
    `create trigger trip_search_terms_update_1_removed after update on trip_search referencing old table as removed
      for each statement execute function trip_search_terms_removed()`,
  );
  await run(
    db,
    `create trigger trip_search_terms_update_2_added after update on trip_search referencing new table as added
      for each statement execute function trip_search_terms_added()`,
  );
  await run(
    db,
    `create trigger trip_search_terms_truncate after truncate on trip_search
      for each statement execute function trip_search_terms_emptied()`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const trigger of [
    'trip_search_terms_insert',
    'trip_search_terms_delete',
    'trip_search_terms_update_1_removed',
    'trip_search_terms_update_2_added',
    'trip_search_terms_truncate',
  ])
    await run(db, `drop trigger if exists ${trigger} on trip_search`);
  for (const fn of ['trip_search_terms_added', 'trip_search_terms_removed', 'trip_search_terms_emptied'])
    await run(db, `drop function if exists ${fn}()`);
  await run(db, 'drop table if exists trip_search_terms');
}
