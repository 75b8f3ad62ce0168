import { todayIso, type BookingDraft, type IsoDate, type LoginPayload, type User } from '@rihla/contract';
import type { RegisterFormValues } from '../register-form/register-form.machine.ts';
import { emptyTraveller, randomKeyPrefix, type Traveller, type WizardTrip } from './booking-wizard.rules.ts';

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
  | { type: 'wizard.submit' };

/** A draft's counts, else the trip's defaults (the page was opened directly); one entry per adult. */
export function initialContext(input: BookingWizardInput): BookingWizardContext {
  const adults = input.draft?.adults_count ?? input.trip.default_adults;
  return {
    trip: input.trip,
    adults,
    children: input.draft?.children_count ?? input.trip.default_childs,
    today: input.today ?? todayIso(),
    user: input.user,
    isNewCustomer: true,
    countryCode: input.countryCode?.toLowerCase() ?? 'sa',
    accountReady: { login: false, register: false },
    accountError: null,
    fromDate: '',
    travellers: Array.from({ length: Math.max(adults, 0) }, emptyTraveller),
    bookingError: null,
    idempotencyKey: null,
    idempotencyKeyPrefix: input.idempotencyKeyPrefix ?? randomKeyPrefix(),
    keysMade: 0,
    bookingId: input.bookingId,
  };
}
