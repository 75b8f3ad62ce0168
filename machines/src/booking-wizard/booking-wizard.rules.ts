import {
  compact,
  passportMustLastUntil,
  isValid,
  validatePassportExpiry,
  validatePassportNumber,
  validateNationality,
  validateTripDate,
  validationMessages,
  validateBirthDate,
  validateGender,
  validateLatinName,
  type BookingRequest,
  type BookingTraveller,
  type FieldErrors,
  type IsoDate,
} from '@rihla/contract';

// The wizard's data and the step-2 rules, exported so the screen shows the same messages that gate
// the button. Step 1's rules are the login and register forms' own (login-form, register-form).

/** What a browser File offers; the drop zone has already checked type and size. */
export interface UploadFile {
  name: string;
  size: number;
  type: string;
}

export type Traveller = BookingTraveller<UploadFile>;

/** The booking call's request (the contract's), with the drop zone's files. */
export type BookingSubmission = BookingRequest<UploadFile>;

export interface WizardTrip {
  id: number;
  expiry_date: IsoDate | null;
  default_adults: number;
  default_childs: number;
  /** Days, first and last included: with PASSPORT_VALID_MONTHS it says until when a passport must last. */
  duration?: number;
}

export const emptyTraveller = (kind: Traveller['kind'] = 'adult'): Traveller => ({
  kind,
  first_name: '',
  last_name: '',
  birth_date: '',
  gender: '',
  nationality: '',
  passport: '',
  passport_expiry: '',
  passport_image: null,
  visa_image: null,
});

export type TravellerErrors = FieldErrors<keyof Traveller>;

/**
 * One traveller's errors: name, birth date (by the child age rule once the trip date is known) and
 * gender for everyone; the passport fields for adults only, the expiry lasting `mustCoverUntil` (the
 * trip's last day plus the agency's months, issue 31 item 4) once the date is known.
 */
export function travellerErrors(
  t: Traveller,
  today: IsoDate,
  fromDate: IsoDate | '' = '',
  passport: { mustCoverUntil: IsoDate | null; months: number } = { mustCoverUntil: null, months: 0 },
): TravellerErrors {
  const identity = {
    first_name: validateLatinName(t.first_name),
    last_name: validateLatinName(t.last_name),
    birth_date: validateBirthDate(t.birth_date, today, t.kind, fromDate),
    gender: validateGender(t.gender),
  };
  if (t.kind === 'child') return compact(identity);
  return compact({
    ...identity,
    nationality: validateNationality(t.nationality),
    passport: validatePassportNumber(t.passport),
    passport_expiry: validatePassportExpiry(t.passport_expiry, today, passport.mustCoverUntil, passport.months),
    passport_image: t.passport_image ? null : validationMessages.passportImage,
    visa_image: null,
  });
}

interface DetailsData {
  fromDate: IsoDate | '';
  travellers: Traveller[];
  trip: WizardTrip;
  today: IsoDate;
  passportValidMonths?: number;
}

export function detailsErrors(c: DetailsData): { from_date: string | null; travellers: TravellerErrors[] } {
  const from_date = validateTripDate(c.fromDate, c.trip.expiry_date, c.today);
  const months = c.passportValidMonths ?? 0;
  // The server's rule (validateBooking): only once the date itself is good and the trip's length known.
  const mustCoverUntil = from_date ? null : passportMustLastUntil(c.fromDate, c.trip.duration, months);
  return {
    from_date,
    travellers: c.travellers.map((t) => travellerErrors(t, c.today, c.fromDate, { mustCoverUntil, months })),
  };
}

export function areDetailsValid(c: DetailsData): boolean {
  const e = detailsErrors(c);
  return e.from_date === null && e.travellers.every(isValid);
}

/**
 * A key no other submission of any visitor repeats: a random prefix made once per wizard, and the
 * number of the submission. Only data in the machine's context; tests pass a fixed prefix.
 */
export function randomKeyPrefix(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `bk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

// Issue 31, item 3: the draft survives a reload and back/forward in the same tab. The app keeps it
// in sessionStorage per trip; the machine says what it is and reads it back. Files cannot be kept
// (the flow sends them with the booking): their names are, so the wizard can say which to pick again.

type FileSlot = 'passport_image' | 'visa_image';

/** A file the customer had picked before the reload, to be picked again. */
export interface LostFile {
  index: number;
  field: FileSlot;
  name: string;
}

export type DraftTraveller = Omit<Traveller, FileSlot> & { passport_image_name: string | null; visa_image_name: string | null };

export interface WizardDraft {
  from_date: IsoDate | '';
  travellers: DraftTraveller[];
  save_travellers: boolean;
  terms_accepted: boolean;
}

/** What of the wizard's context is kept: everything but the files, whose names stand for them. */
export function draftOf(c: {
  fromDate: IsoDate | '';
  travellers: Traveller[];
  lostFiles: LostFile[];
  saveTravellers: boolean;
  termsAccepted: boolean;
}): WizardDraft {
  const nameOf = (t: Traveller, i: number, field: FileSlot) =>
    t[field]?.name ?? c.lostFiles.find((f) => f.index === i && f.field === field)?.name ?? null;
  return {
    from_date: c.fromDate,
    travellers: c.travellers.map(({ passport_image: _p, visa_image: _v, ...rest }, i) => ({
      ...rest,
      passport_image_name: nameOf(c.travellers[i]!, i, 'passport_image'),
      visa_image_name: nameOf(c.travellers[i]!, i, 'visa_image'),
    })),
    save_travellers: c.saveTravellers,
    terms_accepted: c.termsAccepted,
  };
}

const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * The travellers for these counts, filled from a kept draft where it has them: the n-th adult from the
 * draft's n-th adult, the n-th child from its n-th child (the counts may have changed on the trip
 * page meanwhile). A kept draft is storage: anything in it may be missing or of the wrong type.
 */
export function restoreTravellers(
  adults: number,
  children: number,
  draft: WizardDraft | null,
): { travellers: Traveller[]; lostFiles: LostFile[] } {
  const kept = Array.isArray(draft?.travellers) ? draft.travellers : [];
  const ofKind = (kind: Traveller['kind']) => kept.filter((t) => t && typeof t === 'object' && t.kind === kind);
  const lostFiles: LostFile[] = [];
  const make = (kind: Traveller['kind'], n: number, index: number): Traveller => {
    const t = ofKind(kind)[n];
    const base = emptyTraveller(kind);
    if (!t) return base;
    for (const field of ['passport_image', 'visa_image'] as const) {
      const name = text(t[`${field}_name`], 200);
      if (kind === 'adult' && name) lostFiles.push({ index, field, name });
    }
    return {
      ...base,
      first_name: text(t.first_name),
      last_name: text(t.last_name),
      birth_date: text(t.birth_date, 10),
      gender: t.gender === 'male' || t.gender === 'female' ? t.gender : '',
      ...(kind === 'adult'
        ? { nationality: text(t.nationality, 2), passport: text(t.passport, 20), passport_expiry: text(t.passport_expiry, 10) }
        : {}),
    };
  };
  const travellers = [
    ...Array.from({ length: Math.max(adults, 0) }, (_, n) => make('adult', n, n)),
    ...Array.from({ length: Math.max(children, 0) }, (_, n) => make('child', n, adults + n)),
  ];
  return { travellers, lostFiles };
}
