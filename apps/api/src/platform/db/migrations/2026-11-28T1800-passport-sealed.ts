/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 29, item 9: a booking traveller's passport number is sealed with the files key like
// the scans (modules/bookings/passport-seal.ts). What the customer's pages show of it, all but its
// last 3 characters hidden, is kept beside it, so those pages need no key. The numbers stored in
// clear before are sealed, and their masks written, by the server at start (they need the key,
// which migrations do not have: modules/bookings/repositories/passport-sealing.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_travellers')
    .addColumn('passport_masked', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
