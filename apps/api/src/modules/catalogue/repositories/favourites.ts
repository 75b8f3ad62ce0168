import type { Kysely } from 'kysely';
import type { ListedTrip } from '@rihla/contract';
import { nowIso } from '../../../platform/db/constraints.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { listCards, PAGE_SIZE } from './trips.ts';

/**
 * Sets whether the customer likes the trip (`liked`), or flips it when undefined. Returns the state
 * now stored, or null when the trip does not exist (or is unpublished and not yet liked: an
 * unpublished trip can be taken out of the favourites, not put in).
 */
export async function toggleFavourite(
  db: Kysely<DB>,
  customerId: number,
  tripId: number,
  liked?: boolean,
): Promise<boolean | null> {
  const trip = await db.selectFrom('trips').select(['id', 'published']).where('id', '=', tripId).executeTakeFirst();
  if (!trip) return null;
  const current = await db
    .selectFrom('favourites')
    .select('trip_id')
    .where('customer_id', '=', customerId)
    .where('trip_id', '=', tripId)
    .executeTakeFirst();
  const wanted = liked ?? !current;
  if (wanted && !current && trip.published !== 1) return null;
  if (wanted && !current) {
    await db
      .insertInto('favourites')
      .values({ customer_id: customerId, trip_id: tripId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['customer_id', 'trip_id']).doNothing())
      .execute();
  } else if (!wanted && current) {
    await db.deleteFrom('favourites').where('customer_id', '=', customerId).where('trip_id', '=', tripId).execute();
  }
  return wanted;
}

/** One page of the customer's favourites, newest first, and how many they have. */
export async function favouritesPage(
  db: Kysely<DB>,
  customerId: number,
  page: number,
): Promise<{ favourites: ListedTrip[]; total: number }> {
  const [favourites, count] = await Promise.all([
    listCards(db, customerId, (q) =>
      q
        .innerJoin('favourites', 'favourites.trip_id', 'trips.id')
        .where('favourites.customer_id', '=', customerId)
        .orderBy('favourites.created_at', 'desc')
        .orderBy('trips.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
    ),
    // Counted as listed: an unpublished trip is not among them.
    db
      .selectFrom('favourites')
      .innerJoin('trips', 'trips.id', 'favourites.trip_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('favourites.customer_id', '=', customerId)
      .where('trips.published', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { favourites, total: Number(count.n) };
}
