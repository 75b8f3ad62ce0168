import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { compact, errorMessages, formatHalalas, toAsciiDigits, toHalalas, type AdminBookingDetail } from '@rihla/contract';
import { toApiError } from '../shared/api-error.ts';

/**
 * A refund by staff in the back office (issue 26, item 5; admins only, /admin/bookings/{id}): the
 * amount in riyals (prefilled with all that can still be given back; Arabic-Indic digits taken) and
 * the reason; the rule is checked first (a mistake is shown at its field, nothing is sent), then the
 * amount is shown for confirmation, and only then sent.
 *
 * Events
 * - `refund.change {values}`   the amount and reason as typed; a changed field's message goes.
 * - `refund.review`            checks the rule; valid, asks to confirm the amount.
 * - `refund.back`              from the confirmation, back to the form as it was.
 * - `refund.confirm`           sends the refund.
 * - `refund.refundable {halalas}`  the booking changed elsewhere (a cancellation refunded part of it):
 *                              the new most; an amount still as prefilled follows it.
 *
 * Answers
 * - 200 (the booking as it now is): "تم" shows, the form starts again from the new refundable sum,
 *   and `refunded({booking})` is called (the app puts the booking in its read).
 * - 422 `{message, errors: {amount_halalas|reason: [msg]}}`: each message at its field, the form kept.
 * - Anything else (403, 409 nothing paid, network, 5xx): the server's reason or the generic message,
 *   the form kept, to try again. A 401 also ends the staff session in the app's client.
 *
 * Actors (default throw)
 * - `refund({bookingId, body: {amount_halalas, reason}})` → the booking as it now is.
 */

export const MAX_REFUND_REASON = 500;

export interface RefundValues {
  /** Riyals as typed: "1250", "1250.5", "١٢٥٠٫٥٠". */
  amount: string;
  reason: string;
}

export type RefundField = keyof RefundValues;

export const refundMessages = {
  amountMissing: 'اكتب المبلغ المسترد بالريال',
  amountFormat: 'اكتب المبلغ بالأرقام، بخانتين عشريتين على الأكثر',
  amountZero: 'المبلغ المسترد أكبر من صفر',
  amountOver: (refundable: number) => `أكبر مبلغ يمكن استرداده ${formatHalalas(refundable)}`,
  reasonMissing: 'اكتب سبب الاسترداد',
  invalid: 'صحّح الحقول المشار إليها ثم تابع.',
  done: (halalas: number) => `تم استرداد ${formatHalalas(halalas)}، وأُبلغ العميل بالبريد الإلكتروني.`,
};

/** The amount as typed in halalas, or null when it is not an amount (Arabic-Indic digits and "٫" read). */
export function amountHalalas(text: string): number | null {
  const ascii = toAsciiDigits(text).replace(/[٫,]/g, '.').replace(/[٬\s]/g, '');
  try {
    return ascii ? toHalalas(ascii) : null;
  } catch {
    return null;
  }
}

/** Halalas as the amount field shows them: "8400" or "8400.50". */
export const riyalsText = (halalas: number) => (halalas % 100 === 0 ? String(halalas / 100) : (halalas / 100).toFixed(2));

/** The refund's rule: an amount from one halala up to what is refundable, and a reason. */
export function validateRefund(values: RefundValues, refundable: number): Partial<Record<RefundField, string>> {
  const halalas = amountHalalas(values.amount);
  return compact({
    amount: !values.amount.trim()
      ? refundMessages.amountMissing
      : halalas === null
        ? refundMessages.amountFormat
        : halalas <= 0
          ? refundMessages.amountZero
          : halalas > refundable
            ? refundMessages.amountOver(refundable)
            : null,
    reason: values.reason.trim() ? null : refundMessages.reasonMissing,
  });
}

export interface AdminRefundContext {
  bookingId: number;
  /** Halalas paid and not given back: the most a refund can be. */
  refundable: number;
  values: RefundValues;
  /** Field → message, the rule's or the server's. */
  errors: Partial<Record<RefundField, string>>;
  error: string | null;
  success: string | null;
}

export type AdminRefundEvent =
  | { type: 'refund.change'; values: Partial<RefundValues> }
  | { type: 'refund.review' }
  | { type: 'refund.back' }
  | { type: 'refund.confirm' }
  | { type: 'refund.refundable'; halalas: number };

const freshValues = (refundable: number): RefundValues => ({ amount: riyalsText(refundable), reason: '' });

/** The server's field names to the form's. */
const SERVER_FIELDS: Record<string, RefundField> = { amount_halalas: 'amount', reason: 'reason' };

export const adminRefundMachine = setup({
  types: {
    context: {} as AdminRefundContext,
    events: {} as AdminRefundEvent,
    input: {} as { bookingId: number; refundable: number },
  },
  actors: {
    refund: fromPromise<AdminBookingDetail, { bookingId: number; body: { amount_halalas: number; reason: string } }>(async () => {
      throw new Error('admin-refund: refund not provided');
    }),
  },
  actions: {
    refunded: (_, _params: { booking: AdminBookingDetail }) => {},
    change: assign(({ context, event }) => {
      assertEvent(event, 'refund.change');
      const errors = { ...context.errors };
      for (const field of Object.keys(event.values)) delete errors[field as RefundField];
      return { values: { ...context.values, ...event.values }, errors, success: null };
    }),
    showRule: assign(({ context }) => ({
      errors: validateRefund(context.values, context.refundable),
      error: refundMessages.invalid,
      success: null,
    })),
    clearMessages: assign({ errors: {}, error: null, success: null }),
    follow: assign(({ context, event }) => {
      assertEvent(event, 'refund.refundable');
      const untouched = context.values.amount === riyalsText(context.refundable);
      return {
        refundable: event.halalas,
        values: untouched ? { ...context.values, amount: riyalsText(event.halalas) } : context.values,
      };
    }),
    takeAnswer: assign(({ context }, booking: AdminBookingDetail) => ({
      refundable: booking.refundable_halalas,
      values: freshValues(booking.refundable_halalas),
      errors: {},
      success: refundMessages.done(amountHalalas(context.values.amount) ?? 0),
    })),
    showError: assign((_, params: { error: unknown }) => {
      const e = toApiError(params.error);
      const errors: Partial<Record<RefundField, string>> = {};
      for (const [name, messages] of Object.entries(e.errors ?? {})) {
        const field = SERVER_FIELDS[name];
        if (field && messages[0]) errors[field] = messages[0];
      }
      const error =
        e.status === 0 || e.status >= 500
          ? errorMessages.server
          : e.status === 429
            ? errorMessages.tooManyRequests
            : (e.message ?? errorMessages.server);
      return { errors, error };
    }),
  },
  guards: {
    invalid: ({ context }) => Object.keys(validateRefund(context.values, context.refundable)).length > 0,
  },
}).createMachine({
  id: 'adminRefund',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    refundable: input.refundable,
    values: freshValues(input.refundable),
    errors: {},
    error: null,
    success: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'refund.change': { actions: 'change' },
        'refund.refundable': { actions: 'follow' },
        'refund.review': [
          { guard: 'invalid', actions: 'showRule' },
          { target: 'confirming', actions: 'clearMessages' },
        ],
      },
    },
    confirming: {
      on: {
        'refund.back': 'editing',
        'refund.confirm': 'sending',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'refund',
        input: ({ context }) => ({
          bookingId: context.bookingId,
          body: { amount_halalas: amountHalalas(context.values.amount)!, reason: context.values.reason.trim() },
        }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'takeAnswer', params: ({ event }) => event.output },
            { type: 'refunded', params: ({ event }) => ({ booking: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

type Snapshot = { context: AdminRefundContext; matches(state: 'editing' | 'confirming' | 'sending'): boolean };

export const selectValues = (s: Snapshot) => s.context.values;
export const selectErrors = (s: Snapshot) => s.context.errors;
export const selectError = (s: Snapshot) => s.context.error;
export const selectSuccess = (s: Snapshot) => s.context.success;
export const selectIsConfirming = (s: Snapshot) => s.matches('confirming');
export const selectIsSending = (s: Snapshot) => s.matches('sending');
/** The amount being confirmed or sent, in halalas (null while it is not an amount). */
export const selectAmount = (s: Snapshot) => amountHalalas(s.context.values.amount);
