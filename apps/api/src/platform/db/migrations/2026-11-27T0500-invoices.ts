/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 27: tax invoices.
// - site_info: the seller's legal identity (legal name, VAT and commercial registration numbers,
//   tourism licence, national address), shown on every page and printed on every invoice.
// - trips.vat_category: standard (15%), zero (zero-rated) or out_of_scope; prices stay VAT-inclusive.
// - invoice_counter: one row, the last number given; taken with an UPDATE in the transaction that
//   issues the invoice, so numbers have no gap (a rollback gives the number back) and no repeat
//   (PostgreSQL queues concurrent issuers on the row; SQLite has one writer).
// - invoices: simplified tax invoices and credit notes, numbered in that one sequence, each with the
//   seller as it was, its lines, totals in halalas, the phase-1 QR, and its hash chained to the one
//   before. Append-only: triggers refuse every UPDATE and DELETE, as for the audit log.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  for (const column of [
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
    await db.schema.alterTable('site_info').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('trips')
    .addColumn('vat_category', 'text', (c) => c.notNull().defaultTo('standard'))
    .execute();

  await db.schema
    .createTable('invoice_counter')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  // ZATCA's first "previous invoice hash": base64 of the SHA-256 of "0".
  await db
    .insertInto('invoice_counter')
    .values({
      id: 1,
      last_number: 0,
      last_hash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    })
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', idType, id)
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id').unique())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('total_without_vat', 'integer', (c) => c.notNull())
    .addColumn('vat_total', 'integer', (c) => c.notNull())
    .addColumn('total_with_vat', 'integer', (c) => c.notNull())
    .addColumn('qr', 'text', (c) => c.notNull())
    .addColumn('previous_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  // One invoice per payment: settling the same payment twice can never issue a second.
  await db.schema
    .createIndex('invoices_one_per_payment')
    .on('invoices')
    .column('payment_id')
    .unique()
    .where(sql.ref('kind'), '=', 'invoice')
    .execute();
  await db.schema.createIndex('invoices_booking').on('invoices').columns(['booking_id', 'id']).execute();
  await db.schema.createIndex('invoices_issued').on('invoices').columns(['issued_at', 'id']).execute();

  if (pg) {
    await sql`create or replace function invoices_are_immutable() returns trigger language plpgsql as $$
      begin raise exception 'invoices are immutable'; end $$`.execute(db);
    await sql`create trigger invoices_immutable before update or delete on invoices
      for each row execute function invoices_are_immutable()`.execute(db);
  } else {
    await sql`create trigger invoices_no_update before update on invoices
      begin select raise(abort, 'invoices are immutable'); end`.execute(db);
    await sql`create trigger invoices_no_delete before delete on invoices
      begin select raise(abort, 'invoices are immutable'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  await db.schema.dropTable('invoices').execute();
  if (pg) await sql`drop function if exists invoices_are_immutable()`.execute(db);
  await db.schema.dropTable('invoice_counter').execute();
  await db.schema.alterTable('trips').dropColumn('vat_category').execute();
  for (const column of [
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
    await db.schema.alterTable('site_info').dropColumn(column).execute();
}
