import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { BookingWithFiles } from '@rihla/contract';
import {
  bookingCancelMachine,
  selectError,
  selectIsOpen,
  selectIsRefused,
  selectIsSending,
  selectSubject,
  selectSuccess,
} from '@rihla/machines/booking-cancel/booking-cancel.machine';
import { cancelBooking } from '../../api/customer.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor } from '../../lib/session.ts';

/**
 * Runs the booking-cancel machine, wired to the API and the session. `onCancelled` gets the booking
 * as it now is; `onReload` is called when the server refused (the booking changed meanwhile).
 */
export function useBookingCancel(onCancelled: (booking: BookingWithFiles) => void, onReload: () => void) {
  const handlers = useRef({ onCancelled, onReload });
  handlers.current = { onCancelled, onReload };
  const machine = useMemo(
    () =>
      bookingCancelMachine.provide({
        actors: { cancelBooking: fromPromise(({ input }) => cancelBooking(input.bookingId, input.reason)) },
        actions: {
          cancelled: (_, { booking }) => handlers.current.onCancelled(booking),
          reload: () => handlers.current.onReload(),
          sessionExpired: () => sessionActor().send({ type: 'session.expired' }),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { inspect: inspector() });
  return {
    actor,
    isOpen: useSelector(actor, selectIsOpen),
    isSending: useSelector(actor, selectIsSending),
    isRefused: useSelector(actor, selectIsRefused),
    error: useSelector(actor, selectError),
    success: useSelector(actor, selectSuccess),
    subject: useSelector(actor, selectSubject),
    reason: useSelector(actor, (s) => s.context.reason),
  };
}

export type BookingCancelState = ReturnType<typeof useBookingCancel>;
