/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 29, finding 3: the second factor locks.
// - staff.code_failures: wrong authenticator or recovery codes in a row (a sign-in clears it).
// - staff.code_locked_until: no second step before this instant (a growing delay, then a lock).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('staff').addColumn('code_locked_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('code_locked_until').execute();
  await db.schema.alterTable('staff').dropColumn('code_failures').execute();
}
