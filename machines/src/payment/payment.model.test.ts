import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, SimulatedClock, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { errorMessages, paymentMessages as m, type CardDetails, type PaymentOutcome } from '@rihla/contract';
import { activeLeaves, controllable, edgeCoveringPaths, expectEverythingWalked, flush } from '../test-support/harness.ts';
import {
  paymentMachine,
  selectBusyText,
  selectError,
  selectFieldError,
  selectIsBusy,
  selectMethod,
  selectStage,
  type CreatePaymentInput,
  type GatewayPayment,
  type PaymentStage,
} from './payment.machine.ts';

// Issue 26's payment step as an abstract model: how the page is opened (to pay, back from 3-D
// Secure, after the hold), what the customer does, what the gateway and our server answer, and the
// clock. Each path is played on a fresh real actor; after every step the real actor must mean what
// the model state says (panel, method, message, busy, calls made and their given_id).
const model = createMachine({
  id: 'paymentSpec',
  initial: 'closed',
  states: {
    closed: { on: { 'page.open': 'card', 'page.return': 'verifying', 'page.openLate': 'expired' } },
    card: {
      on: {
        'user.payCard': 'creatingCard',
        'user.payBadCard': 'card',
        'user.chooseStc': 'stc',
        'clock.holdEnds': 'expired',
      },
    },
    creatingCard: {
      on: {
        'user.payCard': 'creatingCard',
        'clock.holdEnds': 'creatingCard',
        'gateway.initiated': 'reportingCard',
        'gateway.unreachable': 'cardGatewayError',
      },
    },
    cardGatewayError: { on: { 'user.payCard': 'creatingCard', 'user.chooseStc': 'stc' } },
    reportingCard: {
      on: {
        'server.initiated': 'redirecting',
        'server.unreachable': 'redirecting',
        'server.paid': 'paid',
        'server.expired': 'expired',
      },
    },
    redirecting: {},
    stc: {
      on: {
        'user.payStc': 'creatingStc',
        'user.payStcBadMobile': 'stcMobileError',
        'user.chooseCard': 'card',
        'clock.holdEnds': 'expired',
      },
    },
    stcMobileError: { on: { 'user.payStc': 'creatingStc', 'user.chooseCard': 'card' } },
    creatingStc: {
      on: { 'gateway.initiated': 'otp', 'gateway.failed': 'reportingStc', 'gateway.unreachable': 'stcGatewayError' },
    },
    stcGatewayError: { on: { 'user.payStc': 'creatingStc' } },
    otp: {
      on: {
        'user.submitOtp': 'confirmingOtp',
        'user.badOtp': 'otp',
        'user.changeMobile': 'stc',
        'clock.holdEnds': 'expired',
      },
    },
    confirmingOtp: {
      on: { 'user.submitOtp': 'confirmingOtp', 'gateway.paid': 'reportingStc', 'gateway.unreachable': 'otpError' },
    },
    otpError: { on: { 'user.submitOtp': 'confirmingOtp' } },
    reportingStc: {
      on: {
        'server.paid': 'paid',
        'server.declined': 'stcDeclined',
        'server.unreachable': 'reportFailed',
        'server.unauthorized': 'reportFailed',
      },
    },
    stcDeclined: { on: { 'user.payStc': 'creatingStc', 'user.chooseCard': 'card', 'clock.holdEnds': 'expired' } },
    reportFailed: { on: { 'user.retryReport': 'reportingStc' } },
    verifying: { on: { 'server.paid': 'paid', 'server.declined': 'cardDeclined', 'server.unreachable': 'verifyFailed' } },
    verifyFailed: { on: { 'user.retryReport': 'verifying' } },
    cardDeclined: { on: { 'user.payCard': 'creatingCard', 'user.chooseStc': 'stc', 'clock.holdEnds': 'expired' } },
    paid: {},
    expired: {},
  },
});

const HOLD_MS = 30 * 60_000;
const START = Date.parse('2026-07-15T09:00:00Z');
const card: CardDetails = { name: 'Ahmed Ali', number: '4201320111111010', month: 8, year: 2029, cvc: '123', brand: 'mada' };
const declinedText = 'الرصيد غير كافٍ. جرّب بطاقة أخرى أو وسيلة دفع أخرى.';
const outcome = (o: Partial<PaymentOutcome>): PaymentOutcome => ({
  booking_id: 41,
  booking_status: 'awaiting_payment',
  payment_status: 'failed',
  paid: false,
  message_ar: null,
  ...o,
});
const initiated = (id: string, stc = false): GatewayPayment => ({
  id,
  status: 'initiated',
  source: { transaction_url: stc ? `https://gw.test/v1/stc_pays/${id}/proceed?otp_token=t` : `https://gw.test/3ds/${id}` },
});

class System {
  clock = new SimulatedClock();
  create = controllable<GatewayPayment, CreatePaymentInput>();
  otp = controllable<GatewayPayment, { url: string; otp: string }>();
  report = controllable<PaymentOutcome, { bookingId: number; paymentId: string }>();
  redirect = vi.fn();
  paid = vi.fn();
  holdEnded = vi.fn();
  sessionExpired = vi.fn();
  actor!: Actor<typeof paymentMachine>;
  ids = 0;
  /** The given_id the last create should have carried. */
  expectedId = '';
  /** The gateway's answer was lost: the same details go again under the same given_id. */
  lost = false;
  busy = false;
  error: string | null = null;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    this.clock.set(START);
  }
  start(dueAt: number, returnedPaymentId: string | null = null) {
    const machine = paymentMachine.provide({
      actors: { createPayment: this.create.logic, submitOtp: this.otp.logic, reportPayment: this.report.logic },
      actions: {
        redirect: (_, params) => this.redirect(params),
        paid: (_, params) => this.paid(params),
        holdEnded: this.holdEnded,
        sessionExpired: this.sessionExpired,
      },
    });
    this.actor = createActor(machine, {
      clock: this.clock,
      input: {
        bookingId: 41,
        amountHalalas: 452050,
        description: 'حجز رقم 41 - جولة في إسطنبول',
        callbackUrl: 'http://rihla.test/trip/7/x/book?booking_id=41',
        methods: ['creditcard', 'stcpay'],
        dueAt: new Date(dueAt).toISOString(),
        returnedPaymentId,
        today: '2026-07-15',
        now: () => this.clock.now(),
        newId: () => `attempt-${++this.ids}`,
      },
    }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  /** A press of pay: a new given_id unless the last answer was lost. */
  press() {
    if (this.busy) return;
    this.error = null;
    this.expectedId = this.lost ? this.expectedId : `attempt-${this.ids + 1}`;
    this.busy = true;
  }
  expectIdle(stage: PaymentStage, method: 'creditcard' | 'stcpay') {
    expect(selectStage(this.snap)).toBe(stage);
    expect(selectIsBusy(this.snap)).toBe(false);
    expect(selectBusyText(this.snap)).toBeNull();
    expect(selectMethod(this.snap)).toBe(method);
    expect(selectError(this.snap)).toBe(this.error);
  }
  expectBusy(text: string) {
    expect(selectIsBusy(this.snap)).toBe(true);
    expect(selectBusyText(this.snap)).toBe(text);
  }
  expectCreate(source: CreatePaymentInput['source']['type']) {
    expect(this.create.last().input).toMatchObject({
      givenId: this.expectedId,
      bookingId: 41,
      amountHalalas: 452050,
      source: { type: source },
    });
  }
  async answer<T>(
    call: { last: () => { resolve: (v: T) => void; reject: (e: unknown) => void } },
    value: T | Error | object,
    fail = false,
  ) {
    if (fail) call.last().reject(value);
    else call.last().resolve(value as T);
    await flush();
  }
}

const stateModel = createTestModel(model, { serializeTransition: () => '' });
const paths = edgeCoveringPaths(createTestModel(model, { serializeTransition: () => '' }));
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`payment model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    await path.test({
      events: {
        'page.open': () => sys.start(START + HOLD_MS),
        'page.openLate': () => sys.start(START - 1000),
        'page.return': () => sys.start(START + HOLD_MS, 'pay-from-callback'),
        'user.payCard': () => {
          sys.press();
          sys.actor.send({ type: 'payment.payCard', card });
          sys.actor.send({ type: 'payment.payCard', card });
        },
        'user.payBadCard': () => sys.actor.send({ type: 'payment.payCard', card: { ...card, number: '4201320111111011' } }),
        'user.chooseStc': () => {
          sys.error = null;
          sys.lost = false;
          sys.actor.send({ type: 'payment.chooseMethod', method: 'stcpay' });
        },
        'user.chooseCard': () => {
          sys.error = null;
          sys.lost = false;
          sys.actor.send({ type: 'payment.chooseMethod', method: 'creditcard' });
        },
        'user.payStc': () => {
          sys.press();
          sys.actor.send({ type: 'payment.setMobile', value: '٠٥١٢٣٤٥٦٧٨' });
          sys.actor.send({ type: 'payment.payStc' });
          sys.actor.send({ type: 'payment.payStc' });
        },
        'user.payStcBadMobile': () => {
          sys.actor.send({ type: 'payment.setMobile', value: '0412' });
          sys.actor.send({ type: 'payment.payStc' });
        },
        'user.submitOtp': () => {
          sys.actor.send({ type: 'payment.setOtp', value: '123456' });
          sys.actor.send({ type: 'payment.submitOtp' });
        },
        'user.badOtp': () => {
          sys.actor.send({ type: 'payment.setOtp', value: '12' });
          sys.actor.send({ type: 'payment.submitOtp' });
        },
        'user.changeMobile': () => sys.actor.send({ type: 'payment.changeMobile' }),
        'user.retryReport': () => {
          sys.error = null;
          sys.actor.send({ type: 'payment.retryReport' });
        },
        'clock.holdEnds': () => sys.clock.increment(HOLD_MS + 1000),
        'gateway.initiated': async () => {
          sys.busy = false;
          sys.lost = false;
          const stc = sys.create.last().input.source.type === 'stcpay';
          await sys.answer(sys.create, initiated(`pay-${sys.create.calls.length}`, stc));
        },
        'gateway.failed': async () => {
          sys.busy = false;
          sys.lost = false;
          await sys.answer(sys.create, {
            id: `pay-${sys.create.calls.length}`,
            status: 'failed',
            source: { message: 'Insufficient Balance.' },
          });
        },
        'gateway.unreachable': async () => {
          sys.busy = false;
          sys.error = m.gatewayUnreachable;
          if (sys.snap.matches('creating')) {
            sys.lost = true;
            await sys.answer(sys.create, new TypeError('Failed to fetch'), true);
          } else await sys.answer(sys.otp, new TypeError('Failed to fetch'), true);
        },
        'gateway.paid': async () => {
          await sys.answer(sys.otp, { id: sys.otp.last().input.url, status: 'paid', source: { message: 'Paid' } });
        },
        'server.paid': async () => {
          sys.error = null;
          await sys.answer(sys.report, outcome({ booking_status: 'pending', payment_status: 'paid', paid: true }));
        },
        'server.declined': async () => {
          sys.error = declinedText;
          await sys.answer(sys.report, outcome({ message_ar: declinedText }));
        },
        'server.initiated': async () => {
          await sys.answer(sys.report, outcome({ payment_status: 'initiated' }));
        },
        'server.expired': async () => {
          await sys.answer(sys.report, outcome({ booking_status: 'expired' }));
        },
        'server.unreachable': async () => {
          sys.error = m.verifyUnreachable;
          await sys.answer(sys.report, { status: 502, message: 'Bad gateway' }, true);
        },
        'server.unauthorized': async () => {
          sys.error = errorMessages.unauthenticated;
          await sys.answer(sys.report, { status: 401, message: 'Unauthenticated.' }, true);
        },
      },
      states: {
        closed: () => {
          modelSeen.add('closed');
        },
        card: () => {
          modelSeen.add('card');
          sys.expectIdle('form', 'creditcard');
          expect(sys.snap.can({ type: 'payment.payCard', card })).toBe(true);
        },
        creatingCard: () => {
          modelSeen.add('creatingCard');
          sys.expectBusy(m.creating);
          expect(selectStage(sys.snap)).toBe('form');
          sys.expectCreate('creditcard');
          expect(sys.create.last().input.source).toEqual({
            type: 'creditcard',
            name: 'Ahmed Ali',
            number: card.number,
            month: 8,
            year: 2029,
            cvc: '123',
          });
          expect(sys.create.last().input.callbackUrl).toBe('http://rihla.test/trip/7/x/book?booking_id=41');
        },
        cardGatewayError: () => {
          modelSeen.add('cardGatewayError');
          sys.expectIdle('form', 'creditcard');
        },
        reportingCard: () => {
          modelSeen.add('reportingCard');
          sys.expectBusy(m.verifying);
          expect(sys.report.last().input).toEqual({ bookingId: 41, paymentId: `pay-${sys.create.calls.length}` });
        },
        redirecting: () => {
          modelSeen.add('redirecting');
          sys.expectBusy(m.redirecting);
          expect(sys.redirect).toHaveBeenCalledExactlyOnceWith({ url: `https://gw.test/3ds/pay-${sys.create.calls.length}` });
        },
        stc: () => {
          modelSeen.add('stc');
          sys.expectIdle('form', 'stcpay');
          expect(selectFieldError(sys.snap)).toBeNull();
        },
        stcMobileError: () => {
          modelSeen.add('stcMobileError');
          sys.expectIdle('form', 'stcpay');
          expect(selectFieldError(sys.snap)).toBe(m.mobileInvalid);
        },
        creatingStc: () => {
          modelSeen.add('creatingStc');
          sys.expectBusy(m.creating);
          sys.expectCreate('stcpay');
          expect(sys.create.last().input.source).toEqual({ type: 'stcpay', mobile: '0512345678' });
        },
        stcGatewayError: () => {
          modelSeen.add('stcGatewayError');
          sys.expectIdle('form', 'stcpay');
        },
        otp: () => {
          modelSeen.add('otp');
          sys.error = null;
          expect(selectStage(sys.snap)).toBe('otp');
          expect(selectIsBusy(sys.snap)).toBe(false);
          expect(selectFieldError(sys.snap)).toBe(sys.snap.context.otp ? m.otpInvalid : null);
        },
        confirmingOtp: () => {
          modelSeen.add('confirmingOtp');
          sys.expectBusy(m.verifying);
          expect(selectStage(sys.snap)).toBe('otp');
          expect(sys.otp.last().input).toEqual({ url: expect.stringContaining('/stc_pays/') as string, otp: '123456' });
        },
        otpError: () => {
          modelSeen.add('otpError');
          expect(selectStage(sys.snap)).toBe('otp');
          expect(selectError(sys.snap)).toBe(m.gatewayUnreachable);
        },
        reportingStc: () => {
          modelSeen.add('reportingStc');
          sys.expectBusy(m.verifying);
          expect(sys.report.last().input.bookingId).toBe(41);
        },
        stcDeclined: () => {
          modelSeen.add('stcDeclined');
          sys.expectIdle('form', 'stcpay');
        },
        reportFailed: () => {
          modelSeen.add('reportFailed');
          expect(selectStage(sys.snap)).toBe('reportFailed');
          expect(selectError(sys.snap)).toBe(sys.error);
          expect(sys.sessionExpired).toHaveBeenCalledTimes(sys.error === errorMessages.unauthenticated ? 1 : 0);
        },
        verifying: () => {
          modelSeen.add('verifying');
          expect(selectStage(sys.snap)).toBe('verifying');
          sys.expectBusy(m.verifying);
          expect(sys.report.last().input).toEqual({ bookingId: 41, paymentId: 'pay-from-callback' });
          expect(sys.create.calls).toHaveLength(0);
        },
        verifyFailed: () => {
          modelSeen.add('verifyFailed');
          expect(selectStage(sys.snap)).toBe('reportFailed');
          expect(selectError(sys.snap)).toBe(m.verifyUnreachable);
        },
        cardDeclined: () => {
          modelSeen.add('cardDeclined');
          sys.expectIdle('form', 'creditcard');
        },
        paid: () => {
          modelSeen.add('paid');
          expect(selectStage(sys.snap)).toBe('paid');
          expect(sys.paid).toHaveBeenCalledTimes(1);
          expect(sys.snap.status).toBe('done');
        },
        expired: () => {
          modelSeen.add('expired');
          expect(selectStage(sys.snap)).toBe('expired');
          expect(sys.holdEnded).toHaveBeenCalledTimes(1);
          expect(sys.paid).not.toHaveBeenCalled();
        },
      },
    });
  });

  it('walked every state and transition of the spec model and every state of the machine', () => {
    expectEverythingWalked('payment', {
      model,
      machine: paymentMachine,
      modelSeen,
      machineSeen: seen,
      adjacency: stateModel.getAdjacencyMap(),
      paths,
    });
  });
});
