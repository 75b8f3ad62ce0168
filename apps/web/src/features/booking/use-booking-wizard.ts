import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  bookingWizardMachine,
  selectAccountErrors,
  selectDetailsErrors,
  selectError,
  selectIsBusy,
  selectLoginValues,
  selectRegisterValues,
  selectStep,
} from '@rihla/machines/booking-wizard/booking-wizard.machine';
import { loginFormMachine } from '@rihla/machines/login-form/login-form.machine';
import { registerFormMachine } from '@rihla/machines/register-form/register-form.machine';
import type { BookingDraft, BookingRequest, TripDetail } from '@rihla/contract';
import { login, register } from '../../api/auth.ts';
import { bookTrip } from '../../api/customer.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor, useSessionUser } from '../../lib/session.ts';

/**
 * Runs the booking-wizard machine for one trip, wired to the API, the session and the address bar:
 * a successful booking replaces the URL with `?booking_id=…`, so a refresh lands on step 3.
 */
export function useBookingWizard(trip: TripDetail, draft: BookingDraft, bookingId: number | null) {
  const [path, navigate] = useLocation();
  const user = useSessionUser();
  const machine = useMemo(
    () =>
      bookingWizardMachine.provide({
        actors: {
          loginForm: loginFormMachine.provide({
            actors: { submit: fromPromise(({ input }) => login(input.payload)) },
          }),
          registerForm: registerFormMachine.provide({
            actors: { submit: fromPromise(({ input }) => register(input.payload)) },
          }),
          book: fromPromise(async ({ input }) => {
            // The machine keeps the drop zone's File objects, typed by what it reads of them.
            const booking = await bookTrip(input.submission as BookingRequest<File>, input.idempotencyKey);
            return { id: booking.id };
          }),
        },
        actions: {
          signedIn: (_, params) => sessionActor().send({ type: 'session.signedIn', token: params.token, user: params.user }),
          sessionExpired: () => sessionActor().send({ type: 'session.expired' }),
          writeBookingId: (_, params) => navigate(`${path}?booking_id=${params.bookingId}`, { replace: true }),
        },
      }),
    [navigate, path],
  );
  const actor = useActorRef(machine, { input: { trip, draft, user, bookingId }, inspect: inspector() });

  // Logout in the header, or a login elsewhere: step 2 without a user goes back to step 1.
  useEffect(() => {
    actor.send({ type: 'wizard.sessionChanged', user });
  }, [actor, user]);

  return {
    actor,
    step: useSelector(actor, selectStep),
    isBusy: useSelector(actor, selectIsBusy),
    error: useSelector(actor, selectError),
    context: useSelector(actor, (s) => s.context),
    loginValues: useSelector(actor, selectLoginValues),
    registerValues: useSelector(actor, selectRegisterValues),
    accountErrors: useSelector(actor, selectAccountErrors),
    detailsErrors: useSelector(actor, selectDetailsErrors),
    canNext: useSelector(actor, (s) => s.can({ type: 'wizard.next' })),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'wizard.submit' })),
  };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
