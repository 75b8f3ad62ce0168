import type { Kysely, Transaction } from 'kysely';
import {
  bookingStatusStyle,
  BOOKING_STATUSES,
  tripPath,
  type BookingFile,
  type BookingStatus,
  type BookingWithFiles,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';
import { recordStatusChange } from './booking-history.ts';
import { takeSeats, type SeatsPool } from './seats.ts';

export type BookingView = BookingWithFiles;

export function isStatus(s: string): s is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(s);
}

/**
 * A booking joined to its trip, with the columns every view of a booking shows: the customer's
 * (here) and the staff's (admin-bookings.ts) add their own joins and columns to it.
 */
export function bookingsWithTrips(db: Kysely<DB>) {
  return db
    .selectFrom('bookings')
    .innerJoin('trips', 'trips.id', 'bookings.trip_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.from_date',
      'bookings.to_date',
      'bookings.adults_count',
      'bookings.children_count',
      'bookings.total_price',
      'bookings.created_at',
      'bookings.hold_expires_at',
      'trips.id as trip_id',
      'trips.title as trip_title',
    ]);
}

type BookingBaseRow = Awaited<ReturnType<ReturnType<typeof bookingsWithTrips>['execute']>>[number];

/** Those columns as the wire shows them: the status with its Arabic text and colour, the price as a number. */
export function bookingBase(r: BookingBaseRow) {
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
  };
}

/** A passport or visa of a booking, named by its URL (the customer's or the staff's). */
export const fileView = (f: { id: number; kind: string; position: number; mime: string }, url: string): BookingFile => ({
  id: f.id,
  kind: f.kind === 'visa' ? 'visa' : 'passport',
  traveller: f.position,
  mime: f.mime,
  url,
});

function query(db: Kysely<DB>) {
  return bookingsWithTrips(db)
    .innerJoin('countries', 'countries.id', 'trips.to_country_id')
    .leftJoin('ratings', 'ratings.booking_id', 'bookings.id')
    .select(['bookings.customer_id', 'countries.name as to_country', 'ratings.rate', 'ratings.comment']);
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
  return rows.map((r) => ({
    ...bookingBase(r),
    payment_due_at: r.status === 'awaiting_payment' ? r.hold_expires_at : null,
    rate: r.rate == null ? null : { rate: r.rate, comment: r.comment ?? null },
    trip: { id: r.trip_id, title: r.trip_title, to_country: r.to_country, link: tripPath(r.trip_id, r.trip_title) },
    files: files.filter((f) => f.booking_id === r.id).map((f) => fileView(f, `/api/customer/bookings/${r.id}/files/${f.id}`)),
  }));
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

/** The trip a booking is for, with everything pricing and validation read; an unpublished trip cannot be booked. */
export async function tripToBook(db: Kysely<DB>, id: number) {
  return db.selectFrom('trips').selectAll().where('id', '=', id).where('published', '=', 1).executeTakeFirst();
}

/** The booking this customer made with this Idempotency-Key, and the fingerprint of its request. */
export async function keyedBooking(db: Kysely<DB>, customerId: number, key: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'idempotency_hash'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export interface NewBooking {
  customerId: number;
  tripId: number;
  fromDate: string;
  toDate: string;
  adults: number;
  children: number;
  totalPrice: number;
  idempotencyKey: string | null;
  idempotencyHash: string | null;
  /** The seats to take (adults + children) and their counter; null when the date is unlimited. */
  seats: { pool: SeatsPool; count: number } | null;
  /** With online payment (issue 26): the booking awaits its payment, holding its seats until then. */
  holdExpiresAt?: string | null;
}

export interface NewTraveller {
  kind: 'adult' | 'child';
  first_name: string;
  last_name: string;
  birth_date: string;
  gender: string;
  nationality: string;
  /** Sealed (modules/bookings/passport-seal.ts), with its mask beside it. */
  passport: string;
  passport_masked: string;
  passport_expiry: string;
  files: { kind: 'passport' | 'visa'; storedName: string; mime: string; size: number; originalName: string }[];
}

/**
 * Inserts the booking, its travellers and their files in one transaction. `beforeCommit` runs inside
 * it, after the rows are written, with the transaction, each file's new id and the booking's id (it
 * stores the files' bytes, modules/bookings/repositories/booking-files.ts, and the booking's e-mail): when it throws,
 * nothing is stored. The seats are taken in the same
 * transaction, after the booking row (modules/bookings/repositories/seats.ts: SeatsSoldOut when they are gone), and the
 * history starts with "created, pending". Returns the booking's id.
 */
export async function createBooking(
  db: Kysely<DB>,
  booking: NewBooking,
  travellers: NewTraveller[],
  beforeCommit: (trx: Transaction<DB>, files: { id: number; storedName: string }[], bookingId: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const files: { id: number; storedName: string }[] = [];
    const row = await trx
      .insertInto('bookings')
      .values({
        customer_id: booking.customerId,
        trip_id: booking.tripId,
        status: booking.holdExpiresAt ? 'awaiting_payment' : 'pending',
        hold_expires_at: booking.holdExpiresAt ?? null,
        from_date: booking.fromDate,
        to_date: booking.toDate,
        adults_count: booking.adults,
        children_count: booking.children,
        total_price: booking.totalPrice,
        idempotency_key: booking.idempotencyKey,
        idempotency_hash: booking.idempotencyHash,
        created_at: nowIso(),
        seats_held: booking.seats?.count ?? 0,
        seats_pool: booking.seats?.pool ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (booking.seats) await takeSeats(trx, booking.tripId, booking.fromDate, booking.seats.pool, booking.seats.count);
    const status = booking.holdExpiresAt ? 'awaiting_payment' : 'pending';
    await recordStatusChange(trx, { bookingId: row.id, from: null, to: status, by: 'customer', reason: null });
    for (const [position, t] of travellers.entries()) {
      const traveller = await trx
        .insertInto('booking_travellers')
        .values({
          booking_id: row.id,
          position,
          kind: t.kind,
          first_name: t.first_name,
          last_name: t.last_name,
          birth_date: t.birth_date,
          gender: t.gender,
          nationality: t.nationality,
          passport: t.passport,
          passport_masked: t.passport_masked,
          passport_expiry: t.passport_expiry,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const f of t.files) {
        const file = await trx
          .insertInto('booking_files')
          .values({
            booking_id: row.id,
            traveller_id: traveller.id,
            kind: f.kind,
            stored_name: f.storedName,
            mime: f.mime,
            size: f.size,
            original_name: f.originalName,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        files.push({ id: file.id, storedName: f.storedName });
      }
    }
    await beforeCommit(trx, files, row.id);
    return row.id;
  });
}

/** A file of one of this customer's bookings. */
export async function bookingFile(db: Kysely<DB>, customerId: number, bookingId: number, fileId: number) {
  return db
    .selectFrom('booking_files')
    .innerJoin('bookings', 'bookings.id', 'booking_files.booking_id')
    .select(['booking_files.id', 'booking_files.stored_name', 'booking_files.mime', 'booking_files.kind', 'booking_files.size'])
    .where('booking_files.id', '=', fileId)
    .where('booking_files.booking_id', '=', bookingId)
    .where('bookings.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** A booking's status and its customer's address (operator CLI). */
export async function bookingWithCustomer(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select(['bookings.id', 'bookings.status', 'bookings.hold_expires_at', 'customers.email', 'customers.name'])
    .where('bookings.id', '=', id)
    .executeTakeFirst();
}

// A status changes only through modules/bookings/repositories/booking-lifecycle.ts (changeStatus): checked, recorded.
