import { validationMessages as m } from './messages.ts';
import { isIsoDate, todayIso, addDays } from './dates.ts';
import type { IsoDate, LoginPayload } from './types.ts';
import { validateTripDateAhead } from './trip-date-limit.ts';
import { validateTextCharacters } from './control-characters.ts';

// Each rule returns null when the value is valid, else the Arabic message to show.
export type Rule<T = string> = (value: T) => string | null;

export const NAME_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 24;
export const RATING_MAX = 5;
export const PASSPORT_NUMBER_MIN = 3;
export const PASSPORT_NUMBER_MAX = 20;

// A name with control characters or bidi overrides gets the same message in the form as from the
// server (control-characters.ts), instead of reaching it first.
export const validateName: Rule = (v) =>
  validateTextCharacters(v, { name: true }) ?? (v.trim().length >= NAME_MIN ? null : m.name);

// Deliberately simple: one @, no spaces, a dot in the domain. Real proof of an address is the mail.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const validateEmail: Rule = (v) =>
  validateTextCharacters(v) ?? (EMAIL.test(v.trim()) && v.trim().length <= 254 ? null : m.email);

const PASSWORD = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
export const validatePassword: Rule = (v) => (PASSWORD.test(v) ? null : m.password);

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : m.passwordConfirmation;
}

export function validateBirthday(date: IsoDate | null, today: IsoDate = todayIso()): string | null {
  if (date === null) return null;
  return isIsoDate(date) && date <= today ? null : m.birthdayFuture;
}

/**
 * A trip may start from `earliest` (tomorrow, or later by the agency's lead time: earliestTripDate)
 * up to its expiry date, when it has one.
 */
export function validateTripDate(
  date: string,
  expiry: IsoDate | null,
  today: IsoDate = todayIso(),
  earliest: IsoDate = addDays(today, 1),
): string | null {
  if (!isIsoDate(date)) return m.tripDateRange;
  if (date < earliest) return earliest > addDays(today, 1) ? tripDateTooSoon(earliest) : m.tripDateRange;
  if (expiry && date > expiry) return m.tripDateRange;
  return validateTripDateAhead(date, today);
}

// Passport numbers are printed in Latin letters and digits (the machine-readable zone). Arabic-Indic
// digits are refused rather than converted, so the number stored is the one the customer typed, only
// upper-cased by the server. Spaces around the number are ignored, spaces inside it are not.
const PASSPORT_NUMBER = new RegExp(`^[A-Za-z0-9]{${PASSPORT_NUMBER_MIN},${PASSPORT_NUMBER_MAX}}$`);
export const validatePassportNumber: Rule = (v) => {
  const passport = v.trim();
  if (!passport) return m.required;
  return PASSPORT_NUMBER.test(passport) ? null : m.passportNumber;
};

/** The message for a date before the lead time allows, naming the first date that is allowed. */
export const tripDateTooSoon = (earliest: IsoDate) =>
  `هذا التاريخ أقرب من مهلة تجهيز الرحلة؛ أقرب تاريخ يمكن حجزه هو ${earliest}`;

/**
 * A passport not expired today and, when the trip is known, still valid `mustCoverUntil` (the trip's
 * last day plus PASSPORT_VALID_MONTHS, the FAQ's "valid 6 months after travel").
 */
export function validatePassportExpiry(
  date: string,
  today: IsoDate = todayIso(),
  mustCoverUntil: IsoDate | null = null,
  months = 6,
): string | null {
  if (!isIsoDate(date) || date < today) return m.passportExpired;
  if (mustCoverUntil && date < mustCoverUntil) return passportTooShort(months);
  return null;
}

export const passportTooShort = (months: number) =>
  `يجب أن يبقى جواز السفر ساريًا ${months === 6 ? 'ستة أشهر' : `${months} أشهر`} على الأقل بعد انتهاء الرحلة`;

export function validateRating(rate: number): string | null {
  return Number.isInteger(rate) && rate >= 0 && rate <= RATING_MAX ? null : m.rating;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateLogin(p: LoginPayload): FieldErrors<keyof LoginPayload> {
  return compact({ email: validateEmail(p.email), password: validatePassword(p.password) });
}

export function compact<K extends string>(errors: Record<K, string | null>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}

export function isValid(errors: object): boolean {
  return Object.keys(errors).length === 0;
}
