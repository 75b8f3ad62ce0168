/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 12: tokens expire when idle and at an absolute age (last_used_at), e-mail addresses
// are verified (email_verified_at, email_verifications), and a booking remembers what its
// Idempotency-Key was sent with (idempotency_hash), so the same key with another body is refused.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('last_used_at', 'text').execute();
  await sql`update access_tokens set last_used_at = created_at`.execute(db);
  await db.schema.createIndex('access_tokens_created').on('access_tokens').column('created_at').execute();
  await db.schema.createIndex('access_tokens_last_used').on('access_tokens').column('last_used_at').execute();
  await db.schema.alterTable('customers').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('idempotency_hash', 'text').execute();
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  await db.schema
    .createTable('email_verifications')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_verifications_customer').on('email_verifications').column('customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('bookings').dropColumn('idempotency_hash').execute();
  await db.schema.alterTable('customers').dropColumn('email_verified_at').execute();
  await db.schema.dropIndex('access_tokens_last_used').execute();
  await db.schema.dropIndex('access_tokens_created').execute();
  await db.schema.alterTable('access_tokens').dropColumn('last_used_at').execute();
}
