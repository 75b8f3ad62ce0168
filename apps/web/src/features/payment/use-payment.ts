import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import { toHalalas, type BookingWithFiles, type PaymentOutcome, type PaymentSettings } from '@rihla/contract';
import {
  paymentMachine,
  selectBusyText,
  selectError,
  selectFieldError,
  selectIsBusy,
  selectMethod,
  selectStage,
  type StepMethod,
} from '@rihla/machines/payment/payment.machine';
import { createGatewayPayment, reportPayment, submitStcOtp } from '../../api/payments.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor } from '../../lib/session.ts';

/** The methods this step can take: the site's, less Apple Pay (its merchant validation is not built). */
export function stepMethods(settings: PaymentSettings): StepMethod[] {
  return settings.methods.filter((m): m is StepMethod => m === 'creditcard' || m === 'stcpay');
}

export interface UsePaymentOptions {
  booking: BookingWithFiles;
  settings: PaymentSettings;
  /** The absolute URL the gateway sends the browser back to after 3-D Secure. */
  callbackUrl: string;
  /** The payment id of the gateway's redirect (`?id=`), reported first. */
  returnedPaymentId: string | null;
  onPaid: (outcome: PaymentOutcome) => void;
  /** The hold ended (the clock, or the server said so): the booking is read again. */
  onHoldEnded: () => void;
}

/** Runs the payment machine for one booking, wired to the gateway, our server and the address bar. */
export function usePayment({ booking, settings, callbackUrl, returnedPaymentId, onPaid, onHoldEnded }: UsePaymentOptions) {
  const handlers = useRef({ onPaid, onHoldEnded });
  handlers.current = { onPaid, onHoldEnded };
  const machine = useMemo(
    () =>
      paymentMachine.provide({
        actors: {
          createPayment: fromPromise(({ input }) => createGatewayPayment(settings, input)),
          submitOtp: fromPromise(({ input }) => submitStcOtp(input.url, input.otp)),
          reportPayment: fromPromise(({ input }) => reportPayment(input.bookingId, input.paymentId)),
        },
        actions: {
          // The gateway's 3-D Secure page is another site: a full navigation, not a route change.
          redirect: (_, { url }) => window.location.assign(url),
          paid: (_, { outcome }) => handlers.current.onPaid(outcome),
          holdEnded: () => handlers.current.onHoldEnded(),
          sessionExpired: () => sessionActor().send({ type: 'session.expired' }),
        },
      }),
    [settings],
  );
  const actor = useActorRef(machine, {
    input: {
      bookingId: booking.id,
      amountHalalas: toHalalas(booking.total_price),
      description: `حجز رقم ${booking.id} - ${booking.trip.title}`,
      callbackUrl,
      methods: stepMethods(settings),
      // An expired booking has no due time left: the step starts where the hold ended.
      dueAt: booking.status === 'expired' ? new Date(0).toISOString() : (booking.payment_due_at ?? null),
      returnedPaymentId,
    },
    inspect: inspector(),
  });
  return {
    actor,
    stage: useSelector(actor, selectStage),
    isBusy: useSelector(actor, selectIsBusy),
    busyText: useSelector(actor, selectBusyText),
    method: useSelector(actor, selectMethod),
    error: useSelector(actor, selectError),
    fieldError: useSelector(actor, selectFieldError),
    mobile: useSelector(actor, (s) => s.context.mobile),
    otp: useSelector(actor, (s) => s.context.otp),
    methods: useSelector(actor, (s) => s.context.methods),
    amountHalalas: useSelector(actor, (s) => s.context.amountHalalas),
  };
}

export type PaymentState = ReturnType<typeof usePayment>;
