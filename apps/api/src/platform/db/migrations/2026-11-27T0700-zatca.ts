/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 27, phase 2: ZATCA's signed XML and its reporting.
// - invoices.hash_method: how the row's hash was made, so the chain's check can verify each invoice
//   the way it was issued: 'json-v1' (phase 1: SHA-256 over a JSON of the row, every invoice issued
//   before this migration) or 'zatca-xml-c14n' (ZATCA's hash of the signed UBL XML). invoices.xml is
//   that signed XML byte for byte, invoices.signature its ECDSA signature (base64). Adding columns
//   fires no row trigger: the invoices stay immutable.
// - invoice_reports: one row per simplified invoice or credit note to report to ZATCA within 24
//   hours, written 'pending' in the issuing transaction; the reporting job moves it to 'reported',
//   'rejected' (ZATCA answered 400: its errors kept in response) or 'failed' (after N attempts).
// - zatca_credentials: the seller's signing key (sealed with the files key) and certificates: a
//   self-signed one made on first start, then the compliance and production CSIDs of onboarding
//   (with their API secrets, sealed too). The latest production one signs; before it, the self-signed.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .alterTable('invoices')
    .addColumn('hash_method', 'text', (c) => c.notNull().defaultTo('json-v1'))
    .execute();
  await db.schema.alterTable('invoices').addColumn('xml', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('signature', 'text').execute();

  await db.schema
    .createTable('invoice_reports')
    .addColumn('invoice_id', 'integer', (c) => c.primaryKey().references('invoices.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('reported_at', 'text')
    .addColumn('response', 'text')
    .execute();
  await db.schema.createIndex('invoice_reports_due').on('invoice_reports').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('zatca_credentials')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('binary_security_token', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One self-signed key: servers starting together on one database keep the first.
  await db.schema
    .createIndex('zatca_one_self_signed')
    .on('zatca_credentials')
    .column('kind')
    .unique()
    .where(sql.ref('kind'), '=', 'self_signed')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('zatca_credentials').execute();
  await db.schema.dropTable('invoice_reports').execute();
  await db.schema.alterTable('invoices').dropColumn('signature').execute();
  await db.schema.alterTable('invoices').dropColumn('xml').execute();
  await db.schema.alterTable('invoices').dropColumn('hash_method').execute();
}
