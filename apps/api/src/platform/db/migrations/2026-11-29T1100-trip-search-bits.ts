/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';
import * as termsIndex from './2026-11-29T0900-trip-search-terms.ts';
// The writers of trip_search, the trip ids each rewrites and the columns it can change, and what
// 2026-11-29T1000 appended to each (its rows copied into the FTS5 column indexes).
import { COLUMNS, WRITERS, copy as ftsCopy, triggerSql, type Column } from './2026-11-29T1000-trip-search-columns.ts';

// Frozen. Issue 30: a word's trips read in one piece, on both engines.
//
// An FTS5 lookup reads a position for every place the word's trigrams occur: a word in every one of
// 1,000,000 trips was 130–250 ms a column. Here each word of trip_search's text (a run of it between
// SEPARATORS: a "token", kept once in trip_search_tokens) has, per block of 64 trip ids, one 64-bit
// mask per column of the trips whose column has it (trip_search_bits; bit i of block k is the trip
// 64k + i). A searched word (letters and digits only: the contract's searchWords) is found in a
// trip's column exactly when it is part of one of the column's tokens, as it holds no separator, so
// its trips are the union of the masks of the tokens that contain it: those a trigram index of the
// tokens finds (trip_search_vocab, the trigram matching of the column indexes it replaces), or, for
// a word of two letters, those instr() finds. A word in every one of 100,000 trips is 1,563 rows a
// token.
//
// The triggers of 2026-11-28T0900 that write trip_search (delete, then insert) are made again with
// the same event and statements: first clearing the bits of the rows they will delete, in the
// columns they can change, and last setting those of the rows they wrote (a trip's tags and renamed
// places change its places only), in place of copying the rows into the FTS5 column indexes of
// 2026-11-29T1000, which this drops. A token is never removed from the vocabulary, and a mask that
// fell to 0 stays: both are read as matching nothing.
//
// PostgreSQL: the same masks per lexeme of trip_search.doc (its `arabic` stems), in place of
// trip_search_terms (2026-11-29T0900), a row per lexeme and trip (1.8 million for a stem in every one
// of 1,000,000 trips): trip_search_term_bits, a row per lexeme and block of 64 trips, with the trip's
// bit in the mask of the best tier the lexeme earns there (title: weight A, places: B, else the
// description). A word is still a range of lexemes (its stem as a prefix). Kept by statement triggers
// on trip_search, as trip_search_terms was.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/**
 * What tokens are split at: white space and the punctuation trips are written with, none of which a
 * searched word holds. A word next to a bracket or a comma is then the same token as elsewhere
 * ("أيام)" of "(8 أيام)" was a second token as common as "أيام": twice the rows to read).
 * search-text.test.ts splits the text at the same characters.
 */
const SEPARATORS = ['\t', '\n', '\r', ...'()[]{}<>«»,.:;!?"\'`/\\|-_+=*&^%$#@~،؛؟'];

/** An SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The SQL text `x` as json_each rows (value), one per token (an empty one between two separators). */
const tokens = (x: string) => {
  let spaced = x;
  for (const c of SEPARATORS) spaced = `replace(${spaced}, ${literal(c)}, ' ')`;
  return `json_each('[' || replace(json_quote(${spaced}), ' ', '","') || ']')`;
};

/** (id, token, c) for each token of these columns of trip_search's rows `where` names (c: 1 title, 2 places, 3 body). */
const rowTokens = (where: string, columns: readonly Column[]) =>
  columns
    .map(
      (c) =>
        `select s.id, j.value as token, ${COLUMNS.indexOf(c) + 1} as c from trip_search s, ${tokens(`s.${c}`)} j
          where (${where}) and j.value <> ''`,
    )
    .join(' union all ');

/**
 * Per token and block, the masks of those rows' trips in each column (a block's mask is the sum of
 * its trips' distinct bits: SQLite has no bit_or).
 */
const masks = (where: string, columns: readonly Column[]) => `select k.id as token_id, e.id >> 6 as block,
    sum(e.t << (e.id & 63)) as t, sum(e.p << (e.id & 63)) as p, sum(e.b << (e.id & 63)) as b
  from (select id, token, max(c = 1) as t, max(c = 2) as p, max(c = 3) as b from (${rowTokens(where, columns)})
    group by id, token) e
  join trip_search_tokens k on k.token = e.token group by k.id, e.id >> 6`;

const setBitsStatements = (where: string, columns: readonly Column[]) => [
  `insert or ignore into trip_search_tokens (token) select distinct token from (${rowTokens(where, columns)})`,
  `insert into trip_search_bits (token_id, block, title, places, body) select * from (${masks(where, columns)}) where true
    on conflict (token_id, block) do update set
      title = title | excluded.title, places = places | excluded.places, body = body | excluded.body`,
];
const setBits = (where: string, columns: readonly Column[]) => `${setBitsStatements(where, columns).join(';\n')};`;

const clearBits = (where: string, columns: readonly Column[]) => `
  update trip_search_bits set title = title & ~m.t, places = places & ~m.p, body = body & ~m.b
    from (${masks(where, columns)}) m where trip_search_bits.token_id = m.token_id and trip_search_bits.block = m.block;`;

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

/** Each writer's SQL with `from` (its part before `end`) replaced by `to`, made again. */
async function remakeWriters(
  db: Kysely<any>,
  change: (ids: string, columns: readonly Column[]) => { from: string; to: string; begin: [string, string] },
) {
  const writers = await Promise.all(WRITERS.map(([name]) => triggerSql(db, name)));
  for (const [i, [name, ids, columns]] of WRITERS.entries()) {
    const { from, to, begin } = change(ids, columns);
    const text = writers[i]!;
    if (!text.includes(`${from}\nend`) || !text.includes(begin[0])) throw new Error(`trigger ${name} is not as expected`);
    await run(db, `drop trigger ${name}`);
    // Replaced by functions: a replacement text's `$'` (a separator written in SQL) is a pattern.
    await run(
      db,
      text.replace(`${from}\nend`, () => `${to}\nend`).replace(begin[0], () => begin[1]),
    );
  }
}

/** PostgreSQL: the lexemes of `rows` (a trip_search-shaped relation) as masks per lexeme and block. */
const termMasks = (rows: string) => `select l.lexeme collate "C" as term, r.trip_id >> 6 as block,
    bit_or(case when 'A' = any(l.weights) then 1::bigint << (r.trip_id & 63) else 0 end) as t,
    bit_or(case when 'B' = any(l.weights) and not 'A' = any(l.weights) then 1::bigint << (r.trip_id & 63) else 0 end) as p,
    bit_or(case when 'A' = any(l.weights) or 'B' = any(l.weights) then 0 else 1::bigint << (r.trip_id & 63) end) as b
  from ${rows} r, unnest(r.doc) l group by 1, 2 order by 1, 2`;

const PG_TRIGGERS: [name: string, event: string, fn: string][] = [
  ['trip_search_term_bits_insert', 'after insert on trip_search referencing new table as added', 'trip_search_term_bits_added'],
  [
    'trip_search_term_bits_delete',
    'after delete on trip_search referencing old table as removed',
    'trip_search_term_bits_removed',
  ],
  // trip_search is only ever deleted from and inserted into, but an update by hand must not leave
  // the masks behind. Triggers of one event fire in the order of their names: old lexemes go first.
  [
    'trip_search_term_bits_update_1_removed',
    'after update on trip_search referencing old table as removed',
    'trip_search_term_bits_removed',
  ],
  [
    'trip_search_term_bits_update_2_added',
    'after update on trip_search referencing new table as added',
    'trip_search_term_bits_added',
  ],
  ['trip_search_term_bits_truncate', 'after truncate on trip_search', 'trip_search_term_bits_emptied'],
];

async function upPostgres(db: Kysely<any>): Promise<void> {
  await termsIndex.down(db);
  await run(
    db,
    `create table trip_search_term_bits (
      term text collate "C" not null,
      block integer not null,
      title bigint not null,
      places bigint not null,
      body bigint not null,
      primary key (term, block)
    )`,
  );
  await run(
    db,
    `insert into trip_search_term_bits (term, block, title, places, body) ${termMasks('(select trip_id, doc from trip_search)')}`,
  );
  await run(db, 'analyze trip_search_term_bits');
  const fn = (name: string, body: string) =>
    run(
      db,
      // Always by the primary key: plpgsql keeps the plan it makes first, which may be one made while
      // the table was small (the generator's one transaction): a scan of the whole table per batch.
      `create function ${name}() returns trigger language plpgsql set search_path from current set enable_seqscan = off
        as $$ begin ${body} return null; end $$`,
    );
  await fn(
    'trip_search_term_bits_added',
    `insert into trip_search_term_bits as b (term, block, title, places, body) ${termMasks('added')}
      on conflict (term, block) do update set
        title = b.title | excluded.title, places = b.places | excluded.places, body = b.body | excluded.body;`,
  );
  await fn(
    'trip_search_term_bits_removed',
    `update trip_search_term_bits b set title = b.title & ~m.t, places = b.places & ~m.p, body = b.body & ~m.b
      from (${termMasks('removed')}) m where b.term = m.term and b.block = m.block;`,
  );
  await fn('trip_search_term_bits_emptied', 'truncate trip_search_term_bits;');
  for (const [name, event, fnName] of PG_TRIGGERS)
    await run(db, `create trigger ${name} ${event} for each statement execute function ${fnName}()`);
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  for (const [name] of PG_TRIGGERS) await run(db, `drop trigger ${name} on trip_search`);
  for (const fn of ['trip_search_term_bits_added', 'trip_search_term_bits_removed', 'trip_search_term_bits_emptied'])
    await run(db, `drop function ${fn}()`);
  await run(db, 'drop table trip_search_term_bits');
  await termsIndex.up(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await run(db, 'create table trip_search_tokens (id integer primary key, token text not null unique)');
  await run(
    db,
    `create virtual table trip_search_vocab using fts5(token, content = 'trip_search_tokens', content_rowid = 'id', tokenize = 'trigram')`,
  );
  await run(
    db,
    `create table trip_search_bits (token_id integer not null, block integer not null, title integer not null,
      places integer not null, body integer not null, primary key (token_id, block)) without rowid`,
  );
  await run(
    db,
    `create trigger trip_search_tokens_vocab after insert on trip_search_tokens
      begin insert into trip_search_vocab (rowid, token) values (new.id, new.token); end`,
  );
  for (const statement of setBitsStatements('true', COLUMNS)) await run(db, statement);
  // The rows of the titles (suggestions look there only).
  await run(db, 'create index trip_search_bits_title on trip_search_bits (token_id, block, title) where title <> 0');
  await remakeWriters(db, (ids, columns) => {
    const where = `s.id in (${ids})`;
    return {
      from: ftsCopy(ids, columns),
      to: setBits(where, columns),
      begin: [' begin ', ` begin ${clearBits(where, columns)} `],
    };
  });
  for (const c of COLUMNS) await run(db, `drop table trip_search_${c}`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return downPostgres(db);
  await remakeWriters(db, (ids, columns) => {
    const where = `s.id in (${ids})`;
    return {
      from: setBits(where, columns),
      to: ftsCopy(ids, columns),
      begin: [` begin ${clearBits(where, columns)} `, ' begin '],
    };
  });
  for (const c of COLUMNS) {
    await run(
      db,
      `create virtual table trip_search_${c} using fts5(text, tokenize = 'trigram'${c === 'places' ? '' : `, content = '', contentless_delete = 1`})`,
    );
    await run(db, `insert into trip_search_${c} (rowid, text) select rowid, ${c} from trip_search`);
  }
  await run(db, 'drop trigger trip_search_tokens_vocab');
  for (const table of ['trip_search_bits', 'trip_search_vocab', 'trip_search_tokens']) await run(db, `drop table ${table}`);
}
