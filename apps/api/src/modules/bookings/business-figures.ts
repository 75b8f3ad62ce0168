import type { Kysely } from 'kysely';
import { addDays, nationalityName, startOfBusinessDay, travellerName } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import {
  bookingsMadeSince,
  departuresBetween,
  manifestBookings,
  manifestTravellers,
  SOLD,
  tripTitle,
} from './repositories/business-figures.ts';

// The dashboard's figures (issue 31, item 14): bookings and revenue per Riyadh day (two weeks) and
// per week (eight), occupancy of each departure of the next 30 days, and a departure's manifest.
// Revenue is the total of the bookings sold that day (paid, confirmed or travelled), VAT included.

const DAYS = 14;
const WEEKS = 8;

/** The Riyadh day (UTC+3, no daylight saving) an instant falls on. */
const riyadhDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

export async function businessFigures(db: Kysely<DB>, today: string) {
  const first = addDays(today, -(WEEKS * 7 - 1));
  const rows = await bookingsMadeSince(db, startOfBusinessDay(first).toISOString());
  const perDay = new Map<string, { bookings: number; revenue: number }>();
  for (const r of rows) {
    if (!SOLD.includes(r.status)) continue;
    const day = riyadhDay(r.created_at);
    const d = perDay.get(day) ?? { bookings: 0, revenue: 0 };
    perDay.set(day, { bookings: d.bookings + 1, revenue: d.revenue + Number(r.total_price) });
  }
  const dayFigure = (date: string) => ({ date, ...(perDay.get(date) ?? { bookings: 0, revenue: 0 }) });
  const days = Array.from({ length: DAYS }, (_, i) => dayFigure(addDays(today, -i)));
  const weeks = Array.from({ length: WEEKS }, (_, w) => {
    const to = addDays(today, -7 * w);
    const from = addDays(to, -6);
    let bookings = 0;
    let revenue = 0;
    for (let i = 0; i < 7; i++) {
      const d = dayFigure(addDays(from, i));
      bookings += d.bookings;
      revenue += d.revenue;
    }
    return { from, to, bookings, revenue: Math.round(revenue * 100) / 100 };
  });
  const departures = (await departuresBetween(db, today, addDays(today, 30))).map((d) => ({
    trip_id: d.trip_id,
    title: d.title,
    date: d.date,
    seats: d.seats,
    seats_taken: d.seats_taken,
    occupancy_percent: d.seats > 0 ? Math.round((d.seats_taken / d.seats) * 100) : 0,
  }));
  return { days: days.map((d) => ({ ...d, revenue: Math.round(d.revenue * 100) / 100 })), weeks, departures };
}

/** A departure's passengers: every traveller of its sold bookings, with the lead contact's phone. Null: no such trip. */
export async function manifest(db: Kysely<DB>, tripId: number, date: string, openPassport: (stored: string) => string) {
  const title = await tripTitle(db, tripId);
  if (title === null) return null;
  const bookings = await manifestBookings(db, tripId, date);
  const travellers = await manifestTravellers(
    db,
    bookings.map((b) => b.id),
  );
  const byBooking = new Map(bookings.map((b) => [b.id, b]));
  return {
    trip_id: tripId,
    title,
    date,
    bookings: bookings.length,
    passengers: travellers.map((t) => {
      const b = byBooking.get(t.booking_id)!;
      return {
        booking_id: t.booking_id,
        booking_status: b.status,
        position: t.position,
        kind: t.kind === 'child' ? ('child' as const) : ('adult' as const),
        name: travellerName(t) || null,
        birth_date: t.birth_date,
        gender: t.gender,
        nationality: t.nationality ? nationalityName(t.nationality) : null,
        passport: t.passport ? openPassport(t.passport) : null,
        passport_expiry: t.passport_expiry || null,
        contact: t.position === 0 ? { name: b.customer_name, phone: b.phone_number, email: b.email } : null,
      };
    }),
  };
}
