import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { errorMessages, type AdminBookingDetail } from '@rihla/contract';
import { activeLeaves, controllable, flush } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import {
  adminRefundMachine,
  refundMessages,
  selectAmount,
  selectError,
  selectErrors,
  selectIsConfirming,
  selectIsSending,
  selectSuccess,
  selectValues,
} from './admin-refund.machine.ts';

// A refund by staff (issue 26, item 5) as an abstract model of what the admin does and what the
// server answers. Each path is played on a fresh real actor; after every step the real actor must
// mean what the model state says: the fields and their messages, the confirmation, what was sent,
// and what the app was told.
const model = createMachine({
  id: 'adminRefundSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'blank',
  states: {
    blank: { on: { 'admin.reviews': 'invalid', 'admin.writesReason': 'ready' } },
    invalid: { on: { 'admin.reviews': 'invalid', 'admin.writesReason': 'ready' } },
    ready: {
      on: { 'admin.typesArabicAmount': 'ready', 'admin.reviewsTooMuch': 'tooMuch', 'admin.reviews': 'confirming' },
    },
    tooMuch: { on: { 'admin.typesArabicAmount': 'ready' } },
    confirming: { on: { 'admin.goesBack': 'ready', 'admin.confirms': 'sending' } },
    sending: {
      on: {
        'server.ok': 'done',
        'server.rejected': [{ guard: ({ event }) => event.status === 422, target: 'refused' }, { target: 'failed' }],
      },
    },
    done: { on: { 'admin.writesReason': 'ready' } },
    refused: { on: { 'admin.typesArabicAmount': 'ready' } },
    failed: { on: { 'admin.reviews': 'confirming' } },
  },
});

const REFUNDABLE = 840_000;
const booking = (refundable: number) => ({ id: 12, refundable_halalas: refundable }) as AdminBookingDetail;

class System {
  refund = controllable<AdminBookingDetail, { bookingId: number; body: { amount_halalas: number; reason: string } }>();
  refunded = vi.fn();
  actor: Actor<typeof adminRefundMachine>;
  /** The amount the admin means, in halalas, and the refundable sum the form started from. */
  amount = REFUNDABLE;
  refundable = REFUNDABLE;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const machine = adminRefundMachine.provide({
      actors: { refund: this.refund.logic },
      actions: { refunded: (_, params) => this.refunded(params) },
    });
    this.actor = createActor(machine, { input: { bookingId: 12, refundable: REFUNDABLE } }).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  send(event: Parameters<Actor<typeof adminRefundMachine>['send']>[0]) {
    this.actor.send(event);
  }
  expectForm(errors: object, error: string | null) {
    expect(selectIsConfirming(this.snap)).toBe(false);
    expect(selectIsSending(this.snap)).toBe(false);
    expect(selectErrors(this.snap)).toEqual(errors);
    expect(selectError(this.snap)).toBe(error);
  }
}

const events = [409, 403, 429, 500, 0, 422].map((status) => ({ type: 'server.rejected', status }));
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model, { events });

const failure = (status: number) =>
  status === 0
    ? new TypeError('Failed to fetch')
    : status === 422
      ? { status, message: 'البيانات غير صحيحة', errors: { amount_halalas: ['المبلغ أكبر من المدفوع'] } }
      : { status, message: `سبب الخادم ${status}` };
const failedText = (status: number) =>
  status === 0 || status >= 500 ? errorMessages.server : status === 429 ? errorMessages.tooManyRequests : `سبب الخادم ${status}`;

describe(`admin refund model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let sends = 0;
    let lastStatus = 0;
    let reviewed = false;
    await path.test({
      events: {
        'admin.reviews': () => {
          reviewed = true;
          sys.send({ type: 'refund.review' });
        },
        'admin.writesReason': () => sys.send({ type: 'refund.change', values: { reason: '  طلب العميل  ' } }),
        'admin.typesArabicAmount': () => {
          sys.amount = 125_050;
          sys.send({ type: 'refund.change', values: { amount: '١٢٥٠٫٥' } });
        },
        'admin.reviewsTooMuch': () => {
          sys.send({ type: 'refund.change', values: { amount: '9000' } });
          sys.send({ type: 'refund.review' });
        },
        'admin.goesBack': () => sys.send({ type: 'refund.back' }),
        'admin.confirms': () => {
          sends++;
          sys.send({ type: 'refund.confirm' });
        },
        'server.ok': async () => {
          sys.refundable -= sys.amount;
          sys.refund.last().resolve(booking(sys.refundable));
          await flush();
        },
        'server.rejected': async ({ event }) => {
          lastStatus = (event as { status?: number }).status ?? 0;
          sys.refund.last().reject(failure(lastStatus));
          await flush();
        },
      },
      states: {
        blank: () => {
          modelSeen.add('blank');
          sys.expectForm({}, null);
          expect(selectValues(sys.snap)).toEqual({ amount: '8400', reason: '' });
          expect(sys.refund.calls).toHaveLength(0);
        },
        invalid: () => {
          modelSeen.add('invalid');
          sys.expectForm({ reason: refundMessages.reasonMissing }, refundMessages.invalid);
          expect(sys.refund.calls).toHaveLength(0);
        },
        ready: () => {
          modelSeen.add('ready');
          expect(selectIsConfirming(sys.snap)).toBe(false);
          expect(selectIsSending(sys.snap)).toBe(false);
          expect(selectErrors(sys.snap)).toEqual({});
          expect(selectAmount(sys.snap)).toBe(sys.amount);
          expect(sys.refund.calls).toHaveLength(sends);
        },
        tooMuch: () => {
          modelSeen.add('tooMuch');
          sys.expectForm({ amount: refundMessages.amountOver(sys.refundable) }, refundMessages.invalid);
          expect(sys.refund.calls).toHaveLength(sends);
        },
        confirming: () => {
          modelSeen.add('confirming');
          expect(reviewed).toBe(true);
          expect(selectIsConfirming(sys.snap)).toBe(true);
          expect(selectAmount(sys.snap)).toBe(sys.amount);
          expect(selectError(sys.snap)).toBeNull();
          expect(sys.refund.calls).toHaveLength(sends);
        },
        sending: () => {
          modelSeen.add('sending');
          expect(selectIsSending(sys.snap)).toBe(true);
          expect(sys.refund.calls).toHaveLength(sends);
          expect(sys.refund.last().input).toEqual({ bookingId: 12, body: { amount_halalas: sys.amount, reason: 'طلب العميل' } });
        },
        done: () => {
          modelSeen.add('done');
          sys.expectForm({}, null);
          expect(selectSuccess(sys.snap)).toBe(refundMessages.done(sys.amount));
          expect(selectValues(sys.snap)).toEqual({ amount: String(sys.refundable / 100), reason: '' });
          expect(sys.refunded).toHaveBeenCalledTimes(1);
          expect(sys.refunded).toHaveBeenCalledWith({ booking: booking(sys.refundable) });
          sys.amount = sys.refundable; // the next refund starts from what is left
        },
        refused: () => {
          modelSeen.add('refused');
          sys.expectForm({ amount: 'المبلغ أكبر من المدفوع' }, 'البيانات غير صحيحة');
          expect(selectAmount(sys.snap)).toBe(sys.amount);
          expect(sys.refunded).not.toHaveBeenCalled();
        },
        failed: () => {
          modelSeen.add('failed');
          sys.expectForm({}, failedText(lastStatus));
          expect(selectAmount(sys.snap)).toBe(sys.amount);
          expect(selectValues(sys.snap).reason).toBe('  طلب العميل  ');
          expect(sys.refunded).not.toHaveBeenCalled();
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('admin refund', adminRefundMachine);
  });
});
