import { assign, assertEvent, fromPromise, sendTo, setup } from 'xstate';
import { errorMessages, type AuthResponse, type IsoDate, type User } from '@rihla/contract';
import { bookingErrorMessage } from '../shared/error-messages.ts';
import { toApiError } from '../shared/api-error.ts';
import { loginFormMachine } from '../login-form/login-form.machine.ts';
import type { registerFormMachine } from '../register-form/register-form.machine.ts';
import { logicLoadedLater } from '../shared/logic-loaded-later.ts';
import { areDetailsValid, type BookingSubmission, type LostFile } from './booking-wizard.rules.ts';
import { formChild, formOf, formSnapshot, signedInBy } from './booking-wizard.account.ts';
import {
  initialContext,
  type BookingWizardContext,
  type BookingWizardEvent,
  type BookingWizardInput,
} from './booking-wizard.context.ts';

export * from './booking-wizard.rules.ts';
export * from './booking-wizard.context.ts';
export * from './booking-wizard.selectors.ts';

/**
 * Booking wizard at /trip/{id}/{slug}/book (docs/product.md, "Booking").
 * Steps: `account` (1) → `details` (2: the date and every traveller) → `review` (3: the summary, the
 * terms, "تأكيد الحجز", which makes the booking; issue 31) → `confirmed` (4: the booking exists).
 * With online payment (issue 26) the screen shows the payment step there while the booking awaits
 * its payment, and the confirmation once it is paid: that is the payment machine's flow
 * (machines/src/payment/).
 *
 * Input: `{ trip, draft, user, bookingId, today?, idempotencyKeyPrefix?, countryCode?, saved?,
 * resumeStep? }`. `bookingId` is the query string's `booking_id` (the page was reloaded after
 * booking): straight to the booked step. `user` present skips step 1. `draft` null (the page was
 * opened directly) falls back to the trip's defaults. `saved` is the wizard's own draft kept in the
 * tab (issue 31: date, every traveller field, the file names, the consent and the terms box), read
 * back after a reload; `resumeStep: 'review'` (the address's `?step=review`) opens the review step
 * once signed in when the details are complete (files picked before a reload are not: the details
 * step then names them in `lostFiles`).
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
 * - `wizard.editTraveller {index, values}`  one traveller's entry (adults, then children); kept by index.
 * - `wizard.setSaveTravellers {save}`     keep the travellers on the account (consent).
 * - `wizard.next`                         step 2 button: to the review; `can()` is its enabled state.
 * - `wizard.back`                         step 3: back to the details (its edit button, the browser's back).
 * - `wizard.setTermsAccepted {accepted}`  step 3's "أوافق على الشروط".
 * - `wizard.submit`                       step 3 button "تأكيد الحجز": books; `can()` is its enabled state.
 *
 * Actors (defaults throw)
 * - `loginForm`, `registerForm`: the form machines; the app provides them with their `submit` call.
 *   `registerForm` has no default: the app loads it with step 1 (`loadAccountForms`, while the guard
 *   `hasAccountForms` is false), so a signed-in customer never downloads the phone numbering plans.
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

/**
 * The register form's machine validates phone numbers with every country's numbering plan (28 KB
 * gzipped): the app provides it, loaded when step 1 opens, so a signed-in customer never downloads
 * it (issue 28). Not provided, invoking it throws.
 */
const registerFormNotProvided = logicLoadedLater<typeof registerFormMachine>(() =>
  Promise.reject(new Error('booking-wizard: registerForm not provided')),
).logic;

/** The passport rule's months as the wizard keeps them: a whole number, never negative. */
const wholeMonths = (months: number) => Math.max(0, Math.trunc(months));

export const bookingWizardMachine = setup({
  types: {
    context: {} as BookingWizardContext,
    events: {} as BookingWizardEvent,
    input: {} as BookingWizardInput,
    children: {} as { login: 'loginForm'; register: 'registerForm' },
  },
  actors: {
    loginForm: loginFormMachine,
    registerForm: registerFormNotProvided,
    // Fetches the step-1 forms' code (`registerForm`); `hasAccountForms` says whether it is here.
    loadAccountForms: fromPromise(async () => {}),
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
      // A traveller's kind is its place, never an edit.
      const { kind: _kind, ...values } = event.values;
      // A file picked again is no longer one to pick. The list stays the same list when no file is
      // picked, so the other travellers' fields, which show it, are not drawn again.
      const picked = (f: LostFile) =>
        f.index === event.index && (values.passport_image || values.visa_image) && f.field in values;
      return {
        travellers: context.travellers.map((t, i) => (i === event.index ? { ...t, ...values } : t)),
        lostFiles: context.lostFiles.some(picked) ? context.lostFiles.filter((f) => !picked(f)) : context.lostFiles,
        idempotencyKey: null,
      };
    }),
    setSaveTravellers: assign(({ event }) => {
      assertEvent(event, 'wizard.setSaveTravellers');
      return { saveTravellers: event.save, idempotencyKey: null };
    }),
    setTermsAccepted: assign(({ event }) => {
      assertEvent(event, 'wizard.setTermsAccepted');
      return { termsAccepted: event.accepted };
    }),
    clearBookingError: assign({ bookingError: null }),
    setPassportValidMonths: assign(({ event }) => {
      assertEvent(event, 'wizard.setPassportValidMonths');
      return { passportValidMonths: wholeMonths(event.months) };
    }),
    forgetResume: assign({ resumeReview: false }),
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
    hasAccountForms: () => true,
    isSignedIn: ({ context }) => context.user !== null,
    isSignedOut: ({ context }) => context.user === null,
    // The same user told again (the screen tells the machine on every session render) changes
    // nothing: no new context, so no selector renders the form again (issue 28).
    isOtherUser: ({ context, event }) => {
      assertEvent(event, 'wizard.sessionChanged');
      return event.user !== context.user;
    },
    isNewCustomerReady: ({ context }) => context.isNewCustomer && context.accountReady.register,
    isReturningCustomerReady: ({ context }) => !context.isNewCustomer && context.accountReady.login,
    hasFormSignedIn: ({ event }) => signedInBy(event) !== null,
    isFormIdle: ({ event }) => !formSnapshot(event).hasTag('busy'),
    isTravellerIndex: ({ context, event }) => {
      assertEvent(event, 'wizard.editTraveller');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.travellers.length;
    },
    areDetailsValid: ({ context }) => context.user !== null && areDetailsValid(context),
    canResumeReview: ({ context }) => context.resumeReview && context.user !== null && areDetailsValid(context),
    canBook: ({ context }) => context.termsAccepted && context.user !== null && areDetailsValid(context),
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).status === 401,
    isOtherPassportRule: ({ context, event }) =>
      event.type === 'wizard.setPassportValidMonths' && wholeMonths(event.months) !== context.passportValidMonths,
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => initialContext(input),
  initial: 'routing',
  on: {
    'wizard.sessionChanged': { guard: 'isOtherUser', actions: 'setUser' },
    // The agency's passport rule arrives with the site information, perhaps after the wizard starts.
    // The same rule again (the app sends it once it has it, perhaps as the wizard's input) leaves the
    // snapshot as it is, so the screen is not drawn again for nothing.
    'wizard.setPassportValidMonths': { guard: 'isOtherPassportRule', actions: 'setPassportValidMonths' },
  },
  states: {
    routing: {
      always: [{ guard: 'hasBookingId', target: 'confirmed' }, { target: 'account' }],
    },
    account: {
      tags: ['step1'],
      initial: 'loading',
      states: {
        // The forms' code first (when the app loads it on first use), unless it is here already.
        loading: {
          always: [
            { guard: 'isSignedIn', target: '#bookingWizard.details' },
            { guard: 'hasAccountForms', target: 'open' },
          ],
          invoke: { src: 'loadAccountForms', onDone: 'open', onError: 'unloaded' },
        },
        // The forms' code could not be fetched (the connection dropped): "التالي" tries again.
        unloaded: {
          entry: assign({ accountError: errorMessages.partNotLoaded }),
          always: { guard: 'isSignedIn', target: '#bookingWizard.details', actions: 'clearAccountError' },
          on: { 'wizard.next': { target: 'loading', actions: 'clearAccountError' } },
        },
        open: {
          // Both forms live through step 1, so switching between them keeps what was typed in each.
          invoke: [
            formChild('login', () => ({})),
            formChild('register', ({ context }) => ({ values: { country_code: context.countryCode } })),
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
      },
    },
    details: {
      tags: ['step2'],
      initial: 'entering',
      states: {
        // A reload on the review step comes back to it when nothing is missing (the files are).
        entering: {
          always: [
            { guard: 'canResumeReview', target: '#bookingWizard.review', actions: 'forgetResume' },
            { target: 'editing', actions: 'forgetResume' },
          ],
        },
        editing: {
          always: { guard: 'isSignedOut', target: '#bookingWizard.account', actions: 'resetAccountStep' },
          on: {
            'wizard.setDate': { actions: 'setDate' },
            'wizard.editTraveller': { guard: 'isTravellerIndex', actions: 'editTraveller' },
            'wizard.setSaveTravellers': { actions: 'setSaveTravellers' },
            'wizard.next': { guard: 'areDetailsValid', target: '#bookingWizard.review', actions: 'clearBookingError' },
          },
        },
      },
    },
    review: {
      tags: ['step3'],
      initial: 'editing',
      states: {
        editing: {
          always: { guard: 'isSignedOut', target: '#bookingWizard.account', actions: 'resetAccountStep' },
          on: {
            'wizard.back': { target: '#bookingWizard.details.editing' },
            'wizard.setTermsAccepted': { actions: 'setTermsAccepted' },
            'wizard.submit': { guard: 'canBook', target: 'submitting', actions: 'ensureIdempotencyKey' },
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
                save_travellers: context.saveTravellers,
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
      tags: ['step4'],
      type: 'final',
    },
  },
});
