import {
  earliestTripDate,
  errorMessages,
  todayIso,
  securityMessages,
  totalPrice,
  validateBooking as checkBooking,
  type BookingTraveller,
  type PricedTrip,
  type TravellerIdentity,
  validationMessages,
} from '@rihla/contract';
import type { TripRow } from '../../platform/db/schema.ts';
import type { Offer, SeatsPool } from './repositories/seats.ts';
import { ApiError } from '../../platform/http-errors.ts';
import type { BookingForm, TempFile } from './parse-booking.ts';

// The booking form checked by the contract's rules (the same the browser's wizard applies) and priced
// by the contract's formula: a client total is never read.

export function bookingError(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errorMessages.bookingInput, errors);
}

/** 409: the date has not enough seats left for the travellers. */
export const seatsSoldOut = () => new ApiError(409, errorMessages.seatsSoldOut, { from_date: [errorMessages.seatsSoldOut] });

export interface BookingOrder {
  fromDate: string;
  adults: number;
  children: number;
  total: number;
  travellers: (TravellerIdentity & {
    kind: 'adult' | 'child';
    nationality: string;
    passport: string;
    passport_expiry: string;
    files: TempFile[];
  })[];
  /** The customer asked to keep the travellers for their next bookings. */
  saveTravellers: boolean;
  /** The uploads the booking keeps (the others are removed). */
  keep: TempFile[];
  /** The seats it takes (adults + children) and their counter; null when the date is unlimited. */
  seats: { pool: SeatsPool; count: number } | null;
}

/** A trip row's prices as numbers (PostgreSQL hands NUMERIC back as text). */
export function pricedTrip(trip: TripRow): PricedTrip {
  return {
    price: Number(trip.price),
    default_adults: trip.default_adults,
    default_childs: trip.default_childs,
    max_additional_adults: trip.max_additional_adults,
    max_additional_childs: trip.max_additional_childs,
    price_per_additional_adult: Number(trip.price_per_additional_adult),
    price_per_additional_child: Number(trip.price_per_additional_child),
  };
}

const filesOf = (t: BookingTraveller<TempFile>) => [t.passport_image, t.visa_image].filter((f): f is TempFile => f !== null);

/**
 * The booking the form asks for on this trip, or a 400 naming every field in error (422 for a date
 * too far). `offerOf` says what the chosen date offers (modules/bookings/repositories/seats.ts): a departures trip
 * refuses other dates (400), a date without enough seats left answers 409, and a departure's own
 * price replaces the trip's base price (docs/product.md, "Seats and cancellation").
 */
export async function validateBooking(
  form: BookingForm,
  trip: TripRow,
  offerOf: (date: string) => Promise<Offer | null>,
  rules: { leadHours: number; passportValidMonths: number } = { leadHours: 0, passportValidMonths: 0 },
): Promise<BookingOrder> {
  const prices = pricedTrip(trip);
  const check = checkBooking(
    form,
    { ...prices, id: trip.id, expiry_date: trip.expiry_date, duration: trip.duration },
    todayIso(),
    {
      earliest: earliestTripDate(rules.leadHours),
      passportValidMonths: rules.passportValidMonths,
    },
  );
  if (!check.ok) {
    // More than two years ahead is refused with 422, alone, before any other check.
    const date = check.errors.from_date?.[0];
    if (date === securityMessages.tripDateTooFar) throw new ApiError(422, date, { from_date: [date] });
    // A client from before names were asked (issue 31) sends none at all: one clear 422, not a
    // field error per traveller.
    const noNames = !form.fields.get('first_name')?.some((v) => v !== undefined);
    if (noNames && Object.keys(check.errors).some((k) => k.startsWith('first_name[')))
      throw new ApiError(422, validationMessages.travellerNamesMissing, {
        'first_name[0]': [validationMessages.travellerNamesMissing],
      });
    throw bookingError(check.errors);
  }
  const { booking } = check;
  const travellers = booking.travellers.map((t) => ({
    kind: t.kind,
    first_name: t.first_name,
    last_name: t.last_name,
    birth_date: t.birth_date,
    gender: t.gender,
    nationality: t.nationality,
    passport: t.passport,
    passport_expiry: t.passport_expiry,
    files: filesOf(t),
  }));
  const offer = await offerOf(booking.from_date);
  if (!offer) throw bookingError({ from_date: [errorMessages.dateNotOffered] });
  const count = booking.adults_count + booking.children_count;
  // Checked again, atomically, when the seats are taken; this spares the file moves of a lost cause.
  if (offer.seatsLeft !== null && offer.seatsLeft < count) throw seatsSoldOut();
  const priced = offer.price === null ? prices : { ...prices, price: offer.price };
  return {
    fromDate: booking.from_date,
    adults: booking.adults_count,
    children: booking.children_count,
    total: totalPrice(priced, booking.adults_count, booking.children_count),
    travellers,
    keep: travellers.flatMap((t) => t.files),
    saveTravellers: booking.save_travellers === true,
    seats: offer.pool ? { pool: offer.pool, count } : null,
  };
}
