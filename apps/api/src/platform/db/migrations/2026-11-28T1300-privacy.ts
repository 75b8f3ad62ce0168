/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 29, items 7–10: customers' data rights (PDPL).
// - customers.privacy_accepted_at: when the customer accepted the privacy policy (at sign-up);
//   customers.deleted_at: the account was deleted (its personal data erased, the row kept as a
//   pseudonym for the bookings, payments and invoices the law makes us keep).
// - bookings.documents_purged_at: the passport and visa scans and passport numbers were deleted
//   (PASSPORT_RETENTION_DAYS after the trip, or with the account); the booking keeps that they existed.
// - reauth_codes: a six-digit code e-mailed to confirm an export or a deletion (accounts without a
//   password, signed in with Google or Facebook), hashed, short-lived, tries counted.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  await db.schema.alterTable('customers').addColumn('privacy_accepted_at', 'text').execute();
  await db.schema.alterTable('customers').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('documents_purged_at', 'text').execute();
  await db.schema.createIndex('bookings_purge').on('bookings').columns(['documents_purged_at', 'to_date']).execute();
  await db.schema
    .createTable('reauth_codes')
    .addColumn('id', pg ? 'serial' : 'integer', (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('reauth_codes_customer').on('reauth_codes').column('customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reauth_codes').execute();
  await db.schema.dropIndex('bookings_purge').execute();
  await db.schema.alterTable('bookings').dropColumn('documents_purged_at').execute();
  await db.schema.alterTable('customers').dropColumn('deleted_at').execute();
  await db.schema.alterTable('customers').dropColumn('privacy_accepted_at').execute();
}
