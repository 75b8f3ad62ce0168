import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { errorMessages, successMessages, type BookingWithFiles as Booking } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';
import { refusalMessage } from '../shared/error-messages.ts';

/**
 * Cancelling a booking as the customer sees it, on /account/trips and on a booking's own page
 * (docs/product.md, "Seats and cancellation"): a dialog that states the policy, an optional reason,
 * the request, and what came of it.
 *
 * Events
 * - `cancel.open {booking}`       the cancel button of a booking; only a booking still cancellable
 *                                 (`cancellable_until` set) opens the dialog.
 * - `cancel.setReason {value}`    the optional reason (at most `MAX_CANCEL_REASON` characters).
 * - `cancel.confirm`              sends; `can()` enables the button. Ignored while sending.
 * - `cancel.close`                closes the dialog (keep the booking); ignored while sending, so an
 *                                 answer is never lost half-way.
 * - `cancel.dismissMessage`       hides the success message.
 *
 * Answers
 * - 200: the dialog closes, "تم إلغاء الحجز" shows, `cancelled({booking})` hands the screen the
 *   updated booking.
 * - 409 (past the cut-off, or no longer pending or confirmed) and 404 (not the customer's): the
 *   server's reason in the dialog, with nothing left to retry (`refused`); closing it calls
 *   `reload()` so the screen shows the booking as it now is.
 * - 401: `sessionExpired()` (the app signs the customer out and sends them to sign in).
 * - Anything else (network, 429, 5xx): the Arabic message, the reason kept, and confirm again.
 *
 * Actors (default throws)
 * - `cancelBooking({bookingId, reason})` → the booking as it now is.
 */

export const MAX_CANCEL_REASON = 500;

export interface CancelSubject {
  id: number;
  title: string;
  fromDate: string;
  cancellableUntil: string | null;
  /**
   * What cancelling gives back (issue 26): the booking's `refund_on_cancel`; null when nothing was
   * paid; absent when the server did not say (the site takes no payment online).
   */
  refund?: { percent: number; amountHalalas: number } | null;
}

export interface BookingCancelContext {
  booking: CancelSubject | null;
  reason: string;
  error: string | null;
  success: string | null;
}

export type BookingCancelEvent =
  | { type: 'cancel.open'; booking: CancelSubject }
  | { type: 'cancel.setReason'; value: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.close' }
  | { type: 'cancel.dismissMessage' };

/** docs/product.md, "Errors": the server's own reason for 404 and 409, the usual texts otherwise. */
export const cancelErrorMessage = (error: ApiError) => refusalMessage(error, errorMessages.notCancellable);

/** The booking's fields the dialog needs. */
export const cancelSubject = (b: Booking): CancelSubject => ({
  id: b.id,
  title: b.trip.title,
  fromDate: b.from_date,
  cancellableUntil: b.cancellable_until ?? null,
  ...(b.refund_on_cancel === undefined
    ? {}
    : {
        refund: b.refund_on_cancel && { percent: b.refund_on_cancel.percent, amountHalalas: b.refund_on_cancel.amount_halalas },
      }),
});

const closed = { booking: null, reason: '', error: null } as const;

export const bookingCancelMachine = setup({
  types: {
    context: {} as BookingCancelContext,
    events: {} as BookingCancelEvent,
  },
  actors: {
    cancelBooking: fromPromise<Booking, { bookingId: number; reason: string | null }>(async () => {
      throw new Error('booking-cancel: cancelBooking not provided');
    }),
  },
  actions: {
    cancelled: (_, _params: { booking: Booking }) => {},
    reload: () => {},
    sessionExpired: () => {},
    open: assign(({ event }) => {
      assertEvent(event, 'cancel.open');
      return { ...closed, booking: event.booking, success: null };
    }),
    setReason: assign(({ event }) => {
      assertEvent(event, 'cancel.setReason');
      return { reason: event.value.slice(0, MAX_CANCEL_REASON) };
    }),
    clear: assign({ ...closed }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({ error: cancelErrorMessage(toApiError(params.error)) })),
    showSuccess: assign({ ...closed, success: successMessages.bookingCancelled }),
    dismissMessage: assign({ success: null }),
  },
  guards: {
    isCancellable: ({ event }) => {
      assertEvent(event, 'cancel.open');
      return event.booking.cancellableUntil !== null;
    },
    isRefusal: (_, params: { error: unknown }) => [404, 409].includes(toApiError(params.error).status),
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).status === 401,
  },
}).createMachine({
  id: 'bookingCancel',
  context: { ...closed, success: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'cancel.open': { guard: 'isCancellable', target: 'open', actions: 'open' },
        'cancel.dismissMessage': { actions: 'dismissMessage' },
      },
    },
    open: {
      tags: ['open'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'cancel.setReason': { actions: 'setReason' },
            'cancel.confirm': { target: 'sending', actions: 'clearError' },
            'cancel.close': { target: '#bookingCancel.closed', actions: 'clear' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'cancelBooking',
            input: ({ context }) => ({ bookingId: context.booking!.id, reason: context.reason.trim() || null }),
            onDone: {
              target: '#bookingCancel.closed',
              actions: ['showSuccess', { type: 'cancelled', params: ({ event }) => ({ booking: event.output }) }],
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'refused',
                actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#bookingCancel.closed',
                actions: ['clear', 'sessionExpired'],
              },
              { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        // The server will not cancel it: nothing to retry; the screen shows the booking afresh.
        refused: {
          tags: ['refused'],
          on: { 'cancel.close': { target: '#bookingCancel.closed', actions: ['clear', 'reload'] } },
        },
      },
    },
  },
});

interface CancelSnapshot {
  context: BookingCancelContext;
  hasTag(tag: string): boolean;
}

export const selectIsOpen = (s: CancelSnapshot) => s.hasTag('open');
export const selectIsSending = (s: CancelSnapshot) => s.hasTag('busy');
export const selectIsRefused = (s: CancelSnapshot) => s.hasTag('refused');
export const selectError = (s: CancelSnapshot) => s.context.error;
export const selectSuccess = (s: CancelSnapshot) => s.context.success;
export const selectSubject = (s: CancelSnapshot) => s.context.booking;
