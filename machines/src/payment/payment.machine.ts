import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { paymentMessages as m, todayIso, type CardDetails, type IsoDate, type PaymentOutcome } from '@rihla/contract';
import { toApiError } from '../shared/api-error.ts';
import {
  cardSource,
  gatewayErrorMessage,
  isClosedBooking,
  newAttemptId,
  otpValue,
  outcomeMessage,
  reportErrorMessage,
  sourceKey,
  stcMobile,
  type CreatePaymentInput,
  type GatewayPayment,
  type GatewaySource,
  type StepMethod,
} from './payment.rules.ts';

export * from './payment.rules.ts';
export * from './payment.selectors.ts';

/**
 * The payment step of the booking wizard (issue 26): the customer pays a booking that awaits its
 * payment, at the gateway (Moyasar) straight from the browser, and our server, told the payment's
 * id, fetches it from the gateway and decides. Nothing here believes the gateway's redirect.
 *
 * Input: `{ bookingId, amountHalalas, description, callbackUrl, methods, dueAt, returnedPaymentId?,
 * today?, now?, newId? }`. `dueAt` is the booking's `payment_due_at` (the hold's end); once it passes
 * while the customer is choosing, the step stops (`expired`). `returnedPaymentId` is the `id` the
 * gateway put in the callback URL after 3-D Secure: the step starts by reporting it (verifying).
 *
 * Card: `payment.payCard {card}` (a card the form checked; the contract's rules run again) → create
 * at the gateway → report to our server → the 3-D Secure page (`redirect`) while it is initiated,
 * else the outcome. STC Pay: `payment.setMobile`, `payment.payStc` → create → `payment.setOtp`,
 * `payment.submitOtp` → the OTP to the payment's `transaction_url` → report → the outcome.
 *
 * Pressing pay twice makes one payment: presses are ignored while busy, and each attempt carries a
 * `given_id` of its own, kept when the same details are sent again after a lost answer (the gateway
 * then answers the payment it already made) and renewed once the gateway has answered.
 *
 * A declined payment shows the reason in Arabic and the customer may try again, with the same method
 * or another (`payment.chooseMethod`). A report the server could not make (502: the gateway did not
 * answer it) is retried with `payment.retryReport`, never by paying again.
 *
 * Actors (defaults throw): `createPayment(CreatePaymentInput)` → the gateway's payment;
 * `submitOtp({url, otp})` → the payment as the OTP left it; `reportPayment({bookingId, paymentId})`
 * → our server's `PaymentOutcome`.
 * Actions (defaults do nothing): `redirect({url})` (to 3-D Secure), `paid({outcome})`, `holdEnded()`,
 * `sessionExpired()` (the report answered 401).
 */

export interface PaymentInput {
  bookingId: number;
  amountHalalas: number;
  /** "حجز رقم N - <trip>", as the gateway's dashboard and the bank's page show it. */
  description: string;
  /** Where the gateway sends the browser after 3-D Secure: the wizard's own URL with `booking_id`. */
  callbackUrl: string;
  methods: readonly StepMethod[];
  /** ISO instant the hold ends; null when the booking has no hold. */
  dueAt: string | null;
  returnedPaymentId?: string | null;
  today?: IsoDate;
  now?: () => number;
  newId?: () => string;
}

export interface PaymentContext {
  bookingId: number;
  amountHalalas: number;
  description: string;
  callbackUrl: string;
  methods: readonly StepMethod[];
  method: StepMethod;
  dueAt: number | null;
  today: IsoDate;
  now: () => number;
  newId: () => string;
  mobile: string;
  otp: string;
  /** The STC Pay mobile's or OTP's error, next to its field. */
  fieldError: string | null;
  /** Why the last attempt did not go through, in Arabic. */
  error: string | null;
  /** The attempt on its way: its given_id and what it sends. */
  attempt: { id: string; key: string } | null;
  source: GatewaySource | null;
  /** The payment the gateway made for the current attempt (or the one the callback named). */
  payment: GatewayPayment | null;
  outcome: PaymentOutcome | null;
}

export type PaymentEvent =
  | { type: 'payment.chooseMethod'; method: StepMethod }
  | { type: 'payment.payCard'; card: CardDetails }
  | { type: 'payment.setMobile'; value: string }
  | { type: 'payment.payStc' }
  | { type: 'payment.setOtp'; value: string }
  | { type: 'payment.submitOtp' }
  | { type: 'payment.changeMobile' }
  | { type: 'payment.retryReport' };

// setTimeout's longest wait; a hold further away re-checks then (the guard says whether it is over).
const MAX_DELAY = 2_147_483_647;
// A timer may fire a hair early; the hold is over only when the clock says so.
const TIMER_MARGIN_MS = 250;

function initialContext(input: PaymentInput): PaymentContext {
  const methods = input.methods.length ? input.methods : (['creditcard'] as const);
  const dueAt = input.dueAt ? Date.parse(input.dueAt) : NaN;
  return {
    bookingId: input.bookingId,
    amountHalalas: input.amountHalalas,
    description: input.description,
    callbackUrl: input.callbackUrl,
    methods,
    method: methods[0]!,
    dueAt: Number.isFinite(dueAt) ? dueAt : null,
    today: input.today ?? todayIso(),
    now: input.now ?? (() => Date.now()),
    newId: input.newId ?? newAttemptId,
    mobile: '',
    otp: '',
    fieldError: null,
    error: null,
    attempt: null,
    source: null,
    payment: input.returnedPaymentId ? { id: input.returnedPaymentId, status: 'unknown' } : null,
    outcome: null,
  };
}

/** The attempt for `source`: the one on its way when the same details are sent again, else a new one. */
function attemptFor(context: PaymentContext, source: GatewaySource) {
  const key = sourceKey(source);
  const attempt = context.attempt?.key === key ? context.attempt : { id: context.newId(), key };
  return { attempt, source, error: null, fieldError: null };
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    createPayment: fromPromise<GatewayPayment, CreatePaymentInput>(async () => {
      throw new Error('payment: createPayment not provided');
    }),
    submitOtp: fromPromise<GatewayPayment, { url: string; otp: string }>(async () => {
      throw new Error('payment: submitOtp not provided');
    }),
    reportPayment: fromPromise<PaymentOutcome, { bookingId: number; paymentId: string }>(async () => {
      throw new Error('payment: reportPayment not provided');
    }),
  },
  delays: {
    holdEnds: ({ context }) =>
      context.dueAt === null ? MAX_DELAY : Math.min(MAX_DELAY, Math.max(0, context.dueAt - context.now()) + TIMER_MARGIN_MS),
  },
  actions: {
    redirect: (_, _params: { url: string }) => {},
    paid: (_, _params: { outcome: PaymentOutcome }) => {},
    holdEnded: () => {},
    sessionExpired: () => {},
    chooseMethod: assign(({ event }) => {
      assertEvent(event, 'payment.chooseMethod');
      return { method: event.method, error: null, fieldError: null, otp: '', payment: null };
    }),
    takeCard: assign(({ context, event }) => {
      assertEvent(event, 'payment.payCard');
      return attemptFor(context, cardSource(event.card, context.today)!);
    }),
    takeMobile: assign(({ context }) => attemptFor(context, { type: 'stcpay', mobile: stcMobile(context.mobile)! })),
    setMobile: assign(({ event }) => {
      assertEvent(event, 'payment.setMobile');
      return { mobile: event.value, fieldError: null };
    }),
    showMobileError: assign({ fieldError: m.mobileInvalid }),
    setOtp: assign(({ event }) => {
      assertEvent(event, 'payment.setOtp');
      return { otp: event.value, fieldError: null };
    }),
    showOtpError: assign({ fieldError: m.otpInvalid }),
    leaveOtp: assign({ otp: '', fieldError: null, payment: null, error: null }),
    // The gateway made a payment: whatever comes of it, the next press is a new attempt.
    takePayment: assign((_, params: { payment: GatewayPayment }) => ({ payment: params.payment, attempt: null, error: null })),
    showGatewayError: assign((_, params: { error: unknown }) => ({ error: gatewayErrorMessage(toApiError(params.error)) })),
    takeOutcome: assign((_, params: { outcome: PaymentOutcome }) => ({ outcome: params.outcome })),
    showOutcomeError: assign(({ context }, params: { outcome: PaymentOutcome }) => ({
      outcome: params.outcome,
      error: outcomeMessage(params.outcome, context.payment?.source?.message),
      payment: null,
      source: null,
      otp: '',
    })),
    showReportError: assign((_, params: { error: unknown }) => ({ error: reportErrorMessage(toApiError(params.error)) })),
    clearError: assign({ error: null }),
    forgetPayment: assign({ payment: null, source: null, otp: '' }),
  },
  guards: {
    hasReturnedPayment: ({ context }) => context.payment !== null,
    isHoldOver: ({ context }) => context.dueAt !== null && context.now() >= context.dueAt,
    isOffered: ({ context, event }) => {
      assertEvent(event, 'payment.chooseMethod');
      return context.methods.includes(event.method);
    },
    isCardPayable: ({ context, event }) => {
      assertEvent(event, 'payment.payCard');
      return context.method === 'creditcard' && cardSource(event.card, context.today) !== null;
    },
    isStcChosen: ({ context }) => context.method === 'stcpay',
    isMobileValid: ({ context }) => stcMobile(context.mobile) !== null,
    isOtpValid: ({ context }) => otpValue(context.otp) !== null,
    // STC Pay's payment waits for the OTP the customer received, to be posted to its transaction_url.
    awaitsOtp: (_, params: { payment: GatewayPayment; source: GatewaySource | null }) =>
      params.source?.type === 'stcpay' && params.payment.status === 'initiated' && !!params.payment.source?.transaction_url,
    isPaid: (_, params: { outcome: PaymentOutcome }) => params.outcome.paid,
    isClosed: (_, params: { outcome: PaymentOutcome }) => isClosedBooking(params.outcome),
    // A card payment waiting for its 3-D Secure page: the browser goes there, reported or not (the
    // callback reports it again).
    needsRedirect: ({ context }) =>
      context.source?.type === 'creditcard' &&
      context.payment?.status === 'initiated' &&
      !!context.payment.source?.transaction_url,
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).status === 401,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasReturnedPayment', target: 'reporting' },
        { guard: 'isHoldOver', target: 'expired' },
        { target: 'open' },
      ],
    },
    // The customer chooses and types; the hold's end stops them here (never in the middle of a call,
    // whose answer the server decides).
    open: {
      after: { holdEnds: { guard: 'isHoldOver', target: '#payment.expired' } },
      on: { 'payment.chooseMethod': { guard: 'isOffered', target: '.entering', actions: 'chooseMethod' } },
      initial: 'entering',
      states: {
        entering: {
          tags: ['entering'],
          on: {
            'payment.payCard': { guard: 'isCardPayable', target: '#payment.creating', actions: 'takeCard' },
            'payment.setMobile': { actions: 'setMobile' },
            'payment.payStc': { guard: 'isStcChosen', target: 'checkingMobile' },
          },
        },
        checkingMobile: {
          always: [
            { guard: 'isMobileValid', target: '#payment.creating', actions: 'takeMobile' },
            { target: 'entering', actions: 'showMobileError' },
          ],
        },
        otp: {
          tags: ['otp'],
          on: {
            'payment.setOtp': { actions: 'setOtp' },
            'payment.submitOtp': [
              { guard: 'isOtpValid', target: '#payment.confirmingOtp', actions: 'clearError' },
              { actions: 'showOtpError' },
            ],
            'payment.changeMobile': { target: 'entering', actions: 'forgetPayment' },
          },
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createPayment',
        input: ({ context }) => ({
          givenId: context.attempt!.id,
          bookingId: context.bookingId,
          amountHalalas: context.amountHalalas,
          description: context.description,
          callbackUrl: context.callbackUrl,
          source: context.source!,
        }),
        onDone: [
          {
            guard: {
              type: 'awaitsOtp',
              params: ({ context, event }) => ({ payment: event.output, source: context.source }),
            },
            target: 'open.otp',
            actions: { type: 'takePayment', params: ({ event }) => ({ payment: event.output }) },
          },
          { target: 'reporting', actions: { type: 'takePayment', params: ({ event }) => ({ payment: event.output }) } },
        ],
        onError: {
          target: 'open.entering',
          actions: { type: 'showGatewayError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirmingOtp: {
      tags: ['busy', 'otp'],
      invoke: {
        src: 'submitOtp',
        input: ({ context }) => ({ url: context.payment!.source!.transaction_url!, otp: otpValue(context.otp)! }),
        onDone: { target: 'reporting', actions: { type: 'takePayment', params: ({ event }) => ({ payment: event.output }) } },
        onError: { target: 'open.otp', actions: { type: 'showGatewayError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Our server fetches the payment from the gateway and says what it made of it.
    reporting: {
      tags: ['busy', 'reporting'],
      invoke: {
        src: 'reportPayment',
        input: ({ context }) => ({ bookingId: context.bookingId, paymentId: context.payment!.id }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ outcome: event.output }) },
            target: 'paid',
            actions: [
              { type: 'takeOutcome', params: ({ event }) => ({ outcome: event.output }) },
              { type: 'paid', params: ({ event }) => ({ outcome: event.output }) },
            ],
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ outcome: event.output }) },
            target: 'expired',
            actions: { type: 'takeOutcome', params: ({ event }) => ({ outcome: event.output }) },
          },
          { guard: 'needsRedirect', target: 'redirecting' },
          {
            target: 'open.entering',
            actions: { type: 'showOutcomeError', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: [
          { guard: 'needsRedirect', target: 'redirecting' },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'reportFailed',
            actions: [{ type: 'showReportError', params: ({ event }) => ({ error: event.error }) }, 'sessionExpired'],
          },
          { target: 'reportFailed', actions: { type: 'showReportError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // The payment may have gone through: only asking again, never paying again, is offered.
    reportFailed: {
      tags: ['reportFailed'],
      on: { 'payment.retryReport': { target: 'reporting', actions: 'clearError' } },
    },
    redirecting: {
      tags: ['busy', 'redirecting'],
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.payment!.source!.transaction_url! }) },
    },
    paid: { tags: ['paid'], type: 'final' },
    expired: { tags: ['expired'], type: 'final', entry: 'holdEnded' },
  },
});
