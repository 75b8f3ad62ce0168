import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';

// Staff's internal notes on a booking (issue 31, item 13): read only by the back office's booking
// answer, never by the customer's.

export const NOTE_MAX = 2000;

/** The note's new id, or null when the booking does not exist. */
export async function addNote(db: Kysely<DB>, bookingId: number, staffId: number, body: string): Promise<number | null> {
  const booking = await db.selectFrom('bookings').select('id').where('id', '=', bookingId).executeTakeFirst();
  if (!booking) return null;
  const row = await db
    .insertInto('booking_notes')
    .values({ booking_id: bookingId, staff_id: staffId, body, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking's notes, newest first, with their author's name (empty once the author is gone). */
export async function notesOf(db: Kysely<DB>, bookingId: number) {
  const rows = await db
    .selectFrom('booking_notes')
    .leftJoin('staff', 'staff.id', 'booking_notes.staff_id')
    .select(['booking_notes.id', 'booking_notes.body', 'booking_notes.created_at', 'staff.name as staff_name'])
    .where('booking_notes.booking_id', '=', bookingId)
    .orderBy('booking_notes.id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, body: r.body, staff_name: r.staff_name ?? '', created_at: r.created_at }));
}
