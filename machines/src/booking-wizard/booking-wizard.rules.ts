import {
  compact,
  isValid,
  validatePassportExpiry,
  validatePassportNumber,
  validateNationality,
  validateTripDate,
  validationMessages,
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
}

export const emptyTraveller = (): Traveller => ({
  nationality: '',
  passport: '',
  passport_expiry: '',
  passport_image: null,
  visa_image: null,
});

export type TravellerErrors = FieldErrors<keyof Traveller>;

export function travellerErrors(t: Traveller, today: IsoDate): TravellerErrors {
  return compact({
    nationality: validateNationality(t.nationality),
    passport: validatePassportNumber(t.passport),
    passport_expiry: validatePassportExpiry(t.passport_expiry, today),
    passport_image: t.passport_image ? null : validationMessages.passportImage,
    visa_image: null,
  });
}

interface DetailsData {
  fromDate: IsoDate | '';
  travellers: Traveller[];
  trip: WizardTrip;
  today: IsoDate;
}

export function detailsErrors(c: DetailsData): { from_date: string | null; travellers: TravellerErrors[] } {
  return {
    from_date: validateTripDate(c.fromDate, c.trip.expiry_date, c.today),
    travellers: c.travellers.map((t) => travellerErrors(t, c.today)),
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
