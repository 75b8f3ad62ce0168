import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { errorMessages, type AdminBookingDetail } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';
import { refusalMessage } from '../shared/error-messages.ts';

/**
 * A booking's lifecycle actions in the back office (issue 17, /admin/bookings/{id}): confirm and
 * complete are sent at once; cancel opens a dialog that asks for the reason the customer is e-mailed.
 *
 * Events
 * - `actions.confirm`, `actions.complete`  send that status.
 * - `actions.cancel`                       opens the cancel dialog (reason empty).
 * - `actions.setReason {value}`            the reason (at most `MAX_CANCEL_REASON` characters).
 * - `actions.sendCancel`                   sends the cancellation; `can()` needs a reason.
 * - `actions.close`                        closes the dialog; ignored while sending, so an answer
 *                                          is never lost half-way.
 *
 * Answers
 * - 200: "تم: …" shows, the dialog closes, `booking` is the booking as it now is.
 * - 404 and 409 (gone, or no longer in a status that allows it: another staff member or the
 *   customer acted first): the server's Arabic reason on the page, the dialog closed, and the
 *   booking read again (`loadBooking`) so the page shows what can be done now.
 * - 401: the staff session ended: `sessionExpired()` (the back office goes to its sign-in).
 * - Anything else (network, 429, 5xx): the Arabic message where the action was asked for (the
 *   dialog stays open with its reason), to try again.
 *
 * Actors (default throw)
 * - `changeStatus({bookingId, to, reason})` → the booking as it now is.
 * - `loadBooking({bookingId})`              → the booking as it now is.
 */

export const MAX_CANCEL_REASON = 500;

export type StaffAction = 'confirmed' | 'completed' | 'cancelled';

/** The actions' words: the buttons' labels and the success message's. */
export const ACTION_LABELS: Record<StaffAction, string> = {
  confirmed: 'تأكيد الحجز',
  completed: 'تحديد كمكتمل',
  cancelled: 'إلغاء الحجز',
};

export const actionDone = (to: StaffAction) => `تم: ${ACTION_LABELS[to]}، وأُبلغ العميل بالبريد الإلكتروني.`;

export interface AdminBookingActionsContext {
  bookingId: number;
  /** The booking as the last answer had it; null until an action or a re-read answers. */
  booking: AdminBookingDetail | null;
  /** What is being (or was last) sent. */
  to: StaffAction | null;
  reason: string;
  error: string | null;
  success: string | null;
}

export type AdminBookingActionsEvent =
  | { type: 'actions.confirm' }
  | { type: 'actions.complete' }
  | { type: 'actions.cancel' }
  | { type: 'actions.setReason'; value: string }
  | { type: 'actions.sendCancel' }
  | { type: 'actions.close' };

/** docs/product.md, "Errors": the server's own reason for 404 and 409, the usual texts otherwise. */
export const actionErrorMessage = (error: ApiError) => refusalMessage(error, errorMessages.server);

const onError = (retryTarget: string) => [
  {
    guard: { type: 'isRefusal' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#adminBookingActions.rereading',
    actions: [
      { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      'clearReason' as const,
    ],
  },
  {
    guard: { type: 'isUnauthorized' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: '#adminBookingActions.signedOut',
    actions: 'sessionExpired' as const,
  },
  {
    target: retryTarget,
    actions: { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
];

export const adminBookingActionsMachine = setup({
  types: {
    context: {} as AdminBookingActionsContext,
    events: {} as AdminBookingActionsEvent,
    input: {} as { bookingId: number },
  },
  actors: {
    changeStatus: fromPromise<AdminBookingDetail, { bookingId: number; to: StaffAction; reason: string | null }>(async () => {
      throw new Error('admin-booking-actions: changeStatus not provided');
    }),
    loadBooking: fromPromise<AdminBookingDetail, { bookingId: number }>(async () => {
      throw new Error('admin-booking-actions: loadBooking not provided');
    }),
  },
  actions: {
    sessionExpired: () => {},
    start: assign((_, to: StaffAction) => ({ to, error: null, success: null })),
    setReason: assign(({ event }) => {
      assertEvent(event, 'actions.setReason');
      return { reason: event.value.slice(0, MAX_CANCEL_REASON) };
    }),
    clearReason: assign({ reason: '' }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({ error: actionErrorMessage(toApiError(params.error)) })),
    showDone: assign((_, booking: AdminBookingDetail) => ({ booking, reason: '', error: null })),
    showSuccess: assign(({ context }) => ({ success: context.to ? actionDone(context.to) : null })),
    takeBooking: assign((_, booking: AdminBookingDetail) => ({ booking })),
  },
  guards: {
    hasReason: ({ context }) => context.reason.trim().length > 0,
    isRefusal: (_, params: { error: unknown }) => [404, 409].includes(toApiError(params.error).status),
    isUnauthorized: (_, params: { error: unknown }) => toApiError(params.error).status === 401,
  },
}).createMachine({
  id: 'adminBookingActions',
  context: ({ input }) => ({ bookingId: input.bookingId, booking: null, to: null, reason: '', error: null, success: null }),
  initial: 'ready',
  states: {
    // Nothing under way: the buttons are there (and, after an answer, its message).
    ready: {
      initial: 'idle',
      on: {
        'actions.confirm': { target: 'sending', actions: { type: 'start', params: 'confirmed' } },
        'actions.complete': { target: 'sending', actions: { type: 'start', params: 'completed' } },
        'actions.cancel': { target: 'cancelling', actions: [{ type: 'start', params: 'cancelled' }, 'clearReason'] },
      },
      states: {
        idle: {},
        // Sent: the success message shows.
        done: {},
      },
    },
    cancelling: {
      tags: ['dialog'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'actions.setReason': { actions: 'setReason' },
            'actions.sendCancel': { guard: 'hasReason', target: 'sending', actions: 'clearError' },
            'actions.close': { target: '#adminBookingActions.ready.idle', actions: ['clearReason', 'clearError'] },
          },
        },
        sending: {
          tags: ['busy', 'sending'],
          invoke: {
            src: 'changeStatus',
            input: ({ context }) => ({ bookingId: context.bookingId, to: 'cancelled' as const, reason: context.reason.trim() }),
            onDone: {
              target: '#adminBookingActions.ready.done',
              actions: [{ type: 'showDone', params: ({ event }) => event.output }, 'showSuccess'],
            },
            onError: onError('editing'),
          },
        },
      },
    },
    sending: {
      tags: ['busy', 'sending'],
      invoke: {
        src: 'changeStatus',
        input: ({ context }) => ({ bookingId: context.bookingId, to: context.to!, reason: null }),
        onDone: {
          target: 'ready.done',
          actions: [{ type: 'showDone', params: ({ event }) => event.output }, 'showSuccess'],
        },
        onError: onError('#adminBookingActions.ready.idle'),
      },
    },
    // The server refused: its reason stays on the page while the booking is read again, so the
    // buttons offered are those of its status now.
    rereading: {
      tags: ['busy'],
      invoke: {
        src: 'loadBooking',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { target: 'ready.idle', actions: { type: 'takeBooking', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: 'sessionExpired',
          },
          // The refusal's reason says enough; the page keeps the booking it had.
          { target: 'ready.idle' },
        ],
      },
    },
    signedOut: { type: 'final' },
  },
});

interface ActionsSnapshot {
  context: AdminBookingActionsContext;
  hasTag(tag: string): boolean;
  can(event: AdminBookingActionsEvent): boolean;
}

export const selectIsDialogOpen = (s: ActionsSnapshot) => s.hasTag('dialog');
export const selectIsBusy = (s: ActionsSnapshot) => s.hasTag('busy');
/** The action being sent, for its button's spinner. */
export const selectSending = (s: ActionsSnapshot) => (s.hasTag('sending') ? s.context.to : null);
export const selectBooking = (s: ActionsSnapshot) => s.context.booking;
export const selectReason = (s: ActionsSnapshot) => s.context.reason;
export const selectError = (s: ActionsSnapshot) => s.context.error;
export const selectSuccess = (s: ActionsSnapshot) => s.context.success;
export const selectCanSendCancel = (s: ActionsSnapshot) => s.can({ type: 'actions.sendCancel' });
