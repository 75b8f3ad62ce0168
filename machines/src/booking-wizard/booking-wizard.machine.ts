import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { normalizePhone } from '@rihla/contract/phone';
import { validateRegister } from '@rihla/contract/register-validation';
import {
  compact,
  isValid,
  todayIso,
  validateLogin,
  validateNationality,
  validatePassportExpiry,
  validatePassportNumber,
  validateTripDate,
  validationMessages,
  type AuthResponse,
  type BookingDraft,
  type FieldErrors,
  type IsoDate,
  type LoginPayload,
  type RegisterPayload,
  type User,
} from '@rihla/contract';
import { toApiError } from '../shared/api-error.ts';
import { bookingErrorMessage, loginErrorMessage, registerErrorMessage } from '../shared/error-messages.ts';

/**
 * Booking wizard at /trip/{id}/{slug}/book, SPEC.md sections 2, 4, 5 and 8.
 * Steps: `account` (1) → `details` (2) → `confirmed` (3).
 *
 * Input: `{ trip, draft, user, bookingId, today?, createIdempotencyKey? }`. `bookingId` is the
 * query string's `booking_id` (the page was reloaded after booking): straight to step 3. `user`
 * present skips step 1. `draft` null (the page was opened directly) falls back to the trip defaults.
 *
 * Events
 * - `wizard.setCustomerType {isNew}`      the yes/no toggle; clears the step's error message.
 * - `wizard.editRegister {values}` / `wizard.editLogin {values}`  partial field updates.
 * - `wizard.next`                         step 1 button; `can()` is its enabled state.
 * - `wizard.sessionChanged {user}`        the session machine's user changed (header logout, login
 *                                         in another tab): no user on step 2 returns to step 1.
 * - `wizard.setDate {date}`               trip date (tomorrow .. expiry_date).
 * - `wizard.editTraveller {index, values}`  one adult's entry; entries are kept by index.
 * - `wizard.submit`                       step 2 button; `can()` is its enabled state.
 *
 * Actors (defaults throw)
 * - `login(LoginPayload)` / `register(RegisterPayload)` -> `{access_token, user}`
 * - `book({submission, idempotencyKey})` -> `{id}`  POST /api/customer/trips/book as multipart; the
 *   app sends `idempotencyKey` as the Idempotency-Key header. The key is made once per submission
 *   and reused when the same details are sent again after a failure, so a retry after a lost
 *   answer cannot book twice; any edit makes the next submission a new one.
 *
 * Actions (defaults do nothing)
 * - `signedIn({token, user})`        step 1 succeeded: the app sends `session.signedIn`.
 * - `sessionExpired()`               the booking call answered 401: the app sends `session.expired`.
 * - `writeBookingId({bookingId})`    put `booking_id` in the query string (history.replaceState).
 */

/** What a browser File offers; the drop zone has already checked type and size. */
export interface UploadFile {
  name: string;
  size: number;
  type: string;
}

export interface Traveller {
  nationality: string;
  passport: string;
  passport_expiry: IsoDate | '';
  passport_image: UploadFile | null;
  visa_image: UploadFile | null;
}

export interface BookingSubmission {
  trip_id: number;
  from_date: IsoDate;
  adults_count: number;
  children_count: number;
  /** One per adult, in order: the app writes nationality[i], passport[i], ... from entry i. */
  travellers: Traveller[];
}

export type RegisterForm = RegisterPayload & { privacy_consent: boolean };

export interface WizardTrip {
  id: number;
  expiry_date: IsoDate | null;
  default_adults: number;
  default_childs: number;
}

export interface BookingWizardInput {
  trip: WizardTrip;
  draft: BookingDraft | null;
  user: User | null;
  bookingId: number | null;
  today?: IsoDate;
  createIdempotencyKey?: () => string;
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
  login: LoginPayload;
  register: RegisterForm;
  accountError: string | null;
  fromDate: IsoDate | '';
  travellers: Traveller[];
  bookingError: string | null;
  idempotencyKey: string | null;
  bookingId: number | null;
  createIdempotencyKey: () => string;
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

const emptyTraveller = (): Traveller => ({
  nationality: '',
  passport: '',
  passport_expiry: '',
  passport_image: null,
  visa_image: null,
});

const emptyLogin = (): LoginPayload => ({ email: '', password: '' });
const emptyRegister = (countryCode = 'sa'): RegisterForm => ({
  name: '',
  email: '',
  country_code: countryCode,
  phone_number: '',
  password: '',
  password_confirmation: '',
  privacy_consent: false,
});

let fallbackCounter = 0;
/** Random enough to never repeat between two submissions of one visitor; the app may pass crypto.randomUUID. */
function defaultIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  fallbackCounter += 1;
  return `bk-${Date.now().toString(36)}-${fallbackCounter}-${Math.random().toString(36).slice(2)}`;
}

// ---- Validity, exported so the screen shows the same messages that gate the buttons ----

export function accountErrors(c: Pick<BookingWizardContext, 'isNewCustomer' | 'login' | 'register'>): FieldErrors<string> {
  return c.isNewCustomer ? validateRegister(c.register, { requireConsent: true }) : validateLogin(c.login);
}

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

export function detailsErrors(c: Pick<BookingWizardContext, 'fromDate' | 'travellers' | 'trip' | 'today'>): {
  from_date: string | null;
  travellers: TravellerErrors[];
} {
  return {
    from_date: validateTripDate(c.fromDate, c.trip.expiry_date, c.today),
    travellers: c.travellers.map((t) => travellerErrors(t, c.today)),
  };
}

export function areDetailsValid(c: Pick<BookingWizardContext, 'fromDate' | 'travellers' | 'trip' | 'today'>): boolean {
  const e = detailsErrors(c);
  return e.from_date === null && e.travellers.every(isValid);
}

export const bookingWizardMachine = setup({
  types: {
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    input: {} as BookingWizardInput,
  },
  actors: {
    login: fromPromise<AuthResponse, LoginPayload>(async () => {
      throw new Error('booking-wizard: login not provided');
    }),
    register: fromPromise<AuthResponse, RegisterPayload>(async () => {
      throw new Error('booking-wizard: register not provided');
    }),
    book: fromPromise<{ id: number }, { submission: BookingSubmission; idempotencyKey: string }>(async () => {
      throw new Error('booking-wizard: book not provided');
    }),
  },
  actions: {
    signedIn: (_, _params: { token: string; user: User }) => {},
    sessionExpired: () => {},
    writeBookingId: (_, _params: { bookingId: number }) => {},
    setCustomerType: assign(({ event }) => {
      assertEvent(event, 'wizard.setCustomerType');
      return { isNewCustomer: event.isNew, accountError: null };
    }),
    editRegister: assign(({ context, event }) => {
      assertEvent(event, 'wizard.editRegister');
      const values = { ...event.values };
      if (values.phone_number !== undefined) values.phone_number = normalizePhone(values.phone_number);
      if (values.country_code !== undefined) values.country_code = values.country_code.toLowerCase();
      return { register: { ...context.register, ...values } };
    }),
    editLogin: assign(({ context, event }) => {
      assertEvent(event, 'wizard.editLogin');
      return { login: { ...context.login, ...event.values } };
    }),
    takeAuth: assign((_, params: AuthResponse) => ({ user: params.user, accountError: null })),
    showLoginError: assign((_, params: { error: unknown }) => ({ accountError: loginErrorMessage(toApiError(params.error)) })),
    showRegisterError: assign((_, params: { error: unknown }) => ({
      accountError: registerErrorMessage(toApiError(params.error)),
    })),
    setUser: assign(({ event }) => {
      assertEvent(event, 'wizard.sessionChanged');
      return { user: event.user };
    }),
    // A new visitor at the keyboard must not find the previous one's password in the form.
    resetAccountStep: assign(({ context }) => ({
      isNewCustomer: true,
      login: emptyLogin(),
      register: emptyRegister(context.register.country_code),
      accountError: null,
    })),
    setDate: assign(({ event }) => {
      assertEvent(event, 'wizard.setDate');
      return { fromDate: event.date, idempotencyKey: null };
    }),
    editTraveller: assign(({ context, event }) => {
      assertEvent(event, 'wizard.editTraveller');
      return {
        travellers: context.travellers.map((t, i) => (i === event.index ? { ...t, ...event.values } : t)),
        idempotencyKey: null,
      };
    }),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.createIdempotencyKey(),
      bookingError: null,
    })),
    takeBooking: assign((_, params: { id: number }) => ({ bookingId: params.id, bookingError: null })),
    showBookingError: assign((_, params: { error: unknown }) => ({
      bookingError: bookingErrorMessage(toApiError(params.error)),
    })),
    expireSession: assign({ user: null, accountError: bookingErrorMessage({ status: 401 }), idempotencyKey: null }),
  },
  guards: {
    hasBookingId: ({ context }) => context.bookingId !== null,
    isSignedIn: ({ context }) => context.user !== null,
    isSignedOut: ({ context }) => context.user === null,
    isNewCustomerReady: ({ context }) => context.isNewCustomer && isValid(accountErrors(context)),
    isReturningCustomerReady: ({ context }) => !context.isNewCustomer && isValid(accountErrors(context)),
    isTravellerIndex: ({ context, event }) => {
      assertEvent(event, 'wizard.editTraveller');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.travellers.length;
    },
    areDetailsValid: ({ context }) => context.user !== null && areDetailsValid(context),
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).status === 401,
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => {
    const adults = input.draft?.adults_count ?? input.trip.default_adults;
    return {
      trip: input.trip,
      adults,
      children: input.draft?.children_count ?? input.trip.default_childs,
      today: input.today ?? todayIso(),
      user: input.user,
      isNewCustomer: true,
      login: emptyLogin(),
      register: emptyRegister(input.countryCode?.toLowerCase()),
      accountError: null,
      fromDate: '',
      travellers: Array.from({ length: Math.max(adults, 0) }, emptyTraveller),
      bookingError: null,
      idempotencyKey: null,
      bookingId: input.bookingId,
      createIdempotencyKey: input.createIdempotencyKey ?? defaultIdempotencyKey,
    };
  },
  initial: 'routing',
  on: {
    'wizard.sessionChanged': { actions: 'setUser' },
  },
  states: {
    routing: {
      always: [{ guard: 'hasBookingId', target: 'confirmed' }, { target: 'account' }],
    },
    account: {
      tags: ['step1'],
      initial: 'editing',
      states: {
        editing: {
          always: { guard: 'isSignedIn', target: '#bookingWizard.details' },
          on: {
            'wizard.setCustomerType': { actions: 'setCustomerType' },
            'wizard.editRegister': { actions: 'editRegister' },
            'wizard.editLogin': { actions: 'editLogin' },
            'wizard.next': [
              { guard: 'isNewCustomerReady', target: 'registering' },
              { guard: 'isReturningCustomerReady', target: 'loggingIn' },
            ],
          },
        },
        registering: {
          tags: ['busy'],
          invoke: {
            src: 'register',
            input: ({ context }) => {
              const { privacy_consent: _consent, ...payload } = context.register;
              return payload;
            },
            onDone: {
              target: '#bookingWizard.details',
              actions: [
                { type: 'takeAuth', params: ({ event }) => event.output },
                { type: 'signedIn', params: ({ event }) => ({ token: event.output.access_token, user: event.output.user }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showRegisterError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loggingIn: {
          tags: ['busy'],
          invoke: {
            src: 'login',
            input: ({ context }) => ({ email: context.login.email.trim(), password: context.login.password }),
            onDone: {
              target: '#bookingWizard.details',
              actions: [
                { type: 'takeAuth', params: ({ event }) => event.output },
                { type: 'signedIn', params: ({ event }) => ({ token: event.output.access_token, user: event.output.user }) },
              ],
            },
            onError: { target: 'editing', actions: { type: 'showLoginError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    details: {
      tags: ['step2'],
      initial: 'editing',
      states: {
        editing: {
          always: { guard: 'isSignedOut', target: '#bookingWizard.account', actions: 'resetAccountStep' },
          on: {
            'wizard.setDate': { actions: 'setDate' },
            'wizard.editTraveller': { guard: 'isTravellerIndex', actions: 'editTraveller' },
            'wizard.submit': { guard: 'areDetailsValid', target: 'submitting', actions: 'ensureIdempotencyKey' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            src: 'book',
            input: ({ context }) => ({
              submission: {
                trip_id: context.trip.id,
                from_date: context.fromDate as IsoDate,
                adults_count: context.adults,
                children_count: context.children,
                travellers: context.travellers,
              },
              idempotencyKey: context.idempotencyKey!,
            }),
            onDone: {
              target: '#bookingWizard.confirmed',
              actions: [
                { type: 'takeBooking', params: ({ event }) => event.output },
                { type: 'writeBookingId', params: ({ event }) => ({ bookingId: event.output.id }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#bookingWizard.account',
                actions: ['resetAccountStep', 'expireSession', 'sessionExpired'],
              },
              { target: 'editing', actions: { type: 'showBookingError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    confirmed: {
      tags: ['step3'],
      type: 'final',
    },
  },
});

interface WizardSnapshot {
  context: BookingWizardContext;
  hasTag(tag: string): boolean;
}

/** 1, 2 or 3: the step indicator and which panel to render. */
export const selectStep = (s: WizardSnapshot): 1 | 2 | 3 => (s.hasTag('step3') ? 3 : s.hasTag('step2') ? 2 : 1);
export const selectIsBusy = (s: WizardSnapshot) => s.hasTag('busy');
export const selectAccountErrors = (s: WizardSnapshot) => accountErrors(s.context);
export const selectDetailsErrors = (s: WizardSnapshot) => detailsErrors(s.context);
export const selectError = (s: WizardSnapshot) => (s.hasTag('step2') ? s.context.bookingError : s.context.accountError);
