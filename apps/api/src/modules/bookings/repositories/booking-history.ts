import type { Kysely, Transaction } from 'kysely';
import {
  BOOKING_STATUSES,
  STATUS_ACTORS,
  type BookingStatus,
  type BookingTravellerView,
  type Gender,
  type StatusActor,
  type StatusChange,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';

// A booking's status history (docs/product.md, "States"): one row per change, written in the same
// transaction as the change itself; and its travellers as the booking's own page shows them.

export interface NewStatusChange {
  bookingId: number;
  from: BookingStatus | null;
  to: BookingStatus;
  by: StatusActor;
  reason: string | null;
}

export async function recordStatusChange(trx: Transaction<DB> | Kysely<DB>, c: NewStatusChange): Promise<void> {
  await trx
    .insertInto('booking_status_history')
    .values({
      booking_id: c.bookingId,
      from_status: c.from,
      to_status: c.to,
      by: c.by,
      reason: c.reason,
      at: new Date().toISOString(),
    })
    .execute();
}

const asStatus = (s: string | null): BookingStatus | null =>
  s !== null && (BOOKING_STATUSES as readonly string[]).includes(s) ? (s as BookingStatus) : null;

/** A booking's changes, oldest first. */
export async function historyOf(db: Kysely<DB>, bookingId: number): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('booking_status_history')
    .select(['from_status', 'to_status', 'by', 'reason', 'at'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    from: asStatus(r.from_status),
    to: asStatus(r.to_status) ?? 'pending',
    by: (STATUS_ACTORS as readonly string[]).includes(r.by) ? (r.by as StatusActor) : 'system',
    reason: r.reason,
    at: r.at,
  }));
}

/** A passport number with all but its last 3 characters hidden (the booking's page shows no more). */
export const maskPassport = (passport: string) => `${'•'.repeat(Math.max(passport.length - 3, 0))}${passport.slice(-3)}`;

/** The columns every view of a booking's travellers reads. */
export const TRAVELLER_COLUMNS = [
  'position',
  'kind',
  'first_name',
  'last_name',
  'birth_date',
  'gender',
  'nationality',
  'passport',
  'passport_masked',
  'passport_expiry',
] as const;

interface TravellerRow {
  position: number;
  kind: string;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  gender: string | null;
}

/** A traveller's identity as the wire shows it (issue 31); null where an older booking has none. */
export function identityView(r: TravellerRow) {
  return {
    traveller: r.position,
    kind: r.kind === 'child' ? ('child' as const) : ('adult' as const),
    first_name: r.first_name,
    last_name: r.last_name,
    birth_date: r.birth_date,
    gender: r.gender === 'male' || r.gender === 'female' ? (r.gender as Gender) : null,
  };
}

/** A booking's travellers, adults then children, the adults' passport numbers masked. */
export async function travellersOf(db: Kysely<DB>, bookingId: number): Promise<BookingTravellerView[]> {
  const rows = await db
    .selectFrom('booking_travellers')
    .select(TRAVELLER_COLUMNS)
    .where('booking_id', '=', bookingId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    ...identityView(r),
    nationality: r.nationality || null,
    passport_masked: r.passport_masked || null,
    passport_expiry: r.passport_expiry || null,
  }));
}
