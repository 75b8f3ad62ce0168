import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { isUniqueViolation, nowIso } from '../../../platform/db/constraints.ts';

// Payments as this site knows them (issue 26): one row per gateway payment, however many times it is
// told about (the browser, a webhook, the reconciliation job). `outcome` is taken once, by a
// conditional update, so two servers settling the same payment never both act on it.

type Db = Kysely<DB> | Transaction<DB>;

export type PaymentOutcomeTaken = 'applied' | 'given-back' | 'failed';

export interface PaymentRecord {
  bookingId: number;
  provider: string;
  gatewayId: string;
  method: string;
  brand: string | null;
  last4: string | null;
  amount: number;
  currency: string;
  status: string;
  message: string | null;
  refunded: number;
}

/** Writes what the gateway says of a payment (the booking it names never changes); returns its row id. */
export async function savePayment(db: Db, p: PaymentRecord): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('payments')
    .values({
      booking_id: p.bookingId,
      provider: p.provider,
      gateway_id: p.gatewayId,
      method: p.method,
      brand: p.brand,
      last4: p.last4,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      message: p.message,
      refunded: p.refunded,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('gateway_id').doUpdateSet({
        status: p.status,
        brand: p.brand,
        last4: p.last4,
        message: p.message,
        refunded: p.refunded,
        updated_at: now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes this site's decision on a payment, once: false when it was already taken (by anyone). */
export async function takeOutcome(db: Db, gatewayId: string, outcome: PaymentOutcomeTaken): Promise<boolean> {
  const r = await db
    .updateTable('payments')
    .set({ outcome, updated_at: nowIso() })
    .where('gateway_id', '=', gatewayId)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** The gateway id of the payment that paid this booking, if one did. */
export async function appliedPaymentOf(db: Db, bookingId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'gateway_id', 'amount', 'refunded', 'method', 'brand'])
    .where('booking_id', '=', bookingId)
    .where('outcome', '=', 'applied')
    .executeTakeFirst();
}

export async function paymentRow(db: Db, gatewayId: string) {
  return db.selectFrom('payments').selectAll().where('gateway_id', '=', gatewayId).executeTakeFirst();
}

export async function paymentsOfBooking(db: Db, bookingId: number) {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
}

/** Payments a booking has that may still become money (asked of the gateway before its hold ends). */
export async function openPaymentsOf(db: Db, bookingId: number) {
  return db
    .selectFrom('payments')
    .select('gateway_id')
    .where('booking_id', '=', bookingId)
    .where('outcome', 'is', null)
    .where('status', 'in', ['initiated', 'authorized', 'paid'])
    .execute();
}

/** Payments left `initiated` since before `before` (and not older than `since`): the reconciliation job's list. */
export async function staleInitiated(db: Db, before: string, since: string, limit = 100) {
  return db
    .selectFrom('payments')
    .select('gateway_id')
    .where('status', 'in', ['initiated', 'authorized'])
    .where('outcome', 'is', null)
    .where('created_at', '<=', before)
    .where('created_at', '>=', since)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A booking's state as a payment is judged against it, read in the settling transaction. */
export async function bookingForPayment(db: Db, bookingId: number) {
  return db
    .selectFrom('bookings')
    .select(['id', 'customer_id', 'status', 'total_price', 'hold_expires_at', 'from_date'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

/** Records a webhook event as applied; false when it already was (the same event again). */
export async function recordEvent(db: Db, e: { id: string; type: string; paymentId: string | null }): Promise<boolean> {
  try {
    await db
      .insertInto('payment_events')
      .values({ event_id: e.id, type: e.type, gateway_payment_id: e.paymentId, received_at: nowIso() })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function eventSeen(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom('payment_events').select('event_id').where('event_id', '=', id).executeTakeFirst());
}

/** Bookings whose hold has run out, oldest first. */
export async function expiredHolds(db: Db, now: string, limit = 100) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('hold_expires_at', '<=', now)
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute();
}

/** Bookings whose hold ends before `soon` and whose reminder was not written. */
export async function holdsToRemind(db: Db, now: string, soon: string, limit = 100) {
  return db
    .selectFrom('bookings')
    .select('id')
    .where('status', '=', 'awaiting_payment')
    .where('hold_reminded', '=', 0)
    .where('hold_expires_at', '>', now)
    .where('hold_expires_at', '<=', soon)
    .orderBy('hold_expires_at')
    .limit(limit)
    .execute();
}

/** Marks the reminder written, once: false when another server did. */
export async function takeReminder(db: Db, bookingId: number): Promise<boolean> {
  const r = await db
    .updateTable('bookings')
    .set({ hold_reminded: 1 })
    .where('id', '=', bookingId)
    .where('hold_reminded', '=', 0)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** One Riyadh day of payments that became money, for the accountant. */
export async function paymentsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'payments.gateway_id',
      'payments.booking_id',
      'payments.method',
      'payments.brand',
      'payments.last4',
      'payments.amount',
      'payments.status',
      'payments.outcome',
      'payments.updated_at',
      'payments.created_at',
      'customers.name as customer_name',
    ])
    .where('payments.status', 'in', ['paid', 'captured', 'refunded'])
    .where('payments.created_at', '>=', from)
    .where('payments.created_at', '<', to)
    .orderBy('payments.id')
    .execute();
}

export const sumOf = (column: 'amount') => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
