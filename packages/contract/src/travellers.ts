import { validationMessages as m } from './messages.ts';
import { addMonths, isIsoDate } from './dates.ts';
import { GENDERS } from './wire/enums.ts';
import { validateNationality } from './nationalities.ts';
import { validatePassportExpiry, validatePassportNumber } from './validation.ts';
import type { Gender, IsoDate } from './types.ts';

// Issue 31, item 1: every traveller of a booking, adults and children, by name as in the passport,
// date of birth and gender. One set of rules for the wizard, the server and the saved travellers.

/**
 * A child is under this age (in whole years) on the trip's first day; an adult is this age or more.
 * The trips carry no age rule of their own (their prices only count adults and children), so this is
 * the site's, one for every trip; validationMessages.childTooOld tells the customer the number at the
 * child's birth date.
 */
export const CHILD_MAX_AGE = 12;

export const LATIN_NAME_MIN = 2;
export const LATIN_NAME_MAX = 40;

// Latin letters (accented ones too: Ü, É, Ñ as some passports print them), spaces, hyphen and
// apostrophe (ASCII or typographic), starting and ending with a letter.
const LATIN_NAME =
  /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+(?:[ '’-]+[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F]+)*$/;

/** A first or last name as printed in the passport's Latin line. */
export function validateLatinName(value: string): string | null {
  const v = value.trim().replace(/\s+/g, ' ');
  if (v === '') return m.required;
  if (!LATIN_NAME.test(v)) return m.latinName;
  if (v.length < LATIN_NAME_MIN || v.length > LATIN_NAME_MAX) return m.latinNameLength;
  return null;
}

/** The name as stored: spaces collapsed and trimmed, upper case as in the passport. */
export const normaliseLatinName = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** Whole years between a birth date and a day. */
export function ageOn(birthDate: IsoDate, day: IsoDate): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (mo < bm || (mo === bm && d < bd) ? 1 : 0);
}

/**
 * A birth date: a real date, not after today, not before 1900. With the trip's first day known, a
 * child must be under CHILD_MAX_AGE that day and an adult at least that age.
 */
export function validateBirthDate(
  value: string,
  today: IsoDate,
  kind: 'adult' | 'child',
  travelDate: IsoDate | '' = '',
): string | null {
  const v = value.trim();
  if (v === '') return m.required;
  if (!isIsoDate(v) || v < '1900-01-01') return m.birthDate;
  if (v > today) return m.birthdayFuture;
  if (travelDate && isIsoDate(travelDate)) {
    const age = ageOn(v, travelDate);
    if (kind === 'child' && age >= CHILD_MAX_AGE) return m.childTooOld;
    if (kind === 'adult' && age < CHILD_MAX_AGE) return m.adultTooYoung;
  }
  return null;
}

/** The latest birth date an adult may have for a trip starting on `travelDate` (for the date pickers). */
export const latestAdultBirthDate = (travelDate: IsoDate): IsoDate => addMonths(travelDate, -12 * CHILD_MAX_AGE);

export function validateGender(value: string): string | null {
  return (GENDERS as readonly string[]).includes(value) ? null : m.gender;
}

export const GENDER_LABELS: Record<Gender, string> = { male: 'ذكر', female: 'أنثى' };

/** What every traveller has, adult or child. */
export interface TravellerIdentity {
  first_name: string;
  last_name: string;
  birth_date: IsoDate | '';
  gender: Gender | '';
}

/** "FIRST LAST" as the passport writes it. */
export const travellerName = (t: { first_name: string | null; last_name: string | null }) =>
  [t.first_name, t.last_name].filter(Boolean).join(' ');

/** A saved traveller as the account's form and the server check it: passport fields optional, together. */
export interface SavedTravellerFields extends TravellerIdentity {
  nationality: string;
  passport: string;
  passport_expiry: IsoDate | '';
}

export function savedTravellerErrors(t: SavedTravellerFields, today: IsoDate): Record<keyof SavedTravellerFields, string | null> {
  const anyPassport = Boolean(t.nationality || t.passport.trim() || t.passport_expiry);
  return {
    first_name: validateLatinName(t.first_name),
    last_name: validateLatinName(t.last_name),
    birth_date: validateBirthDate(t.birth_date, today, 'adult'),
    gender: validateGender(t.gender),
    nationality: anyPassport ? validateNationality(t.nationality) : null,
    passport: anyPassport ? validatePassportNumber(t.passport) : null,
    passport_expiry: anyPassport ? validatePassportExpiry(t.passport_expiry, today) : null,
  };
}
