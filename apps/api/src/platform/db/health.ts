import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Throws when the database does not answer. */
export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Throws when the database cannot take a write; changes nothing (an UPDATE that matches no row). */
export async function probeWrite(db: Kysely<DB>): Promise<void> {
  // An UPDATE that matches nothing still needs a writable database on both engines.
  await sql`update access_tokens set last_used_at = last_used_at where id = -1`.execute(db);
}
