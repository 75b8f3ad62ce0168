import type { Kysely, Transaction } from 'kysely';
import { canChangeStatus, todayIso, type BookingStatus, type StatusActor } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import { recordStatusChange } from './booking-history.ts';
import { releaseSeats } from './seats.ts';

// The booking lifecycle (docs/product.md, "States"): pending → confirmed → completed, cancelled from
// pending or confirmed. Every change goes through changeStatus, for the customer's cancel call, the
// operator's CLI and the completion job alike: the transition is checked, the status is changed only
// if nobody changed it meanwhile (a conditional UPDATE, atomic on both engines), a cancellation
// gives the seats back, and the history gets its row, all in one transaction.

export type RefusalReason = 'not-found' | 'illegal' | 'too-late';

export class StatusChangeRefused extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason) {
    super(`status change refused: ${reason}`);
    this.reason = reason;
  }
}

export interface BookingState {
  id: number;
  customer_id: number;
  status: string;
  from_date: string;
  to_date: string;
}

export interface StatusChangeRequest {
  bookingId: number;
  to: BookingStatus;
  by: StatusActor;
  reason?: string | null;
  /** Only this customer's booking (the customer's calls): another's is "not found". */
  customerId?: number;
  /** A further rule on the booking as it is (the customer's cancellation cut-off): throw to refuse. */
  check?: (booking: BookingState) => void;
  /** More work in the change's transaction once it is made (its e-mail into the outbox). */
  inTransaction?: (trx: Transaction<DB>) => Promise<void>;
}

async function changeIn(trx: Transaction<DB>, r: StatusChangeRequest): Promise<{ from: BookingStatus; to: BookingStatus }> {
  let q = trx
    .selectFrom('bookings')
    .select(['id', 'customer_id', 'status', 'from_date', 'to_date'])
    .where('id', '=', r.bookingId);
  if (r.customerId !== undefined) q = q.where('customer_id', '=', r.customerId);
  const booking = await q.executeTakeFirst();
  if (!booking) throw new StatusChangeRefused('not-found');
  const from = booking.status as BookingStatus;
  if (!canChangeStatus(from, r.to)) throw new StatusChangeRefused('illegal');
  r.check?.(booking);
  const updated = await trx
    .updateTable('bookings')
    // Leaving "awaiting payment" ends the hold (paid, expired or cancelled).
    .set({ status: r.to, ...(from === 'awaiting_payment' ? { hold_expires_at: null } : {}) })
    .where('id', '=', booking.id)
    .where('status', '=', from)
    .executeTakeFirst();
  // Changed by someone else between the read and the write: refused as the new state would be.
  if (updated.numUpdatedRows !== 1n) throw new StatusChangeRefused('illegal');
  if (r.to === 'cancelled' || r.to === 'expired') await releaseSeats(trx, booking.id);
  await recordStatusChange(trx, { bookingId: booking.id, from, to: r.to, by: r.by, reason: r.reason ?? null });
  await r.inTransaction?.(trx);
  return { from, to: r.to };
}

/** changeStatus inside a transaction the caller already holds (the payments module's settlement). */
export const changeStatusIn = changeIn;

/** Changes a booking's status, or throws StatusChangeRefused. */
export async function changeStatus(db: Kysely<DB>, r: StatusChangeRequest) {
  return db.transaction().execute((trx) => changeIn(trx, r));
}

/**
 * The completion job: confirmed bookings whose last day has passed (in Riyadh) become completed,
 * by "system".
 * A pending booking is left for the operator: the lifecycle has no pending → completed.
 * `inTransaction` runs for each completed booking in the same transaction (its e-mail into the
 * outbox). Returns the ids it completed. One server at a time runs it (platform/job-runner.ts).
 */
export async function completeEndedBookings(
  db: Kysely<DB>,
  today = todayIso(),
  batch = 500,
  inTransaction?: (trx: Transaction<DB>, bookingId: number) => Promise<void>,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('bookings')
      .select('id')
      .where('status', '=', 'confirmed')
      .where('to_date', '<', today)
      .orderBy('id')
      .limit(batch)
      .execute();
    const done: number[] = [];
    for (const { id } of due) {
      try {
        await changeIn(trx, {
          bookingId: id,
          to: 'completed',
          by: 'system',
          reason: null,
          ...(inTransaction ? { inTransaction: (t) => inTransaction(t, id) } : {}),
        });
        done.push(id);
      } catch (e) {
        // Cancelled meanwhile: nothing to complete.
        if (!(e instanceof StatusChangeRefused)) throw e;
      }
    }
    return done;
  });
}
