import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '@xstate/react';
import type { AdminBookingDetail } from '@rihla/contract';
import { adminBookingActionsMachine } from '@rihla/machines/admin-booking-actions/admin-booking-actions.machine';
import { invalidate, setData } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';
import { adminBookingQuery, changeStatus, dashboardQuery, getBooking } from '../admin-api.ts';
import { staffSession } from '../staff-session.ts';

export type BookingActionsActor = ActorRefFrom<typeof adminBookingActionsMachine>;

/**
 * The admin-booking-actions machine on the back office's calls for booking `id`. Each answer is the
 * booking as it now is: it is set in the booking's read (`adminBookingQuery`), which the screen shows.
 */
export function useBookingActions(id: number): BookingActionsActor {
  const shown = (booking: AdminBookingDetail) => {
    setData(adminBookingQuery(id), booking);
    void invalidate(dashboardQuery()); // its pending count and seats left
    return booking;
  };
  return useActorRef(
    adminBookingActionsMachine.provide({
      actors: {
        changeStatus: fromPromise(({ input }) => changeStatus(input.bookingId, input.to, input.reason).then(shown)),
        loadBooking: fromPromise(({ input, signal }) => getBooking(input.bookingId, signal).then(shown)),
      },
      // The API client has ended the session on the 401 already; the back office goes to its sign-in.
      actions: { sessionExpired: () => staffSession.end() },
    }),
    { input: { bookingId: id }, inspect: inspector() },
  );
}
