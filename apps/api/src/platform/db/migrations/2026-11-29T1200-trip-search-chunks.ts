/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30: a word's trips in rows of 4,096 trips, not 64, on both engines.
//
// A token in every block of trip_search_bits (2026-11-29T1100) is 15,625 rows at 1,000,000 trips, and
// a word may be in several tokens (إلى: 4, 62,500 rows). SQLite scans them in about 1 ms a token; it
// is handing each row to JavaScript that costs (0.4 µs a row: 28 ms for إلى). Here the same masks are
// kept again per token and chunk of 64 blocks (4,096 trips): per column a blob of 64 masks of 8 bytes,
// the mask of block k of the chunk at byte 8k, little-endian (the order a little-endian Int32Array
// reads its 32-bit halves in: trips 64k to 64k + 31 first). A token in every trip is 245 rows.
//
// trip_search_bits stays what the writers keep (and what suggestions read, by its partial index of
// the titles); these rows follow it by triggers on its rows: an insert writes the row's 8 bytes of
// each column into its chunk (made of zeros the first time), an update those of the column whose
// mask changed, a delete zeros them. SQLite has
// no bitwise operator on blobs: the bytes are cut around and joined (`||` makes text of the same
// bytes; cast back to a blob). The table has a rowid: a row of 1.5 KB is more than a table without
// rowid keeps in its page, and every write then rewrote an overflow page too (the generator's 20,000
// trips: 9.5 s without chunks, 15.5 with them so, 12.1 as here).
//
// PostgreSQL: trip_search_term_bits (2026-11-29T1100) per lexeme and chunk of 64 blocks, in
// trip_search_term_chunks: a bytea with, for each block of the chunk whose masks are not all 0, in
// block order, its place in the chunk, a byte of which masks follow (1 title, 2 places, 4 body) and
// those masks (int8send's big-endian). A lexeme's trip is in one mask (its best tier), so most
// blocks are 10 or 18 bytes, not 26: a stem in every title at 1,000,000 trips is 0.6 MB to send, not
// 1.2. A stem in every one of 1,000,000 trips was 15,625 rows (a stem of three lexemes 46,877 rows,
// 29 ms); it is 245 (733). Statement triggers on trip_search, named to fire after those of
// trip_search_term_bits on the same event, write again each chunk the statement's rows fall in.

/** The 8 bytes of an integer, least significant first, as a blob. */
const littleEndian = (v: string) =>
  `unhex(printf('${'%02x'.repeat(8)}', ${Array.from({ length: 8 }, (_, i) => `(${v} >> ${8 * i}) & 255`).join(', ')}))`;

/** The blob `b` with its 8 bytes of `row`'s block replaced by the value `v`. */
const put = (b: string, row: string, v: string) => {
  const at = `8 * (${row}.block & 63)`;
  return `cast(substr(${b}, 1, ${at}) || ${littleEndian(v)} || substr(${b}, ${at} + 9) as blob)`;
};

const COLUMNS = ['title', 'places', 'body'] as const;

/** Writes `row`'s masks of these columns (or zeros) into its chunk. */
const write = (row: string, columns: readonly string[], zero: boolean) => `update trip_search_chunks set
    ${columns.map((c) => `${c} = ${put(c, row, zero ? '0' : `${row}.${c}`)}`).join(', ')}
  where token_id = ${row}.token_id and chunk = ${row}.block >> 6;`;

const ZEROS = 'zeroblob(512)';

// An update writes only the columns whose mask changed (a trip's token is mostly in one column):
// rewriting all three blobs at each of the writers' updates made the generator's fill 66% slower
// than without chunks.
const TRIGGERS: [name: string, event: string, body: string][] = [
  [
    'trip_search_chunks_insert',
    'after insert on trip_search_bits',
    `insert or ignore into trip_search_chunks (token_id, chunk, title, places, body)
      values (new.token_id, new.block >> 6, ${ZEROS}, ${ZEROS}, ${ZEROS});
    ${write('new', COLUMNS, false)}`,
  ],
  ...COLUMNS.map((c): [string, string, string] => [
    `trip_search_chunks_update_${c}`,
    `after update of ${c} on trip_search_bits when new.${c} <> old.${c}`,
    write('new', [c], false),
  ]),
  ['trip_search_chunks_delete', 'after delete on trip_search_bits', write('old', COLUMNS, true)],
];

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

/** PostgreSQL: `mask`'s 8 bytes when it is not 0, else none. */
const pgMask = (mask: string) => `case when ${mask} <> 0 then int8send(${mask}) else ''::bytea end`;

/** PostgreSQL: the chunk (term, chunk) as a bytea, from trip_search_term_bits (empty when all its masks are 0). */
const pgChunk = (term: string, chunk: string) => `coalesce((select string_agg(set_byte('\\x00'::bytea, 0, b.block & 63)
    || set_byte('\\x00'::bytea, 0, (b.title <> 0)::int | ((b.places <> 0)::int << 1) | ((b.body <> 0)::int << 2))
    || ${pgMask('b.title')} || ${pgMask('b.places')} || ${pgMask('b.body')}, ''::bytea order by b.block)
  from trip_search_term_bits b where b.term = ${term} and b.block >= ${chunk} * 64 and b.block < ${chunk} * 64 + 64
    and (b.title | b.places | b.body) <> 0), ''::bytea)`;

/** PostgreSQL: writes again the chunks of the lexemes of the rows of these transition tables. */
const pgRewrite = (tables: string[]) => `insert into trip_search_term_chunks as c (term, chunk, masks)
  select a.term, a.chunk, ${pgChunk('a.term', 'a.chunk')} from (select distinct term, chunk from (
    ${tables.map((t) => `select l.lexeme collate "C" as term, r.trip_id >> 12 as chunk from ${t} r, unnest(r.doc) l`).join(' union all ')}
  ) rows) a
  on conflict (term, chunk) do update set masks = excluded.masks;`;

// Triggers of one event fire in the order of their names: trip_search_term_bits_* have run.
const PG_TRIGGERS: [name: string, event: string, fn: string, body: string][] = [
  [
    'trip_search_term_chunks_insert',
    'after insert on trip_search referencing new table as added',
    'trip_search_term_chunks_added',
    pgRewrite(['added']),
  ],
  [
    'trip_search_term_chunks_delete',
    'after delete on trip_search referencing old table as removed',
    'trip_search_term_chunks_removed',
    pgRewrite(['removed']),
  ],
  [
    'trip_search_term_chunks_update',
    'after update on trip_search referencing old table as removed new table as added',
    'trip_search_term_chunks_changed',
    pgRewrite(['removed', 'added']),
  ],
  [
    'trip_search_term_chunks_truncate',
    'after truncate on trip_search',
    'trip_search_term_chunks_emptied',
    'truncate trip_search_term_chunks;',
  ],
];

async function upPostgres(db: Kysely<any>): Promise<void> {
  await run(
    db,
    `create table trip_search_term_chunks (term text collate "C" not null, chunk integer not null, masks bytea not null,
      primary key (term, chunk))`,
  );
  await run(
    db,
    `insert into trip_search_term_chunks (term, chunk, masks)
      select a.term, a.chunk, ${pgChunk('a.term', 'a.chunk')} from (select distinct term, block >> 6 as chunk from trip_search_term_bits) a`,
  );
  await run(db, 'analyze trip_search_term_chunks');
  for (const [name, event, fn, body] of PG_TRIGGERS) {
    // Always by the primary keys, as 2026-11-29T1100's functions.
    await run(
      db,
      `create function ${fn}() returns trigger language plpgsql set search_path from current set enable_seqscan = off
        as $$ begin ${body} return null; end $$`,
    );
    await run(db, `create trigger ${name} ${event} for each statement execute function ${fn}()`);
  }
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  for (const [name, , fn] of PG_TRIGGERS) {
    await run(db, `drop trigger ${name} on trip_search`);
    await run(db, `drop function ${fn}()`);
  }
  await run(db, 'drop table trip_search_term_chunks');
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await run(
    db,
    `create table trip_search_chunks (token_id integer not null, chunk integer not null, title blob not null,
      places blob not null, body blob not null, unique (token_id, chunk))`,
  );
  for (const [name, event, body] of TRIGGERS) await run(db, `create trigger ${name} ${event} begin ${body} end`);
  // Each row of trip_search_bits written into its chunk, by a trigger for this once.
  await run(
    db,
    `insert into trip_search_chunks (token_id, chunk, title, places, body)
      select distinct token_id, block >> 6, ${ZEROS}, ${ZEROS}, ${ZEROS} from trip_search_bits`,
  );
  await run(
    db,
    `create trigger trip_search_chunks_fill after update of token_id on trip_search_bits begin ${write('new', COLUMNS, false)} end`,
  );
  await run(db, 'update trip_search_bits set token_id = token_id');
  await run(db, 'drop trigger trip_search_chunks_fill');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return downPostgres(db);
  for (const [name] of TRIGGERS) await run(db, `drop trigger ${name}`);
  await run(db, 'drop table trip_search_chunks');
}
