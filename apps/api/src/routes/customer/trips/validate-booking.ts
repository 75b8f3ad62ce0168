import {
  errorMessages,
  securityMessages,
  totalPrice,
  travellerLimits,
  validateNationality,
  validatePassportExpiry,
  validatePassportNumber,
  validateTripDate,
  validationMessages,
} from '@rihla/contract';
import type { TripRow } from '../../../db/schema.ts';
import { ApiError, INVALID_VALUE } from '../../../lib/errors.ts';
import type { BookingForm, TempFile } from './parse-booking.ts';

// The booking form checked again on the server, as the client checks it (packages/contract), and
// priced by the contract's formula: a client total is never read.

export function bookingError(errors: Record<string, string[]>): ApiError {
  return new ApiError(400, errorMessages.bookingInput, errors);
}

export function int(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

export interface BookingOrder {
  fromDate: string;
  adults: number;
  children: number;
  total: number;
  travellers: { nationality: string; passport: string; passport_expiry: string; files: TempFile[] }[];
  /** The uploads the booking keeps (the others are removed). */
  keep: TempFile[];
}

/** The booking the form asks for on this trip, or a 400 naming every field in error (422 for a date too far). */
export function validateBooking(form: BookingForm, trip: TripRow): BookingOrder {
  const field = (name: string) => form.fields.get(name)?.[0];
  const errors: Record<string, string[]> = {};
  const fail = (name: string, message: string) => void (errors[name] ??= [message]);

  const fromDate = field('from_date')?.trim() ?? '';
  const dateError = validateTripDate(fromDate, trip.expiry_date);
  // More than two years ahead is refused as the issue asks (422), before any other check.
  if (dateError === securityMessages.tripDateTooFar) throw new ApiError(422, dateError, { from_date: [dateError] });
  if (dateError) fail('from_date', dateError);
  const limits = travellerLimits(trip);
  const adults = int(field('adults_count'), 1, Math.max(1, limits.adults.max));
  const children =
    field('children_count') === undefined || field('children_count') === ''
      ? 0
      : int(field('children_count'), 0, limits.children.max);
  if (adults === null) fail('adults_count', INVALID_VALUE);
  if (children === null) fail('children_count', INVALID_VALUE);

  const filesOf = (name: string, i: number) => form.files.filter((f) => f.field === name && f.index === i);
  const keep: TempFile[] = [];
  const travellers: BookingOrder['travellers'] = [];
  for (let i = 0; i < (adults ?? 0); i++) {
    const nationality = (form.fields.get('nationality')?.[i] ?? '').trim().toUpperCase();
    const passport = (form.fields.get('passport')?.[i] ?? '').trim();
    const expiry = (form.fields.get('passport_expiry')?.[i] ?? '').trim();
    const nationalityError = validateNationality(nationality);
    if (nationalityError) fail(`nationality[${i}]`, nationalityError);
    const passportError = validatePassportNumber(passport);
    if (passportError) fail(`passport[${i}]`, passportError);
    const expiryError = validatePassportExpiry(expiry);
    if (expiryError) fail(`passport_expiry[${i}]`, expiryError);
    const mine: TempFile[] = [];
    for (const [name, required] of [
      ['passport_image', true],
      ['visa_image', false],
    ] as const) {
      const list = filesOf(name, i);
      const key = `${name}[${i}]`;
      if (list.length === 0) {
        if (required) fail(key, validationMessages.passportImage);
      } else if (list.length > 1) fail(key, errorMessages.tooManyFiles);
      else if (list[0]!.size === 0) fail(key, errorMessages.fileTooSmall);
      else if (!list[0]!.mime) fail(key, errorMessages.fileInvalidType);
      else mine.push(list[0]!);
    }
    keep.push(...mine);
    travellers.push({ nationality, passport: passport.toUpperCase(), passport_expiry: expiry, files: mine });
  }
  if (Object.keys(errors).length || adults === null || children === null) throw bookingError(errors);

  const total = totalPrice(
    {
      price: Number(trip.price),
      default_adults: trip.default_adults,
      default_childs: trip.default_childs,
      max_additional_adults: trip.max_additional_adults,
      max_additional_childs: trip.max_additional_childs,
      price_per_additional_adult: Number(trip.price_per_additional_adult),
      price_per_additional_child: Number(trip.price_per_additional_child),
    },
    adults,
    children,
  );
  return { fromDate, adults, children, total, travellers, keep };
}
