import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// What the back office's dashboard counts (issue 31, item 14): bookings made since a time, upcoming
// departures with their seats, and one departure's passengers (the manifest).

/** Statuses that are sales: a booking paid or being travelled, not one expired, cancelled or unpaid. */
export const SOLD = ['pending', 'confirmed', 'completed'];

export async function bookingsMadeSince(db: Kysely<DB>, since: string) {
  return db.selectFrom('bookings').select(['created_at', 'total_price', 'status']).where('created_at', '>=', since).execute();
}

export async function departuresBetween(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('departures')
    .innerJoin('trips', 'trips.id', 'departures.trip_id')
    .select(['departures.trip_id', 'trips.title', 'departures.date', 'departures.seats', 'departures.seats_taken'])
    .where('departures.date', '>=', from)
    .where('departures.date', '<=', to)
    .orderBy('departures.date')
    .orderBy('departures.trip_id')
    .limit(200)
    .execute();
}

/** The bookings (sold) of a trip starting on `date`, with their customers, oldest first. */
export async function manifestBookings(db: Kysely<DB>, tripId: number, date: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.adults_count',
      'bookings.children_count',
      'customers.name as customer_name',
      'customers.phone_number',
      'customers.email',
    ])
    .where('bookings.trip_id', '=', tripId)
    .where('bookings.from_date', '=', date)
    .where('bookings.status', 'in', SOLD)
    .orderBy('bookings.id')
    .execute();
}

export async function manifestTravellers(db: Kysely<DB>, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .selectFrom('booking_travellers')
    .select([
      'booking_id',
      'position',
      'kind',
      'first_name',
      'last_name',
      'birth_date',
      'gender',
      'nationality',
      'passport',
      'passport_expiry',
    ])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
}

export async function tripTitle(db: Kysely<DB>, tripId: number): Promise<string | null> {
  const row = await db.selectFrom('trips').select('title').where('id', '=', tripId).executeTakeFirst();
  return row?.title ?? null;
}
