import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// Erasing personal data (issue 29, items 8 and 9; docs/security.md, "Retention and deletion").

type Db = Kysely<DB> | Transaction<DB>;

/** Statuses of a booking whose trip is still to be travelled (or paid): the account cannot go yet. */
const LIVE = ['awaiting_payment', 'pending', 'confirmed'];

/** The customer's bookings still to come: they must be cancelled before the account is deleted. */
export async function liveBookings(db: Db, customerId: number, today: string) {
  return db
    .selectFrom('bookings')
    .select(['id'])
    .where('customer_id', '=', customerId)
    .where('status', 'in', LIVE)
    .where('to_date', '>=', today)
    .execute();
}

/**
 * A booking's passport and visa scans and passport numbers deleted; `documents_purged_at` keeps that
 * they existed. Travellers keep their nationality and their place in the booking.
 */
export async function purgeDocuments(trx: Db, bookingIds: number[], now: string): Promise<void> {
  if (!bookingIds.length) return;
  const files = trx.selectFrom('booking_files').select('id').where('booking_id', 'in', bookingIds);
  await trx.deleteFrom('booking_file_contents').where('booking_file_id', 'in', files).execute();
  await trx.deleteFrom('booking_files').where('booking_id', 'in', bookingIds).execute();
  await trx
    .updateTable('booking_travellers')
    .set({ passport: '', passport_masked: '' })
    .where('booking_id', 'in', bookingIds)
    .execute();
  await trx.updateTable('bookings').set({ documents_purged_at: now }).where('id', 'in', bookingIds).execute();
}

/** Bookings whose trip ended before `endedBefore` and whose documents are still kept, oldest first. */
export async function bookingsToPurge(db: Db, endedBefore: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('documents_purged_at', 'is', null)
    .where('to_date', '<', endedBefore)
    .orderBy('to_date')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** What a deleted account's booking travellers are called: "مسافر محذوف" ("deleted traveller"). */
const DELETED_TRAVELLER = { first_name: 'مسافر', last_name: 'محذوف' } as const;

/**
 * The travellers of a deleted account's bookings keep their row, kind and place (the booking's
 * counts and history stay true), and nothing else about them: the names become a placeholder, birth
 * date and gender null, nationality and passport expiry '' (NOT NULL columns). Passport numbers and
 * scans: purgeDocuments.
 */
export async function anonymiseTravellers(trx: Db, bookingIds: number[]): Promise<void> {
  if (!bookingIds.length) return;
  await trx
    .updateTable('booking_travellers')
    .set({ ...DELETED_TRAVELLER, birth_date: null, gender: null, nationality: '', passport_expiry: '' })
    .where('booking_id', 'in', bookingIds)
    .execute();
}

/**
 * The account's personal data erased in one transaction: the profile becomes a pseudonym (the row
 * stays, for the bookings, payments and invoices the law makes us keep, so nothing cascades from
 * it), sign-ins, sessions, links, favourites and saved travellers go, and every booking's documents
 * are purged and its travellers anonymised. Reviews: delete-account.ts.
 */
export async function eraseCustomer(trx: Transaction<DB>, customerId: number, now: string): Promise<void> {
  await trx
    .updateTable('customers')
    .set({
      name: `عميل محذوف ${customerId}`,
      // Unique and never deliverable: the address can register again.
      email: `deleted-${customerId}@deleted.invalid`,
      phone_number: null,
      password_hash: null,
      avatar: null,
      birthday: null,
      gender: null,
      email_verified_at: null,
      deleted_at: now,
    })
    .where('id', '=', customerId)
    .execute();
  await trx.deleteFrom('customer_identities').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('access_tokens').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('password_resets').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('email_verifications').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('reauth_codes').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('favourites').where('customer_id', '=', customerId).execute();
  await trx.deleteFrom('saved_travellers').where('customer_id', '=', customerId).execute();
  const bookings = await trx.selectFrom('bookings').select('id').where('customer_id', '=', customerId).execute();
  const ids = bookings.map((b) => b.id);
  await purgeDocuments(trx, ids, now);
  await anonymiseTravellers(trx, ids);
}

/** The customer's ratings (reviews carry their name): to delete, with what each gave its trip. */
export async function ratingsOf(trx: Db, customerId: number) {
  return trx.selectFrom('ratings').select(['trip_id', 'rate', 'hidden_at']).where('customer_id', '=', customerId).execute();
}

export async function deleteRatings(trx: Db, customerId: number): Promise<void> {
  await trx.deleteFrom('ratings').where('customer_id', '=', customerId).execute();
}

/** Mail to an address, deleted with the account (the outbox keeps no one's mail after they go). */
export async function deleteMailTo(trx: Db, email: string): Promise<void> {
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).execute();
}
