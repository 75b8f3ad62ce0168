import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { errorMessages, successMessages, validateRating, type RatePayload } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';

/**
 * Rating modal on "my bookings", docs/product.md ("Screens and routes", "States", "Errors").
 *
 * Events
 * - `rating.open {bookingId, subject?}`        "rate the trip": empty stars, empty comment.
 * - `rating.edit {bookingId, rate, comment, subject?}`  the edit icon of a rated booking, or a
 *                                             rating restored after signing in again: pre-filled.
 *                                             `subject` (trip title and dates) is what the modal
 *                                             names, so the customer knows which trip they rate.
 * - `rating.setStars {value}`                 a star (1–5) or the cross (0). Anything else (half
 *                                             stars, 6) is ignored, as the contract's rule says.
 * - `rating.setComment {value}`               free text, no minimum.
 * - `rating.submit`                           send; `can({type: 'rating.submit'})` enables the button.
 * - `rating.close`                            close icon or click outside: cancels and clears. Ignored
 *                                             while sending, so an answer is never lost half-way.
 * - `rating.dismissMessage`                   hides the success banner.
 *
 * Actors
 * - `sendRating({booking_id, rate, comment})`  POST /api/customer/bookings/rate; rejects with
 *   `{status, message}` (see shared/api-error). Default throws. A 401 (the session expired) keeps
 *   the stars and comment, shows the server's message and sets `needsSignIn`: the screen then
 *   keeps the draft while the customer signs in again and reopens it with `rating.edit`.
 *
 * Actions (defaults do nothing)
 * - `scrollToTop()`  on success, so the success banner at the top is seen.
 * - `reloadList()`   250 ms after success (docs/product.md, "Constants and limits"): the app sends `list.reset` to the
 *                    bookings list so the new rating shows.
 */

export const RELOAD_AFTER_RATING_MS = 250;

/** What the modal names: the trip being rated and its dates (ISO yyyy-mm-dd). */
export interface RatingSubject {
  title: string;
  fromDate: string;
  toDate: string;
}

export interface RatingModalContext {
  bookingId: number | null;
  subject: RatingSubject | null;
  /** The last send was refused with 401: the customer must sign in again to send it. */
  needsSignIn: boolean;
  rate: number;
  comment: string;
  error: string | null;
  success: string | null;
}

export type RatingModalEvent =
  | { type: 'rating.open'; bookingId: number; subject?: RatingSubject }
  | { type: 'rating.edit'; bookingId: number; rate: number; comment: string | null; subject?: RatingSubject }
  | { type: 'rating.setStars'; value: number }
  | { type: 'rating.setComment'; value: string }
  | { type: 'rating.submit' }
  | { type: 'rating.close' }
  | { type: 'rating.dismissMessage' };

/** docs/product.md, "Errors", rating: 400/429 data entry, 401 the server's own words, 500 and the rest server. */
export function ratingErrorMessage(error: ApiError): string {
  switch (error.status) {
    case 400:
    case 429:
      return errorMessages.profileInput;
    case 401:
      return error.message ?? errorMessages.unauthenticated;
    default:
      return errorMessages.server;
  }
}

const cleared = { bookingId: null, subject: null, needsSignIn: false, rate: 0, comment: '', error: null } as const;

export const ratingModalMachine = setup({
  types: {
    context: {} as RatingModalContext,
    events: {} as RatingModalEvent,
  },
  actors: {
    sendRating: fromPromise<void, RatePayload>(async () => {
      throw new Error('rating-modal: sendRating not provided');
    }),
  },
  actions: {
    scrollToTop: () => {},
    reloadList: () => {},
    openNew: assign(({ event }) => {
      assertEvent(event, 'rating.open');
      return { ...cleared, bookingId: event.bookingId, subject: event.subject ?? null, success: null };
    }),
    openEdit: assign(({ event }) => {
      assertEvent(event, 'rating.edit');
      const rate = validateRating(event.rate) === null ? event.rate : 0;
      return {
        ...cleared,
        bookingId: event.bookingId,
        subject: event.subject ?? null,
        rate,
        comment: event.comment ?? '',
        success: null,
      };
    }),
    setStars: assign(({ event }) => {
      assertEvent(event, 'rating.setStars');
      return { rate: event.value };
    }),
    setComment: assign(({ event }) => {
      assertEvent(event, 'rating.setComment');
      return { comment: event.value };
    }),
    clear: assign({ ...cleared }),
    clearError: assign({ error: null, needsSignIn: false }),
    showError: assign((_, params: { error: unknown }) => {
      const error = toApiError(params.error);
      return { error: ratingErrorMessage(error), needsSignIn: error.status === 401 };
    }),
    showSuccess: assign({ ...cleared, success: successMessages.ratingSent }),
    dismissMessage: assign({ success: null }),
  },
  guards: {
    isWholeStarCount: ({ event }) => {
      assertEvent(event, 'rating.setStars');
      return validateRating(event.value) === null;
    },
    isRatingValid: ({ context }) => context.bookingId !== null && validateRating(context.rate) === null,
  },
}).createMachine({
  id: 'ratingModal',
  context: { ...cleared, success: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'rating.open': { target: 'open', actions: 'openNew' },
        'rating.edit': { target: 'open', actions: 'openEdit' },
        'rating.dismissMessage': { actions: 'dismissMessage' },
      },
    },
    open: {
      tags: ['open'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'rating.setStars': { guard: 'isWholeStarCount', actions: 'setStars' },
            'rating.setComment': { actions: 'setComment' },
            'rating.submit': { guard: 'isRatingValid', target: 'sending', actions: 'clearError' },
            'rating.close': { target: '#ratingModal.closed', actions: 'clear' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'sendRating',
            input: ({ context }) => ({ booking_id: context.bookingId!, rate: context.rate, comment: context.comment }),
            onDone: { target: '#ratingModal.sent', actions: ['showSuccess', 'scrollToTop'] },
            onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    // Modal closed, success banner up; the list starts over once the banner has been seen.
    sent: {
      after: { [RELOAD_AFTER_RATING_MS]: { target: 'closed', actions: 'reloadList' } },
      on: {
        'rating.dismissMessage': { actions: 'dismissMessage' },
      },
    },
  },
});

interface RatingSnapshot {
  context: RatingModalContext;
  hasTag(tag: string): boolean;
}

export const selectIsOpen = (s: RatingSnapshot) => s.hasTag('open');
export const selectIsSending = (s: RatingSnapshot) => s.hasTag('busy');
export const selectError = (s: RatingSnapshot) => s.context.error;
export const selectSuccess = (s: RatingSnapshot) => s.context.success;
export const selectSubject = (s: RatingSnapshot) => s.context.subject;
export const selectNeedsSignIn = (s: RatingSnapshot) => s.context.needsSignIn;
