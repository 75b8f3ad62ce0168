import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';
import { sumOf } from './payments.ts';

// Refunds (issue 26): each a row before the gateway is called, so a crash or a refused call leaves
// a pending refund the refund job tries again. A refund is attempted by one server at a time: the
// attempt takes a lease (next_attempt_at moved ahead) by a conditional update.

type Db = Kysely<DB> | Transaction<DB>;

export type RefundBy = 'customer' | 'staff' | 'system';

export interface NewRefund {
  bookingId: number;
  paymentId: number;
  amount: number;
  reason: string | null;
  by: RefundBy;
  staffId?: number | null;
}

export async function insertRefund(db: Db, r: NewRefund): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('refunds')
    .values({
      booking_id: r.bookingId,
      payment_id: r.paymentId,
      amount: r.amount,
      reason: r.reason,
      requested_by: r.by,
      staff_id: r.staffId ?? null,
      status: 'pending',
      created_at: now,
      updated_at: now,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Halalas of this payment already given back or being given back (failed refunds do not count). */
export async function refundedOrPending(db: Db, paymentId: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select(sumOf('amount').as('total'))
    .where('payment_id', '=', paymentId)
    .where('status', 'in', ['pending', 'done'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Halalas of this payment given back for sure. */
export async function refundedDone(db: Db, paymentId: number, except?: number): Promise<number> {
  let q = db
    .selectFrom('refunds')
    .select(sumOf('amount').as('total'))
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'done');
  if (except !== undefined) q = q.where('id', '!=', except);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Takes the right to attempt this refund for `leaseMs`: false when it is not due or another server has it. */
export async function leaseRefund(db: Db, id: number, now: string, until: string): Promise<boolean> {
  const r = await db
    .updateTable('refunds')
    .set({ next_attempt_at: until })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function refundWithPayment(db: Db, id: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.id',
      'refunds.booking_id',
      'refunds.amount',
      'refunds.reason',
      'refunds.requested_by',
      'refunds.attempts',
      'refunds.status',
      'payments.id as payment_row_id',
      'payments.gateway_id',
      'payments.method',
      'payments.brand',
    ])
    .where('refunds.id', '=', id)
    .executeTakeFirst();
}

export async function finishRefund(db: Db, id: number, gatewayRefundId: string) {
  await db
    .updateTable('refunds')
    .set({ status: 'done', gateway_refund_id: gatewayRefundId, last_error: null, next_attempt_at: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function failRefundAttempt(db: Db, id: number, error: string, nextAttemptAt: string | null) {
  const row = await db.selectFrom('refunds').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
  await db
    .updateTable('refunds')
    .set({
      attempts: row.attempts + 1,
      last_error: error.slice(0, 500),
      status: nextAttemptAt ? 'pending' : 'failed',
      next_attempt_at: nextAttemptAt,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** Pending refunds due for an attempt. */
export async function dueRefunds(db: Db, now: string, limit = 50) {
  return db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function refundsOfBooking(db: Db, bookingId: number) {
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .leftJoin('staff', 'staff.id', 'refunds.staff_id')
    .select([
      'refunds.id',
      'refunds.amount',
      'refunds.status',
      'refunds.reason',
      'refunds.requested_by',
      'refunds.gateway_refund_id',
      'refunds.attempts',
      'refunds.last_error',
      'refunds.created_at',
      'payments.gateway_id',
      'staff.name as staff_name',
    ])
    .where('refunds.booking_id', '=', bookingId)
    .orderBy('refunds.id')
    .execute();
}

/** One Riyadh day of refunds given back, for the accountant. */
export async function refundsBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .innerJoin('bookings', 'bookings.id', 'refunds.booking_id')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'refunds.id',
      'refunds.booking_id',
      'refunds.amount',
      'refunds.status',
      'refunds.reason',
      'refunds.requested_by',
      'refunds.gateway_refund_id',
      'refunds.updated_at',
      'payments.gateway_id',
      'payments.method',
      'payments.brand',
      'payments.last4',
      'customers.name as customer_name',
    ])
    .where('refunds.status', '=', 'done')
    .where('refunds.updated_at', '>=', from)
    .where('refunds.updated_at', '<', to)
    .orderBy('refunds.id')
    .execute();
}
