/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30: SQLite only (PostgreSQL reads its own lexeme index, 2026-11-29T0900).
//
// A word's trips read in one piece. An FTS5 lookup reads a position for every place the word's
// trigrams occur: a word in every one of 1,000,000 trips was 130–250 ms a column. Here each word of
// trip_search's text (a run of it between spaces, tabs or line breaks: a "token", kept once in
// trip_search_tokens) has, per block of 64 trip ids, one 64-bit mask per column of the trips whose
// column has it (trip_search_bits; bit i of block k is the trip 64k + i). A searched word is found
// in a trip's column exactly when it is part of one of the column's tokens, as it holds no space, so
// its trips are the union of the masks of the tokens that contain it: those a trigram index of the
// tokens finds (trip_search_vocab, the same trigram matching as the column indexes), or, for a word
// of two letters, those with instr(). A word in every one of 100,000 trips reads 1,563 rows a token.
//
// Triggers on trip_search keep the masks: a row added sets its trip's bit in its tokens' masks, a
// row removed clears it (the writers of 2026-11-28T0900 delete and insert; an update does both). A
// token is never removed from the vocabulary, and a mask that fell to 0 stays: both are read as
// matching nothing.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

/** The tokens of the SQL text `x` as json_each rows (value): split at spaces, tabs and line breaks. */
const tokens = (x: string) =>
  `json_each('[' || replace(json_quote(replace(replace(replace(${x}, char(9), ' '), char(10), ' '), char(13), ' ')), ' ', '","') || ']')`;

/** A trip row `r`'s tokens, each once, with 1 or 0 for whether its title, places and body have it. */
const rowTokens = (r: string) => `select value as token, max(c = 1) as t, max(c = 2) as p, max(c = 3) as b from (
    select value, 1 as c from ${tokens(`${r}.title`)}
    union all select value, 2 from ${tokens(`${r}.places`)}
    union all select value, 3 from ${tokens(`${r}.body`)}
  ) where value <> '' group by value`;

/** The statements that add trip `r`'s bits (r: new) and clear them (r: old). */
const addBits = (r: string) => `
  insert or ignore into trip_search_tokens (token) select token from (${rowTokens(r)});
  insert into trip_search_bits (token_id, block, title, places, body)
    select k.id, ${r}.id >> 6, f.t << (${r}.id & 63), f.p << (${r}.id & 63), f.b << (${r}.id & 63)
    from (${rowTokens(r)}) f join trip_search_tokens k on k.token = f.token where true
    on conflict (token_id, block) do update set
      title = title | excluded.title, places = places | excluded.places, body = body | excluded.body;`;
const clearBits = (r: string) => `
  update trip_search_bits set title = title & ~(1 << (${r}.id & 63)), places = places & ~(1 << (${r}.id & 63)),
      body = body & ~(1 << (${r}.id & 63))
    where block = ${r}.id >> 6
      and token_id in (select k.id from (${rowTokens(r)}) f join trip_search_tokens k on k.token = f.token);`;

/** The trips' tokens with their columns, for every row at once (one json_each per column). */
const everyRowTokens = `select s.id, j.value as token, 1 as c from trip_search s, ${tokens('s.title')} j
  union all select s.id, j.value, 2 from trip_search s, ${tokens('s.places')} j
  union all select s.id, j.value, 3 from trip_search s, ${tokens('s.body')} j`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
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
  // Every row at once: a block's mask is the sum of its trips' distinct bits (SQLite has no bit_or).
  await run(
    db,
    `create temp table every_token as select id, token, max(c = 1) as t, max(c = 2) as p, max(c = 3) as b
    from (${everyRowTokens}) where token <> '' group by id, token`,
  );
  await run(db, 'insert into trip_search_tokens (token) select distinct token from temp.every_token order by token');
  await run(db, 'insert into trip_search_vocab (rowid, token) select id, token from trip_search_tokens');
  await run(
    db,
    `insert into trip_search_bits (token_id, block, title, places, body)
      select k.id, e.id >> 6, sum(e.t << (e.id & 63)), sum(e.p << (e.id & 63)), sum(e.b << (e.id & 63))
      from temp.every_token e join trip_search_tokens k on k.token = e.token group by k.id, e.id >> 6`,
  );
  await run(db, 'drop table temp.every_token');
  await run(
    db,
    `create trigger trip_search_tokens_vocab after insert on trip_search_tokens
      begin insert into trip_search_vocab (rowid, token) values (new.id, new.token); end`,
  );
  await run(db, `create trigger trip_search_bits_insert after insert on trip_search begin ${addBits('new')} end`);
  await run(db, `create trigger trip_search_bits_delete after delete on trip_search begin ${clearBits('old')} end`);
  await run(
    db,
    `create trigger trip_search_bits_update after update on trip_search begin ${clearBits('old')} ${addBits('new')} end`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of [
    'trip_search_bits_insert',
    'trip_search_bits_delete',
    'trip_search_bits_update',
    'trip_search_tokens_vocab',
  ])
    await run(db, `drop trigger if exists ${trigger}`);
  for (const table of ['trip_search_bits', 'trip_search_vocab', 'trip_search_tokens'])
    await run(db, `drop table if exists ${table}`);
}
