import { errorMessages, validationMessages } from './messages.ts';
import { MAX_ID } from './api-extras.ts';
import { passportMustLastUntil, todayIso } from './dates.ts';
import { travellerLimits } from './pricing.ts';
import { validateNationality } from './nationalities.ts';
import { validatePassportExpiry, validatePassportNumber, validateTripDate } from './validation.ts';
import {
  normaliseLatinName,
  validateBirthDate,
  validateGender,
  validateLatinName,
  type TravellerIdentity,
} from './travellers.ts';
import type { Gender, IsoDate, PricedTrip } from './types.ts';

// POST /api/customer/trips/book, once: the request's shape, its multipart field names, the encoding
// the browser (and the bench) write, and the rules the server applies to what arrives. Traveller i's
// fields and files all go under index i (`passport[0]`, `passport_image[0]`), so two adults'
// passports can never be swapped on the way.
//
// Issue 31: every traveller has a name, a date of birth and a gender. The adults come first (indexes
// 0 .. adults_count-1), then the children (adults_count .. adults_count+children_count-1):
// `first_name[i]`, `last_name[i]`, `birth_date[i]`, `gender[i]` for every i; the passport fields and
// files only for the adults. Traveller 0, the first adult, is the booking's lead contact.
// `save_travellers=1` saves them to the customer's account (saved travellers).

export const BOOKING_TEXT_FIELDS = [
  'trip_id',
  'from_date',
  'adults_count',
  'children_count',
  'nationality',
  'passport',
  'passport_expiry',
  'first_name',
  'last_name',
  'birth_date',
  'gender',
  'save_travellers',
] as const;
export const BOOKING_FILE_FIELDS = ['passport_image', 'visa_image'] as const;
export type BookingTextField = (typeof BOOKING_TEXT_FIELDS)[number];
export type BookingFileField = (typeof BOOKING_FILE_FIELDS)[number];

/** Travellers (adults and children) one booking may carry: the cap on every indexed field and file. */
export const MAX_TRAVELLERS = 20;

/** Header that makes the call safe to retry: same key, same booking. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface BookingTraveller<F> extends TravellerIdentity {
  /** Adults first, then children; a child's passport fields are empty and never sent. */
  kind: 'adult' | 'child';
  nationality: string;
  passport: string;
  passport_expiry: IsoDate | '';
  passport_image: F | null;
  visa_image: F | null;
}

export interface BookingRequest<F = Blob> {
  trip_id: number;
  from_date: IsoDate;
  adults_count: number;
  children_count: number;
  /** One per traveller: the adults in order, then the children. */
  travellers: BookingTraveller<F>[];
  /** Save the travellers to the customer's account for their next bookings (their consent). */
  save_travellers?: boolean;
}

/** The multipart name of traveller `index`'s field. */
export const travellerField = (name: BookingTextField | BookingFileField, index: number) => `${name}[${index}]`;

/** The multipart body the browser sends. */
export function encodeBookingForm(request: BookingRequest<Blob>): FormData {
  const form = new FormData();
  form.set('trip_id', String(request.trip_id));
  form.set('from_date', request.from_date);
  form.set('adults_count', String(request.adults_count));
  form.set('children_count', String(request.children_count));
  if (request.save_travellers) form.set('save_travellers', '1');
  request.travellers.forEach((t, i) => {
    form.set(travellerField('first_name', i), t.first_name.trim());
    form.set(travellerField('last_name', i), t.last_name.trim());
    form.set(travellerField('birth_date', i), t.birth_date);
    form.set(travellerField('gender', i), t.gender);
    if (i >= request.adults_count) return;
    form.set(travellerField('nationality', i), t.nationality.trim());
    form.set(travellerField('passport', i), t.passport.trim());
    form.set(travellerField('passport_expiry', i), t.passport_expiry);
    if (t.passport_image) form.set(travellerField('passport_image', i), t.passport_image);
    if (t.visa_image) form.set(travellerField('visa_image', i), t.visa_image);
  });
  return form;
}

/** What the server knows of a received file once it has read it. */
export interface ReceivedFile {
  field: BookingFileField;
  index: number;
  size: number;
  /** The sniffed type; null when it is none the site accepts. */
  mime: string | null;
  /** Why the server refused the file, when it says more than the type (an encrypted or active PDF). */
  refusal?: string;
}

/** A received booking form: text fields by name (position = traveller index), files by slot. */
export interface ReceivedBookingForm<F extends ReceivedFile> {
  fields: Map<string, string[]>;
  files: F[];
}

/** Digits only, within [min, max], or null. */
function count(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || !/^\d{1,6}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : null;
}

/**
 * Whether a file sent under traveller `index` is for no adult of the form whose adults_count field
 * reads `adultsCount`: at most a passport and a visa per adult (issue 29, finding 1). The server
 * asks as each file arrives, before a byte of it is kept, and validateBooking once the form is read.
 * False while the count is not a count: that is the count's own error.
 */
export function fileForNoAdult(index: number, adultsCount: string | undefined): boolean {
  const adults = count(adultsCount, 1, MAX_TRAVELLERS);
  return adults !== null && index >= adults;
}

/** The trip id the form names, or null when it names none. */
export function bookingTripId(form: ReceivedBookingForm<ReceivedFile>): number | null {
  return count(form.fields.get('trip_id')?.[0], 1, MAX_ID);
}

export type BookingCheck<F> = { ok: true; booking: BookingRequest<F> } | { ok: false; errors: Record<string, string[]> };

/**
 * The booking rules for a form sent for `trip`: the date (from tomorrow to the trip's expiry, at most
 * two years ahead), the traveller counts within the trip's limits, and for each adult a nationality
 * from the list, a passport number, an expiry not before today, exactly one passport image and at
 * most one visa image, neither empty nor of a refused type, and no file for anyone else. Errors are
 * keyed by multipart field name.
 */
export interface BookingDateRules {
  /** The first day a trip may start (earliestTripDate with the agency's lead time); default tomorrow. */
  earliest?: IsoDate;
  /** Months a passport must stay valid after the trip's last day (PASSPORT_VALID_MONTHS); 0: only not expired. */
  passportValidMonths?: number;
}

export function validateBooking<F extends ReceivedFile>(
  form: ReceivedBookingForm<F>,
  trip: PricedTrip & { id: number; expiry_date: IsoDate | null; duration?: number },
  today: IsoDate = todayIso(),
  rules: BookingDateRules = {},
): BookingCheck<F> {
  const field = (name: BookingTextField, i = 0) => form.fields.get(name)?.[i];
  const errors: Record<string, string[]> = {};
  const fail = (name: string, message: string) => void (errors[name] ??= [message]);

  const fromDate = field('from_date')?.trim() ?? '';
  const dateError = validateTripDate(fromDate, trip.expiry_date, today, rules.earliest);
  if (dateError) fail('from_date', dateError);
  const months = rules.passportValidMonths ?? 0;
  // The passport must outlast the trip by the agency's months (only once the date itself is good).
  const mustCover = dateError ? null : passportMustLastUntil(fromDate, trip.duration, months);
  const limits = travellerLimits(trip);
  const adults = count(field('adults_count'), 1, Math.max(1, limits.adults.max));
  const rawChildren = field('children_count');
  const children = rawChildren === undefined || rawChildren === '' ? 0 : count(rawChildren, 0, limits.children.max);
  if (adults === null) fail('adults_count', validationMessages.invalidValue);
  if (children === null) fail('children_count', validationMessages.invalidValue);

  const travellers: BookingTraveller<F>[] = [];
  if (adults !== null && children !== null && adults + children > MAX_TRAVELLERS)
    fail('children_count', validationMessages.tooManyTravellers);
  const identity = (i: number, kind: 'adult' | 'child'): TravellerIdentity => {
    const first = field('first_name', i) ?? '';
    const last = field('last_name', i) ?? '';
    const birth = (field('birth_date', i) ?? '').trim();
    const gender = (field('gender', i) ?? '').trim();
    const firstError = validateLatinName(first);
    if (firstError) fail(travellerField('first_name', i), firstError);
    const lastError = validateLatinName(last);
    if (lastError) fail(travellerField('last_name', i), lastError);
    const birthError = validateBirthDate(birth, today, kind, dateError ? '' : fromDate);
    if (birthError) fail(travellerField('birth_date', i), birthError);
    const genderError = validateGender(gender);
    if (genderError) fail(travellerField('gender', i), genderError);
    return {
      first_name: normaliseLatinName(first),
      last_name: normaliseLatinName(last),
      birth_date: birth,
      gender: genderError ? '' : (gender as Gender),
    };
  };
  for (let i = 0; i < (adults ?? 0); i++) {
    const nationality = (field('nationality', i) ?? '').trim().toUpperCase();
    const passport = (field('passport', i) ?? '').trim();
    const expiry = (field('passport_expiry', i) ?? '').trim();
    const nationalityError = validateNationality(nationality);
    if (nationalityError) fail(travellerField('nationality', i), nationalityError);
    const passportError = validatePassportNumber(passport);
    if (passportError) fail(travellerField('passport', i), passportError);
    const expiryError = validatePassportExpiry(expiry, today, mustCover, months);
    if (expiryError) fail(travellerField('passport_expiry', i), expiryError);
    const slot = (name: BookingFileField, required: boolean): F | null => {
      const sent = form.files.filter((f) => f.field === name && f.index === i);
      const key = travellerField(name, i);
      if (sent.length === 0) {
        if (required) fail(key, validationMessages.passportImage);
      } else if (sent.length > 1) fail(key, errorMessages.tooManyFiles);
      else if (sent[0]!.size === 0) fail(key, errorMessages.fileTooSmall);
      else if (!sent[0]!.mime) fail(key, sent[0]!.refusal ?? errorMessages.fileInvalidType);
      else return sent[0]!;
      return null;
    };
    const passportImage = slot('passport_image', true);
    const visaImage = slot('visa_image', false);
    travellers.push({
      ...identity(i, 'adult'),
      kind: 'adult',
      nationality,
      passport: passport.toUpperCase(),
      passport_expiry: expiry,
      passport_image: passportImage,
      visa_image: visaImage,
    });
  }
  // At most a passport and a visa per adult: a file under any other index is refused, so a form
  // cannot carry files the booking does not keep (and the server would otherwise decode).
  for (const f of form.files)
    if (fileForNoAdult(f.index, field('adults_count')))
      fail(travellerField(f.field, f.index), validationMessages.fileWithoutAdult);
  for (let i = adults ?? 0; adults !== null && i < adults + (children ?? 0) && i < MAX_TRAVELLERS; i++) {
    travellers.push({
      ...identity(i, 'child'),
      kind: 'child',
      nationality: '',
      passport: '',
      passport_expiry: '',
      passport_image: null,
      visa_image: null,
    });
  }
  if (Object.keys(errors).length || adults === null || children === null) return { ok: false, errors };
  return {
    ok: true,
    booking: {
      trip_id: trip.id,
      from_date: fromDate,
      adults_count: adults,
      children_count: children,
      travellers,
      save_travellers: field('save_travellers') === '1',
    },
  };
}
