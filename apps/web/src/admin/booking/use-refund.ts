import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '@xstate/react';
import { adminRefundMachine } from '@rihla/machines/admin-refund/admin-refund.machine';
import { invalidate, setData } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';
import { adminBookingQuery, dashboardQuery, refundBooking } from '../admin-api.ts';

export type RefundActor = ActorRefFrom<typeof adminRefundMachine>;

/**
 * The admin-refund machine on the back office's refund call for booking `id`, starting from the
 * `refundable` halalas. Its answer is the booking as it now is: set in the booking's read
 * (`adminBookingQuery`), so the payments and refunds the screen lists are the server's.
 */
export function useRefund(id: number, refundable: number): RefundActor {
  return useActorRef(
    adminRefundMachine.provide({
      actors: { refund: fromPromise(({ input }) => refundBooking(input.bookingId, input.body)) },
      actions: {
        refunded: (_, { booking }) => {
          setData(adminBookingQuery(id), booking);
          void invalidate(dashboardQuery());
        },
      },
    }),
    { input: { bookingId: id, refundable }, inspect: inspector() },
  );
}
