import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ARABIC_FOLDS,
  ARABIC_MARKS,
  BOOKING_TRANSITIONS,
  foldArabic,
  startOfBusinessDay,
  travellerName,
  type AdminBookingDetail,
  type AdminBookingRow,
  type AdminBookingsQuery,
} from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import { isPostgres } from '../../../platform/db/database.ts';
import { historyOf, identityView, TRAVELLER_COLUMNS } from './booking-history.ts';
import { bookingBase, bookingsWithTrips, fileView } from './bookings.ts';

// The bookings queue of the back office (issue 17): newest first, filtered, searched, and paged by
// key (bookings older than the last one shown), so page 500 costs what page 1 does at 100,000 bookings.

export const QUEUE_PAGE = 25;

function queue(db: Kysely<DB>) {
  return bookingsWithTrips(db)
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'customers.id as customer_id',
      'customers.name as customer_name',
      'customers.email as customer_email',
      'customers.phone_number as customer_phone',
    ]);
}

type QueueRow = Awaited<ReturnType<ReturnType<typeof queue>['execute']>>[number];

const toRow = (r: QueueRow): AdminBookingRow => ({
  ...bookingBase(r),
  created_at: r.created_at,
  trip: { id: r.trip_id, title: r.trip_title },
  customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email, phone_number: r.customer_phone },
});

/** The instant a Riyadh day starts, for "booked from … to …" (created_at is an ISO instant). */
const dayStart = (date: string) => startOfBusinessDay(date).toISOString();
const nextDay = (date: string) => new Date(startOfBusinessDay(date).getTime() + 24 * 3600_000).toISOString();

/** foldArabic in SQL, the same on both engines: lower-cased, marks dropped, letters folded. */
function foldedSql(column: RawBuilder<unknown>): RawBuilder<string> {
  let expr: RawBuilder<string> = sql<string>`lower(${column})`;
  for (const mark of ARABIC_MARKS) expr = sql<string>`replace(${expr}, ${mark}, '')`;
  for (const [from, to] of ARABIC_FOLDS) expr = sql<string>`replace(${expr}, ${from}, ${to})`;
  return expr;
}

export function filteredQueue(db: Kysely<DB>, f: Omit<AdminBookingsQuery, 'before'>) {
  let q = queue(db);
  if (f.status) q = q.where('bookings.status', '=', f.status);
  if (f.trip_id) q = q.where('bookings.trip_id', '=', f.trip_id);
  // By money (issue 26): a payment kept, waiting for one, the hold run out, or anything given back.
  if (f.payment === 'unpaid') q = q.where('bookings.status', '=', 'awaiting_payment');
  else if (f.payment === 'expired') q = q.where('bookings.status', '=', 'expired');
  else if (f.payment === 'paid')
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.outcome', '=', 'applied'),
      ),
    );
  else if (f.payment === 'refunded')
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refunds')
          .select('refunds.id')
          .whereRef('refunds.booking_id', '=', 'bookings.id')
          .where('refunds.status', '=', 'done'),
      ),
    );
  if (f.departure_from) q = q.where('bookings.from_date', '>=', f.departure_from);
  if (f.departure_to) q = q.where('bookings.from_date', '<=', f.departure_to);
  if (f.created_from) q = q.where('bookings.created_at', '>=', dayStart(f.created_from));
  if (f.created_to) q = q.where('bookings.created_at', '<', nextDay(f.created_to));
  const term = f.q?.trim();
  if (term) {
    // A booking number ("#123" or "123"), an e-mail address, or a phone number (digits, any format).
    const number = /^#?(\d{1,15})$/.exec(term);
    const digits = term.replace(/[^\d]/g, '');
    if (number && Number(number[1]) <= 2_147_483_647 && digits.length < 7) q = q.where('bookings.id', '=', Number(number[1]));
    else if (term.includes('@')) q = q.where('customers.email', '=', term.toLowerCase());
    else if (digits.length >= 7) q = q.where('customers.phone_number', 'like', `%${digits.slice(-9)}`);
    else {
      // A name, Arabic or Latin, part of it, folded alike on both sides (contract's foldArabic).
      const needle = foldArabic(term);
      const hay = foldedSql(sql.ref('customers.name'));
      q = q.where(isPostgres(db) ? sql<boolean>`strpos(${hay}, ${needle}) > 0` : sql<boolean>`instr(${hay}, ${needle}) > 0`);
    }
  }
  return q;
}

export async function queuePage(db: Kysely<DB>, f: AdminBookingsQuery) {
  let q = filteredQueue(db, f)
    .orderBy('bookings.id', 'desc')
    .limit(QUEUE_PAGE + 1);
  if (f.before) q = q.where('bookings.id', '<', f.before);
  const rows = (await q.execute()).map(toRow);
  const more = rows.length > QUEUE_PAGE;
  const page = more ? rows.slice(0, QUEUE_PAGE) : rows;
  return { data: page, meta: { next: more ? page.at(-1)!.id : null } };
}

/** Every booking the filters match, newest first, a batch at a time (the CSV export streams them). */
export async function* queueBatches(db: Kysely<DB>, f: Omit<AdminBookingsQuery, 'before'>, batch = 500) {
  let before: number | null = null;
  for (;;) {
    let q = filteredQueue(db, f).orderBy('bookings.id', 'desc').limit(batch);
    if (before !== null) q = q.where('bookings.id', '<', before);
    const rows = (await q.execute()).map(toRow);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}

/** A booking as staff see it: the customer, the travellers with their passport numbers, the files, the history. */
/** The payments part of a booking's page comes from the payments module (the route joins the two). */
export type AdminBookingCore = Omit<AdminBookingDetail, 'payments' | 'refunds' | 'refundable_halalas'>;

/** `openPassport` gives back a traveller's sealed passport number (modules/bookings/passport-seal.ts). */
export async function adminBooking(
  db: Kysely<DB>,
  id: number,
  openPassport: (stored: string) => string,
): Promise<AdminBookingCore | null> {
  const row = await queue(db).where('bookings.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [travellers, files, history] = await Promise.all([
    db.selectFrom('booking_travellers').select(TRAVELLER_COLUMNS).where('booking_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('booking_files')
      .innerJoin('booking_travellers', 'booking_travellers.id', 'booking_files.traveller_id')
      .select(['booking_files.id', 'booking_files.kind', 'booking_files.mime', 'booking_travellers.position'])
      .where('booking_files.booking_id', '=', id)
      .orderBy('booking_files.id')
      .execute(),
    historyOf(db, id),
  ]);
  const base = toRow(row);
  return {
    ...base,
    travellers: travellers.map((t) => ({
      ...identityView(t),
      nationality: t.nationality || null,
      passport: t.passport ? openPassport(t.passport) : null,
      passport_expiry: t.passport_expiry || null,
    })),
    files: files.map((f) => fileView(f, `/api/admin/bookings/${id}/files/${f.id}`)),
    history,
    // Staff set only these; paying and expiring are the system's.
    next_statuses: BOOKING_TRANSITIONS[base.status].filter((s) => s === 'confirmed' || s === 'cancelled' || s === 'completed'),
  };
}

/** A file of a booking, for staff. */
export async function adminBookingFile(db: Kysely<DB>, bookingId: number, fileId: number) {
  return db
    .selectFrom('booking_files')
    .select(['id', 'stored_name', 'mime', 'kind'])
    .where('id', '=', fileId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
}

/** The dashboard's figures: bookings today and this week (Riyadh days), pending ones, and the week's departures. */
export async function dashboard(db: Kysely<DB>, today: string) {
  const weekAgo = new Date(startOfBusinessDay(today).getTime() - 6 * 24 * 3600_000).toISOString();
  const count = (q: ReturnType<typeof countQuery>) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  const countQuery = () => db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n'));
  const inAWeek = new Date(startOfBusinessDay(today).getTime() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
  const [bookingsToday, bookingsWeek, pending, departures] = await Promise.all([
    count(countQuery().where('created_at', '>=', dayStart(today))),
    count(countQuery().where('created_at', '>=', weekAgo)),
    count(countQuery().where('status', '=', 'pending')),
    db
      .selectFrom('departures')
      .innerJoin('trips', 'trips.id', 'departures.trip_id')
      .select(['departures.trip_id', 'trips.title', 'departures.date', 'departures.seats', 'departures.seats_taken'])
      .where('departures.date', '>=', today)
      .where('departures.date', '<=', inAWeek)
      .orderBy('departures.date')
      .orderBy('departures.trip_id')
      .limit(50)
      .execute(),
  ]);
  return {
    bookings_today: bookingsToday,
    bookings_this_week: bookingsWeek,
    pending,
    departures_next_7_days: departures.map((d) => ({
      trip_id: d.trip_id,
      title: d.title,
      date: d.date,
      seats: d.seats,
      seats_left: d.seats - d.seats_taken,
    })),
  };
}

/** Each booking's travellers by name, "FIRST LAST" joined by "؛ ", adults then children (the CSV). */
export async function travellerNamesOf(db: Kysely<DB>, bookingIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (!bookingIds.length) return names;
  const rows = await db
    .selectFrom('booking_travellers')
    .select(['booking_id', 'first_name', 'last_name'])
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const name = travellerName(r);
    if (name) names.set(r.booking_id, names.has(r.booking_id) ? `${names.get(r.booking_id)}؛ ${name}` : name);
  }
  return names;
}
