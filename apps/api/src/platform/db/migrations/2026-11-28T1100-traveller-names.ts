/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 31, item 1: every traveller by name.
// - booking_travellers: the adults (kind 'adult', positions 0 .. adults-1) and now the children
//   (kind 'child', after them), each with first and last name in Latin letters as in the passport,
//   date of birth and gender. Bookings made before keep null there. A child has no passport: its
//   nationality, passport and passport_expiry are '' (those columns are NOT NULL since the start).
// - saved_travellers: a customer's travellers, kept with their consent for the next bookings. The
//   passport number is sealed with the files key (platform/file-cipher.ts) like the passport scans:
//   key id, IV, tag and data in one blob; a copy of the database shows no passport number.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const blob = pg ? 'bytea' : 'blob';

  await db.schema
    .alterTable('booking_travellers')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('adult'))
    .execute();
  for (const column of ['first_name', 'last_name', 'birth_date', 'gender'])
    await db.schema.alterTable('booking_travellers').addColumn(column, 'text').execute();

  await db.schema
    .createTable('saved_travellers')
    .addColumn('id', idType, id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn('nationality', 'text')
    .addColumn('passport_sealed', blob)
    .addColumn('passport_expiry', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_travellers_customer').on('saved_travellers').columns(['customer_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_travellers').execute();
  for (const column of ['gender', 'birth_date', 'last_name', 'first_name', 'kind'])
    await db.schema.alterTable('booking_travellers').dropColumn(column).execute();
}
