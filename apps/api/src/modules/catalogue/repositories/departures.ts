import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// The operator's side of seats (docs/product.md, "Seats and cancellation"): a trip's departures and
// its daily capacity. Used by `pnpm admin` (cli/admin.ts) and, later, the back office.

export class SeatsSetupError extends Error {}

export async function listDepartures(db: Kysely<DB>, tripId: number) {
  return db
    .selectFrom('departures')
    .select(['id', 'date', 'seats', 'seats_taken', 'price'])
    .where('trip_id', '=', tripId)
    .orderBy('date')
    .execute();
}

/** Adds a departure, or changes the seats and price of an existing one on that date. */
export async function addDeparture(
  db: Kysely<DB>,
  d: { tripId: number; date: string; seats: number; price?: number | null },
): Promise<void> {
  if (!Number.isInteger(d.seats) || d.seats < 1) throw new SeatsSetupError('seats must be a whole number, at least 1');
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('departures')
      .select(['id', 'seats_taken'])
      .where('trip_id', '=', d.tripId)
      .where('date', '=', d.date)
      .executeTakeFirst();
    if (existing) {
      if (existing.seats_taken > d.seats)
        throw new SeatsSetupError(`${existing.seats_taken} seats are already booked on ${d.date}`);
      await trx
        .updateTable('departures')
        .set({ seats: d.seats, price: d.price ?? null })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('departures')
        .values({ trip_id: d.tripId, date: d.date, seats: d.seats, price: d.price ?? null })
        .execute();
    }
  });
}

/**
 * Adds a departure on each of `dates` that has none yet (issue 31, item 15: recurring departures), in
 * one transaction; a date that already has one keeps it as it is. Returns the dates added.
 */
export async function addDepartures(
  db: Kysely<DB>,
  d: { tripId: number; dates: string[]; seats: number; price: number | null },
): Promise<string[]> {
  if (!Number.isInteger(d.seats) || d.seats < 1) throw new SeatsSetupError('seats must be a whole number, at least 1');
  if (d.dates.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const taken = new Set(
      (
        await trx.selectFrom('departures').select('date').where('trip_id', '=', d.tripId).where('date', 'in', d.dates).execute()
      ).map((r) => r.date),
    );
    const added = d.dates.filter((date) => !taken.has(date));
    if (added.length)
      await trx
        .insertInto('departures')
        .values(added.map((date) => ({ trip_id: d.tripId, date, seats: d.seats, price: d.price })))
        .execute();
    return added;
  });
}

/** Removes a departure nobody has booked; one with bookings must have them cancelled first. */
export async function removeDeparture(db: Kysely<DB>, tripId: number, date: string): Promise<void> {
  const r = await db
    .deleteFrom('departures')
    .where('trip_id', '=', tripId)
    .where('date', '=', date)
    .where('seats_taken', '=', 0)
    .executeTakeFirst();
  if (r.numDeletedRows !== 1n) throw new SeatsSetupError(`no unbooked departure on ${date}`);
}

/** Travellers per date of an open-dates trip; null makes it unlimited again. */
export async function setDailyCapacity(db: Kysely<DB>, tripId: number, capacity: number | null): Promise<void> {
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1))
    throw new SeatsSetupError('capacity must be a whole number, at least 1 (or "none")');
  const r = await db.updateTable('trips').set({ daily_capacity: capacity }).where('id', '=', tripId).executeTakeFirst();
  if (r.numUpdatedRows !== 1n) throw new SeatsSetupError(`no trip ${tripId}`);
}
