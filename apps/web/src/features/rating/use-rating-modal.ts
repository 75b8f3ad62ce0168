import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { Booking } from '@rihla/contract';
import {
  ratingModalMachine,
  selectError,
  selectIsOpen,
  selectIsSending,
  selectNeedsSignIn,
  selectSubject,
  selectSuccess,
  type RatingSubject,
} from '@rihla/machines/rating-modal/rating-modal.machine';
import { rateBooking } from '../../api/customer.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor, useSessionUser } from '../../lib/session.ts';
import { keepRatingDraft, takeRatingDraft } from './rating-draft.ts';

/** The trip and dates the modal names for a booking. */
export const ratingSubject = (booking: Booking): RatingSubject => ({
  title: booking.trip.title,
  fromDate: booking.from_date,
  toDate: booking.to_date,
});

/**
 * Runs the rating-modal machine; `onReload` is called 250 ms after a successful rating. A rating the
 * server refused with 401 (the session expired) is kept in sessionStorage before the session ends,
 * and reopened, stars and comment as written, when the customer is back on this screen signed in.
 * The session is ended only once `pageKept` says the screen will not be torn down by it.
 */
export function useRatingModal(onReload: () => void, pageKept = false) {
  const reloadRef = useRef(onReload);
  reloadRef.current = onReload;
  const machine = useMemo(
    () =>
      ratingModalMachine.provide({
        actors: { sendRating: fromPromise(({ input }) => rateBooking(input)) },
        actions: {
          scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
          reloadList: () => reloadRef.current(),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { inspect: inspector() });
  const needsSignIn = useSelector(actor, selectNeedsSignIn);
  const userId = useSessionUser()?.id ?? null;
  // Who wrote the draft, remembered while the session is still there to say it.
  const writerRef = useRef(userId);
  if (userId !== null) writerRef.current = userId;

  useEffect(() => {
    if (userId === null) return;
    const draft = takeRatingDraft(userId);
    if (draft) actor.send({ type: 'rating.edit', ...draft, subject: draft.subject ?? undefined });
  }, [actor, userId]);

  useEffect(() => {
    if (!needsSignIn || writerRef.current === null) return;
    const { bookingId, rate, comment, subject } = actor.getSnapshot().context;
    if (bookingId !== null) keepRatingDraft({ userId: writerRef.current, bookingId, rate, comment, subject });
  }, [actor, needsSignIn]);
  useEffect(() => {
    // Only once the draft is safe and the screen said it stays without a session is the dead token
    // forgotten (the header then offers to sign in).
    if (needsSignIn && pageKept) sessionActor().send({ type: 'session.expired' });
  }, [needsSignIn, pageKept]);

  return {
    actor,
    isOpen: useSelector(actor, selectIsOpen),
    isSending: useSelector(actor, selectIsSending),
    error: useSelector(actor, selectError),
    success: useSelector(actor, selectSuccess),
    subject: useSelector(actor, selectSubject),
    needsSignIn,
    rate: useSelector(actor, (s) => s.context.rate),
    comment: useSelector(actor, (s) => s.context.comment),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'rating.submit' })),
  };
}

export type RatingModalState = ReturnType<typeof useRatingModal>;
