/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 31, item 13: staff's internal notes on a booking (never shown to the customer).
// The staff member is kept as a reference without cascade: a note stays when its author leaves.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  await db.schema
    .createTable('booking_notes')
    .addColumn('id', pg ? 'serial' : 'integer', (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_notes_booking').on('booking_notes').columns(['booking_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_notes').execute();
}
