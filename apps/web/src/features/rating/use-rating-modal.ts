import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  ratingModalMachine,
  selectError,
  selectIsOpen,
  selectIsSending,
  selectSuccess,
} from '@rihla/machines/rating-modal/rating-modal.machine';
import { callApi } from '../auth/call-api.ts';
import { rateBooking } from '../../api/customer.ts';
import { inspector } from '../../app/inspector.ts';

/** Runs the rating-modal machine; `onReload` is called 250 ms after a successful rating. */
export function useRatingModal(onReload: () => void) {
  const reloadRef = useRef(onReload);
  reloadRef.current = onReload;
  const machine = useMemo(
    () =>
      ratingModalMachine.provide({
        actors: { sendRating: fromPromise(({ input }) => callApi(rateBooking(input))) },
        actions: {
          scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
          reloadList: () => reloadRef.current(),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { inspect: inspector() });
  return {
    actor,
    isOpen: useSelector(actor, selectIsOpen),
    isSending: useSelector(actor, selectIsSending),
    error: useSelector(actor, selectError),
    success: useSelector(actor, selectSuccess),
    rate: useSelector(actor, (s) => s.context.rate),
    comment: useSelector(actor, (s) => s.context.comment),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'rating.submit' })),
  };
}

export type RatingModalState = ReturnType<typeof useRatingModal>;
