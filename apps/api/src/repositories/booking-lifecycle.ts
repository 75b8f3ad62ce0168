import { sql, type Kysely, type Transaction } from 'kysely';
import { canChangeStatus, todayIso, type BookingStatus, type StatusActor } from '@rihla/contract';
import type { DB } from '../db/schema.ts';
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
    .set({ status: r.to })
    .where('id', '=', booking.id)
    .where('status', '=', from)
    .executeTakeFirst();
  // Changed by someone else between the read and the write: refused as the new state would be.
  if (updated.numUpdatedRows !== 1n) throw new StatusChangeRefused('illegal');
  if (r.to === 'cancelled') await releaseSeats(trx, booking.id);
  await recordStatusChange(trx, { bookingId: booking.id, from, to: r.to, by: r.by, reason: r.reason ?? null });
  return { from, to: r.to };
}

/** Changes a booking's status, or throws StatusChangeRefused. */
export async function changeStatus(db: Kysely<DB>, r: StatusChangeRequest) {
  return db.transaction().execute((trx) => changeIn(trx, r));
}

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

/**
 * The completion job: confirmed bookings whose last day has passed (in Riyadh) become completed,
 * by "system". Several servers may run it at once: on PostgreSQL only the one holding a transaction
 * advisory lock (keyed by schema) works, the others return at once; SQLite has one writer anyway.
 * A pending booking is left for the operator: the lifecycle has no pending → completed.
 * Returns the ids it completed (for their e-mails).
 */
export async function completeEndedBookings(db: Kysely<DB>, today = todayIso(), batch = 500): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(hashtext(current_schema() || ':complete-bookings')) as locked`.execute(trx);
      if (!rows[0]?.locked) return [];
    }
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
        await changeIn(trx, { bookingId: id, to: 'completed', by: 'system', reason: null });
        done.push(id);
      } catch (e) {
        // Cancelled meanwhile: nothing to complete.
        if (!(e instanceof StatusChangeRefused)) throw e;
      }
    }
    return done;
  });
}
