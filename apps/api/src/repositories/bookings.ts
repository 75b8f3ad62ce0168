import type { Kysely } from 'kysely';
import {
  bookingStatusStyle,
  BOOKING_STATUSES,
  tripPath,
  type BookingFile,
  type BookingStatus,
  type BookingWithFiles,
} from '@rihla/contract';
import type { DB } from '../db/schema.ts';

export type BookingView = BookingWithFiles;

export function isStatus(s: string): s is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(s);
}

function query(db: Kysely<DB>) {
  return db
    .selectFrom('bookings')
    .innerJoin('trips', 'trips.id', 'bookings.trip_id')
    .innerJoin('countries', 'countries.id', 'trips.to_country_id')
    .leftJoin('ratings', 'ratings.booking_id', 'bookings.id')
    .select([
      'bookings.id',
      'bookings.customer_id',
      'bookings.status',
      'bookings.from_date',
      'bookings.to_date',
      'bookings.adults_count',
      'bookings.children_count',
      'bookings.total_price',
      'bookings.created_at',
      'trips.id as trip_id',
      'trips.title as trip_title',
      'countries.name as to_country',
      'ratings.rate',
      'ratings.comment',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

async function withFiles(db: Kysely<DB>, rows: Row[]): Promise<BookingView[]> {
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await db
        .selectFrom('booking_files')
        .innerJoin('booking_travellers', 'booking_travellers.id', 'booking_files.traveller_id')
        .select([
          'booking_files.id',
          'booking_files.booking_id',
          'booking_files.kind',
          'booking_files.mime',
          'booking_travellers.position',
        ])
        .where('booking_files.booking_id', 'in', ids)
        .orderBy('booking_files.id')
        .execute()
    : [];
  return rows.map((r) => {
    const status: BookingStatus = isStatus(r.status) ? r.status : 'pending';
    return {
      id: r.id,
      status,
      status_text_ar: bookingStatusStyle[status].text_ar,
      status_color: bookingStatusStyle[status].color,
      from_date: r.from_date,
      to_date: r.to_date,
      adults_count: r.adults_count,
      children_count: r.children_count,
      total_price: Number(r.total_price),
      rate: r.rate == null ? null : { rate: r.rate, comment: r.comment ?? null },
      trip: { id: r.trip_id, title: r.trip_title, to_country: r.to_country, link: tripPath(r.trip_id, r.trip_title) },
      files: files
        .filter((f) => f.booking_id === r.id)
        .map((f) => ({
          id: f.id,
          kind: (f.kind === 'visa' ? 'visa' : 'passport') as BookingFile['kind'],
          traveller: f.position,
          mime: f.mime,
          url: `/api/customer/bookings/${r.id}/files/${f.id}`,
        })),
    };
  });
}

export async function bookingById(db: Kysely<DB>, id: number, customerId?: number): Promise<BookingView | null> {
  let q = query(db).where('bookings.id', '=', id);
  if (customerId !== undefined) q = q.where('bookings.customer_id', '=', customerId);
  const row = await q.executeTakeFirst();
  return row ? (await withFiles(db, [row]))[0]! : null;
}

export async function bookingsOf(
  db: Kysely<DB>,
  customerId: number,
  page: number,
  perPage: number,
): Promise<{ bookings: BookingView[]; total: number }> {
  const [rows, count] = await Promise.all([
    query(db)
      .where('bookings.customer_id', '=', customerId)
      .orderBy('bookings.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { bookings: await withFiles(db, rows), total: Number(count.n) };
}

/** Operator listing (CLI): newest first, optionally one status. */
export async function allBookings(db: Kysely<DB>, options: { status?: string; limit?: number } = {}) {
  let q = query(db)
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select(['customers.email', 'customers.name'])
    .orderBy('bookings.id', 'desc')
    .limit(options.limit ?? 50);
  if (options.status) q = q.where('bookings.status', '=', options.status);
  return q.execute();
}
