/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 30, SQLite only: a word's trips in rows of 4,096 trips, not 64.
//
// A token in every block of trip_search_bits (2026-11-29T1100) is 15,625 rows at 1,000,000 trips, and
// a word may be in several tokens (إلى: 4, 62,500 rows). SQLite scans them in about 1 ms a token; it
// is handing each row to JavaScript that costs (0.4 µs a row: 28 ms for إلى). Here the same masks are
// kept again per token and chunk of 64 blocks (4,096 trips): per column a blob of 64 masks of 8 bytes,
// the mask of block k of the chunk at byte 8k, little-endian (the order a little-endian Int32Array
// reads its 32-bit halves in: trips 64k to 64k + 31 first). A token in every trip is 245 rows.
//
// trip_search_bits stays what the writers keep (and what suggestions read, by its partial index of
// the titles); these rows follow it by triggers on its rows: an insert or update writes the row's 8
// bytes of each column into its chunk (made of zeros the first time), a delete zeros them. SQLite has
// no bitwise operator on blobs: the bytes are cut around and joined (`||` makes text of the same
// bytes; cast back to a blob).

/** The 8 bytes of an integer, least significant first, as a blob. */
const littleEndian = (v: string) =>
  `unhex(printf('${'%02x'.repeat(8)}', ${Array.from({ length: 8 }, (_, i) => `(${v} >> ${8 * i}) & 255`).join(', ')}))`;

/** The blob `b` with its 8 bytes of `row`'s block replaced by the value `v`. */
const put = (b: string, row: string, v: string) => {
  const at = `8 * (${row}.block & 63)`;
  return `cast(substr(${b}, 1, ${at}) || ${littleEndian(v)} || substr(${b}, ${at} + 9) as blob)`;
};

/** Writes `row`'s masks (or zeros) into its chunk. */
const write = (row: string, zero: boolean) => `update trip_search_chunks set
    title = ${put('title', row, zero ? '0' : `${row}.title`)},
    places = ${put('places', row, zero ? '0' : `${row}.places`)},
    body = ${put('body', row, zero ? '0' : `${row}.body`)}
  where token_id = ${row}.token_id and chunk = ${row}.block >> 6;`;

const ZEROS = 'zeroblob(512)';

const TRIGGERS: [name: string, event: string, body: string][] = [
  [
    'trip_search_chunks_insert',
    'after insert on trip_search_bits',
    `insert or ignore into trip_search_chunks (token_id, chunk, title, places, body)
      values (new.token_id, new.block >> 6, ${ZEROS}, ${ZEROS}, ${ZEROS});
    ${write('new', false)}`,
  ],
  ['trip_search_chunks_update', 'after update on trip_search_bits', write('new', false)],
  ['trip_search_chunks_delete', 'after delete on trip_search_bits', write('old', true)],
];

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const run = (db: Kysely<any>, query: string) => sql.raw(query).execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await run(
    db,
    `create table trip_search_chunks (token_id integer not null, chunk integer not null, title blob not null,
      places blob not null, body blob not null, primary key (token_id, chunk)) without rowid`,
  );
  for (const [name, event, body] of TRIGGERS) await run(db, `create trigger ${name} ${event} begin ${body} end`);
  // Each row of trip_search_bits written into its chunk by the update trigger (a change to nothing).
  await run(
    db,
    `insert into trip_search_chunks (token_id, chunk, title, places, body)
      select distinct token_id, block >> 6, ${ZEROS}, ${ZEROS}, ${ZEROS} from trip_search_bits`,
  );
  await run(db, 'update trip_search_bits set title = title');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const [name] of TRIGGERS) await run(db, `drop trigger ${name}`);
  await run(db, 'drop table trip_search_chunks');
}
