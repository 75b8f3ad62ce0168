/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 26: online payment.
// - bookings.hold_expires_at: until when an unpaid booking holds its seats (null once it is not
//   awaiting payment); hold_reminded: its "about to expire" e-mail was written (sent once).
// - payments: every payment the gateway reported for a booking, by the gateway's id (unique: the
//   same payment told by the browser, a webhook and the reconciliation job is one row). Amounts in
//   halalas. `outcome` is this site's decision, taken once by a conditional update: 'applied' (it paid
//   the booking) or 'given-back' (refunded or voided, not kept).
// - refunds: money given back through the gateway, by the customer's cancellation, by staff, or by
//   the system (a payment that must not be kept); retried while pending.
// - payment_events: webhook events applied, by their id, so each is applied once.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema.alterTable('bookings').addColumn('hold_expires_at', 'text').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('hold_reminded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('bookings_hold').on('bookings').columns(['status', 'hold_expires_at']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', idType, id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('gateway_id', 'text', (c) => c.notNull().unique())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('payments_amount', sql`amount >= 0 and refunded >= 0`)
    .execute();
  await db.schema.createIndex('payments_booking').on('payments').columns(['booking_id', 'id']).execute();
  await db.schema.createIndex('payments_status_created').on('payments').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', idType, id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('refunds_amount', sql`amount > 0`)
    .execute();
  await db.schema.createIndex('refunds_booking').on('refunds').columns(['booking_id', 'id']).execute();
  await db.schema.createIndex('refunds_status').on('refunds').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('gateway_payment_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropIndex('bookings_hold').execute();
  await db.schema.alterTable('bookings').dropColumn('hold_reminded').execute();
  await db.schema.alterTable('bookings').dropColumn('hold_expires_at').execute();
}
