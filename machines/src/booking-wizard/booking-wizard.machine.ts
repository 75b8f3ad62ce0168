import { assign, assertEvent, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { bookingErrorMessage } from '../shared/error-messages.ts';
import { toApiError } from '../shared/api-error.ts';
import { loginFormMachine, validateLoginForm } from '../login-form/login-form.machine.ts';
import { registerFormMachine, validateRegisterForm, type RegisterFormValues } from '../register-form/register-form.machine.ts';
import { todayIso, type AuthResponse, type BookingDraft, type IsoDate, type LoginPayload, type User } from '@rihla/contract';
import {
  areDetailsValid,
  detailsErrors,
  emptyTraveller,
  randomKeyPrefix,
  type BookingSubmission,
  type Traveller,
  type WizardTrip,
} from './booking-wizard.rules.ts';

export * from './booking-wizard.rules.ts';

/**
 * Booking wizard at /trip/{id}/{slug}/book (docs/product.md, "Booking").
 * Steps: `account` (1) → `details` (2) → `confirmed` (3).
 *
 * Input: `{ trip, draft, user, bookingId, today?, idempotencyKeyPrefix?, countryCode? }`. `bookingId`
 * is the query string's `booking_id` (the page was reloaded after booking): straight to step 3.
 * `user` present skips step 1. `draft` null (the page was opened directly) falls back to the trip's
 * defaults.
 *
 * Step 1 is the login and register forms themselves, invoked as child actors `login` and `register`
 * (their values, rules, call and error messages); the wizard forwards the visitor's edits to them,
 * watches their snapshots, and moves on when one of them has signed the visitor in. Leaving step 1
 * stops them, so a visitor who comes back to it (signed out) finds empty forms.
 *
 * Events
 * - `wizard.setCustomerType {isNew}`      the yes/no toggle; clears the step's error message.
 * - `wizard.editRegister {values}` / `wizard.editLogin {values}`  partial field updates.
 * - `wizard.next`                         step 1 button; `can()` is its enabled state.
 * - `wizard.sessionChanged {user}`        the session's user changed (header logout, login in
 *                                         another tab): no user on step 2 returns to step 1.
 * - `wizard.setDate {date}`               trip date (tomorrow .. expiry_date).
 * - `wizard.editTraveller {index, values}`  one adult's entry; entries are kept by index.
 * - `wizard.submit`                       step 2 button; `can()` is its enabled state.
 *
 * Actors (defaults throw)
 * - `loginForm`, `registerForm`: the form machines; the app provides them with their `submit` call.
 * - `book({submission, idempotencyKey})` -> `{id}`  POST /api/customer/trips/book; the app sends
 *   `idempotencyKey` as the Idempotency-Key header. The key is made once per submission and reused
 *   when the same details are sent again after a failure, so a retry after a lost answer cannot book
 *   twice; any edit makes the next submission a new one.
 *
 * Actions (defaults do nothing)
 * - `signedIn({token, user})`        step 1 succeeded: the app sends `session.signedIn`.
 * - `sessionExpired()`               the booking call answered 401: the app sends `session.expired`.
 * - `writeBookingId({bookingId})`    put `booking_id` in the query string (history.replaceState).
 */

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

type FormSnapshot = SnapshotFrom<typeof loginFormMachine> | SnapshotFrom<typeof registerFormMachine>;
type FormName = 'login' | 'register';
/** The event an invoked form sends its parent on each of its snapshots. */
interface FormSnapshotEvent {
  snapshot: FormSnapshot;
}
const formSnapshot = (event: unknown) => (event as FormSnapshotEvent).snapshot;
/** The answer a form's call signed the visitor in with (only when hasFormSignedIn). */
const authOf = ({ event }: { event: unknown }) => signedInBy(formSnapshot(event))!;
const signInOf = (args: { event: unknown }) => ({ token: authOf(args).access_token, user: authOf(args).user });
const formOf = (event: { type: string }): FormName => (event.type.endsWith('.login') ? 'login' : 'register');
const signedInBy = (snapshot: FormSnapshot) => snapshot.context.result as AuthResponse | null;

export const bookingWizardMachine = setup({
  types: {
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    input: {} as BookingWizardInput,
    children: {} as { login: 'loginForm'; register: 'registerForm' },
  },
  actors: {
    loginForm: loginFormMachine,
    registerForm: registerFormMachine,
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
    dismissLoginError: sendTo('login', { type: 'form.dismiss' }),
    dismissRegisterError: sendTo('register', { type: 'form.dismiss' }),
    editRegister: sendTo('register', ({ event }) => {
      assertEvent(event, 'wizard.editRegister');
      return { type: 'form.change' as const, values: event.values };
    }),
    editLogin: sendTo('login', ({ event }) => {
      assertEvent(event, 'wizard.editLogin');
      return { type: 'form.change' as const, values: event.values };
    }),
    submitRegister: sendTo('register', { type: 'form.submit' }),
    submitLogin: sendTo('login', { type: 'form.submit' }),
    clearAccountError: assign({ accountError: null }),
    // The event is `xstate.snapshot.login` or `xstate.snapshot.register`: its form's snapshot.
    noteReady: assign(({ context, event }) => ({
      accountReady: {
        ...context.accountReady,
        [formOf(event)]: formSnapshot(event).can({ type: 'form.submit' }),
      },
    })),
    takeUser: assign((_, params: AuthResponse) => ({ user: params.user })),
    setUser: assign(({ event }) => {
      assertEvent(event, 'wizard.sessionChanged');
      return { user: event.user };
    }),
    resetAccountStep: assign({ isNewCustomer: true, accountError: null, accountReady: { login: false, register: false } }),
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
    ensureIdempotencyKey: assign(({ context }) =>
      context.idempotencyKey
        ? { bookingError: null }
        : {
            idempotencyKey: `${context.idempotencyKeyPrefix}-${context.keysMade + 1}`,
            keysMade: context.keysMade + 1,
            bookingError: null,
          },
    ),
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
    isNewCustomerReady: ({ context }) => context.isNewCustomer && context.accountReady.register,
    isReturningCustomerReady: ({ context }) => !context.isNewCustomer && context.accountReady.login,
    hasFormSignedIn: ({ event }) => signedInBy(formSnapshot(event)) !== null,
    isFormIdle: ({ event }) => !formSnapshot(event).hasTag('busy'),
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
      invoke: [
        {
          id: 'login',
          src: 'loginForm',
          input: {},
          onSnapshot: [
            {
              guard: 'hasFormSignedIn',
              target: '#bookingWizard.details',
              actions: [
                { type: 'takeUser', params: authOf },
                { type: 'signedIn', params: signInOf },
              ],
            },
            { guard: 'isFormIdle', target: '.editing', actions: 'noteReady' },
            { actions: 'noteReady' },
          ],
        },
        {
          id: 'register',
          src: 'registerForm',
          input: ({ context }) => ({ values: { country_code: context.countryCode } }),
          onSnapshot: [
            {
              guard: 'hasFormSignedIn',
              target: '#bookingWizard.details',
              actions: [
                { type: 'takeUser', params: authOf },
                { type: 'signedIn', params: signInOf },
              ],
            },
            { guard: 'isFormIdle', target: '.editing', actions: 'noteReady' },
            { actions: 'noteReady' },
          ],
        },
      ],
      initial: 'editing',
      states: {
        editing: {
          always: { guard: 'isSignedIn', target: '#bookingWizard.details' },
          on: {
            'wizard.setCustomerType': { actions: ['setCustomerType', 'dismissLoginError', 'dismissRegisterError'] },
            'wizard.editRegister': { actions: 'editRegister' },
            'wizard.editLogin': { actions: 'editLogin' },
            'wizard.next': [
              { guard: 'isNewCustomerReady', target: 'registering', actions: ['clearAccountError', 'submitRegister'] },
              { guard: 'isReturningCustomerReady', target: 'loggingIn', actions: ['clearAccountError', 'submitLogin'] },
            ],
          },
        },
        registering: { tags: ['busy'] },
        loggingIn: { tags: ['busy'] },
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

type WizardSnapshot = SnapshotFrom<typeof bookingWizardMachine>;

const activeForm = (s: WizardSnapshot) => (s.context.isNewCustomer ? s.children.register : s.children.login);

/** 1, 2 or 3: the step indicator and which panel to render. */
export const selectStep = (s: WizardSnapshot): 1 | 2 | 3 => (s.hasTag('step3') ? 3 : s.hasTag('step2') ? 2 : 1);
export const selectIsBusy = (s: WizardSnapshot) => s.hasTag('busy');
/** The step-1 forms' values (empty forms once step 1 is left). */
export const selectLoginValues = (s: WizardSnapshot): LoginPayload =>
  s.children.login?.getSnapshot().context.values ?? { email: '', password: '' };
export const selectRegisterValues = (s: WizardSnapshot): RegisterForm =>
  s.children.register?.getSnapshot().context.values ?? {
    name: '',
    email: '',
    country_code: s.context.countryCode,
    phone_number: '',
    password: '',
    password_confirmation: '',
    privacy_consent: false,
  };
export function selectAccountErrors(s: WizardSnapshot) {
  if (!s.context.isNewCustomer) return validateLoginForm(selectLoginValues(s));
  return validateRegisterForm(selectRegisterValues(s));
}
export const selectDetailsErrors = (s: WizardSnapshot) => detailsErrors(s.context);
export const selectError = (s: WizardSnapshot) =>
  s.hasTag('step2') ? s.context.bookingError : (s.context.accountError ?? activeForm(s)?.getSnapshot().context.error ?? null);
