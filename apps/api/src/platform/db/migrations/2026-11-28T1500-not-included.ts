/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 31, item 7: what a trip's price leaves out ("غير مشمول"), kept beside what it
// includes: a JSON list of {name, title}, empty for the trips that had none.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trip_contents')
    .addColumn('not_included', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trip_contents').dropColumn('not_included').execute();
}
