import { todayIso, type BookingDraft, type IsoDate, type LoginPayload, type User } from '@rihla/contract';
import type { RegisterFormValues } from '../register-form/register-form.machine.ts';
import {
  randomKeyPrefix,
  restoreTravellers,
  type LostFile,
  type Traveller,
  type WizardDraft,
  type WizardTrip,
} from './booking-wizard.rules.ts';

// The wizard's input, context and events, and the context it starts from (booking-wizard.machine.ts).

export type RegisterForm = RegisterFormValues;

export interface BookingWizardInput {
  trip: WizardTrip;
  draft: BookingDraft | null;
  user: User | null;
  bookingId: number | null;
  today?: IsoDate;
  /** Start of every Idempotency-Key this wizard makes; random by default. */
  idempotencyKeyPrefix?: string;
  /** Default dial-code country of the register form: the geo lookup's, else sa. */
  countryCode?: string;
  /** The wizard's own draft kept in the tab (sessionStorage), read back after a reload. */
  saved?: WizardDraft | null;
  /** The step the address names (`?step=review`): the wizard goes back to it when the details allow. */
  resumeStep?: 'details' | 'review';
  /** PASSPORT_VALID_MONTHS (site info): how long after the trip a passport must stay valid; 0 by default. */
  passportValidMonths?: number;
}

export interface BookingWizardContext {
  trip: WizardTrip;
  adults: number;
  children: number;
  today: IsoDate;
  user: User | null;
  isNewCustomer: boolean;
  countryCode: string;
  /** Whether each step-1 form would accept a submit now (from the forms' snapshots). */
  accountReady: { login: boolean; register: boolean };
  /** A step-1 message of the wizard's own (the session ran out while booking). */
  accountError: string | null;
  fromDate: IsoDate | '';
  travellers: Traveller[];
  /** Months a passport must stay valid after the trip's last day (the agency's PASSPORT_VALID_MONTHS). */
  passportValidMonths: number;
  /** Files picked before a reload, to be picked again (the flow sends files with the booking). */
  lostFiles: LostFile[];
  /** The customer's consent to keep the travellers on their account. */
  saveTravellers: boolean;
  /** The review step's "أوافق على الشروط". */
  termsAccepted: boolean;
  /** Open the review step once signed in, if the details allow (a reload there). */
  resumeReview: boolean;
  bookingError: string | null;
  idempotencyKey: string | null;
  idempotencyKeyPrefix: string;
  keysMade: number;
  bookingId: number | null;
}

export type BookingWizardEvent =
  | { type: 'wizard.setCustomerType'; isNew: boolean }
  | { type: 'wizard.editRegister'; values: Partial<RegisterForm> }
  | { type: 'wizard.editLogin'; values: Partial<LoginPayload> }
  | { type: 'wizard.next' }
  | { type: 'wizard.sessionChanged'; user: User | null }
  | { type: 'wizard.setDate'; date: IsoDate | '' }
  | { type: 'wizard.editTraveller'; index: number; values: Partial<Traveller> }
  | { type: 'wizard.setSaveTravellers'; save: boolean }
  | { type: 'wizard.back' }
  | { type: 'wizard.setTermsAccepted'; accepted: boolean }
  | { type: 'wizard.setPassportValidMonths'; months: number }
  | { type: 'wizard.submit' };

/**
 * A draft's counts, else the trip's defaults (the page was opened directly); one entry per traveller,
 * adults then children, filled from the wizard's kept draft when there is one.
 */
export function initialContext(input: BookingWizardInput): BookingWizardContext {
  const adults = input.draft?.adults_count ?? input.trip.default_adults;
  const children = input.draft?.children_count ?? input.trip.default_childs;
  const saved = input.saved ?? null;
  const { travellers, lostFiles } = restoreTravellers(adults, children, saved);
  return {
    trip: input.trip,
    adults,
    children,
    today: input.today ?? todayIso(),
    user: input.user,
    isNewCustomer: true,
    countryCode: input.countryCode?.toLowerCase() ?? 'sa',
    accountReady: { login: false, register: false },
    accountError: null,
    fromDate: typeof saved?.from_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(saved.from_date) ? saved.from_date : '',
    travellers,
    passportValidMonths: input.passportValidMonths ?? 0,
    lostFiles,
    saveTravellers: saved?.save_travellers === true,
    termsAccepted: saved?.terms_accepted === true,
    resumeReview: input.resumeStep === 'review',
    bookingError: null,
    idempotencyKey: null,
    idempotencyKeyPrefix: input.idempotencyKeyPrefix ?? randomKeyPrefix(),
    keysMade: 0,
    bookingId: input.bookingId,
  };
}
