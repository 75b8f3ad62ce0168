import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// Everything we hold about one customer (issue 29, item 7), table by table, for their export.

export async function profileOf(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
}

export async function signInMethodsOf(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('customer_identities').select(['provider']).where('customer_id', '=', customerId).execute();
}

export async function sessionsOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('access_tokens')
    .select(['created_at', 'last_used_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .execute();
}

export async function bookingsOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('trips', 'trips.id', 'bookings.trip_id')
    .select([
      'bookings.id',
      'bookings.trip_id',
      'trips.title as trip_title',
      'bookings.status',
      'bookings.from_date',
      'bookings.to_date',
      'bookings.adults_count',
      'bookings.children_count',
      'bookings.total_price',
      'bookings.created_at',
      'bookings.documents_purged_at',
    ])
    .where('bookings.customer_id', '=', customerId)
    .orderBy('bookings.id')
    .execute();
}

export async function travellersOf(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db.selectFrom('booking_travellers').selectAll().where('booking_id', 'in', bookingIds).orderBy('position').execute();
}

export async function savedTravellersOf(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('saved_travellers').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

export async function filesOf(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('booking_files')
    .select(['id', 'booking_id', 'traveller_id', 'kind', 'mime', 'size', 'original_name'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('id')
    .execute();
}

export async function historyOf(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('booking_status_history')
    .select(['booking_id', 'from_status', 'to_status', 'by', 'reason', 'at'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('id')
    .execute();
}

export async function paymentsOf(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('payments')
    .select(['booking_id', 'method', 'brand', 'last4', 'amount', 'currency', 'status', 'refunded', 'created_at'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('id')
    .execute();
}

export async function refundsOf(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('refunds')
    .select(['booking_id', 'amount', 'reason', 'status', 'created_at'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('id')
    .execute();
}

export async function invoicesOf(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('invoices')
    .select(['booking_id', 'number', 'kind', 'issued_at', 'customer_name', 'total_with_vat', 'vat_total'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('number')
    .execute();
}

export async function ratingsOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('ratings')
    .innerJoin('trips', 'trips.id', 'ratings.trip_id')
    .select([
      'ratings.booking_id',
      'trips.title as trip_title',
      'ratings.rate',
      'ratings.comment',
      'ratings.updated_at',
      'ratings.hidden_at',
    ])
    .where('ratings.customer_id', '=', customerId)
    .orderBy('ratings.booking_id')
    .execute();
}

export async function favouritesOf(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('favourites')
    .innerJoin('trips', 'trips.id', 'favourites.trip_id')
    .select(['favourites.trip_id', 'trips.title as trip_title', 'favourites.created_at'])
    .where('favourites.customer_id', '=', customerId)
    .orderBy('favourites.created_at')
    .execute();
}

export async function mailsTo(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['subject', 'created_at', 'sent_at'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}
