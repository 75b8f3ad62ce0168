import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// Invoices and credit notes (issue 27). A number is taken from the one counter row inside the
// issuing transaction: PostgreSQL makes concurrent issuers wait on that row, SQLite has one writer,
// and a rollback gives the number back, so the sequence has no gap and no repeat. The counter also
// keeps the last invoice's hash, the next one's "previous invoice hash".

type Db = Kysely<DB> | Transaction<DB>;

export async function takeNumber(trx: Transaction<DB>): Promise<{ number: number; previousHash: string }> {
  const row = await trx
    .updateTable('invoice_counter')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('id', '=', 1)
    .returning(['last_number', 'last_hash'])
    .executeTakeFirstOrThrow();
  return { number: row.last_number, previousHash: row.last_hash };
}

export async function chainHash(trx: Transaction<DB>, hash: string): Promise<void> {
  await trx.updateTable('invoice_counter').set({ last_hash: hash }).where('id', '=', 1).execute();
}

export type NewInvoice = Omit<DB['invoices'], 'id'> & { id?: never };

export async function insertInvoice(trx: Transaction<DB>, row: Omit<NewInvoice, 'id'>): Promise<number> {
  const inserted = await trx.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function invoiceOfPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
}

export async function invoicesOfBooking(db: Db, bookingId: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'kind', 'issued_at', 'total_with_vat'])
    .where('booking_id', '=', bookingId)
    .orderBy('number')
    .execute();
}

export async function invoiceById(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every invoice in number order (the hash chain's check). */
export async function allInvoices(db: Db) {
  return db.selectFrom('invoices').selectAll().orderBy('number').execute();
}

export async function sellerIdentity(db: Db) {
  return db
    .selectFrom('site_info')
    .select([
      'legal_name',
      'vat_number',
      'cr_number',
      'tourism_licence',
      'address_building',
      'address_street',
      'address_district',
      'address_city',
      'address_postal_code',
    ])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The booking as its invoice reads it: counts, trip prices and VAT category, the customer's name. */
export async function bookingToInvoice(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('trips', 'trips.id', 'bookings.trip_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'bookings.id',
      'bookings.adults_count',
      'bookings.children_count',
      'bookings.from_date',
      'trips.title',
      'trips.vat_category',
      'trips.default_adults',
      'trips.default_childs',
      'trips.price_per_additional_adult',
      'trips.price_per_additional_child',
      'customers.name as customer_name',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}
