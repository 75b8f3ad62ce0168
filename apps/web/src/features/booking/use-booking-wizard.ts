import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import {
  bookingWizardMachine,
  selectDetailsErrors,
  selectDraft,
  selectError,
  selectIsBusy,
  selectLoginValues,
  selectRegisterValues,
  selectStep,
} from '@rihla/machines/booking-wizard/booking-wizard.machine';
import { loginFormMachine } from '@rihla/machines/login-form/login-form.machine';
import { logicLoadedLater } from '@rihla/machines/shared/logic-loaded-later';
import { registerFormLoadedLater } from '@rihla/machines/booking-wizard/booking-wizard.account';
import type { BookingDraft, BookingRequest, TripDetail } from '@rihla/contract';
import { login } from '../../api/auth.ts';
import { bookTrip } from '../../api/customer.ts';
import { savedTravellersQuery } from '../../api/saved-travellers.ts';
import { invalidate } from '../../api/use-remote.ts';
import { inspector } from '../../lib/inspector.ts';
import { sessionActor, useSessionUser } from '../../lib/session.ts';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from '../../lib/booking-draft.ts';

// The register form's machine comes with step 1's code, which a signed-in customer never fetches:
// its phone rule carries every country's numbering plan (issue 28). The wizard waits for it when a
// guest reaches step 1 (`loadAccountForms`).
export const loadAccountStep = () => import('./account-step.tsx');
const registerForm = registerFormLoadedLater(logicLoadedLater(() => loadAccountStep().then((m) => m.registerFormLogic)));

/**
 * Runs the booking-wizard machine for one trip, wired to the API, the session and the address bar:
 * a successful booking replaces the URL with `?booking_id=…`, so a refresh lands on the booked step.
 * The wizard's draft is kept in the tab on every change (lib/booking-draft.ts) and read back on the
 * next start; `resumeStep` is the address's step (`?step=review`).
 */
export function useBookingWizard(
  trip: TripDetail,
  draft: BookingDraft,
  bookingId: number | null,
  resumeStep: 'details' | 'review' = 'details',
) {
  const [path, navigate] = useLocation();
  const user = useSessionUser();
  // The agency's passport rule (PASSPORT_VALID_MONTHS), which the server applies too.
  const passportValidMonths = useSiteInfo()?.passport_valid_months;
  const machine = useMemo(
    () =>
      bookingWizardMachine.provide({
        actors: {
          loginForm: loginFormMachine.provide({
            actors: { submit: fromPromise(({ input }) => login(input.payload)) },
          }),
          ...registerForm.actors,
          book: fromPromise(async ({ input }) => {
            // The machine keeps the drop zone's File objects, typed by what it reads of them.
            const booking = await bookTrip(input.submission as BookingRequest<File>, input.idempotencyKey);
            // The travellers it saved are offered on the next booking.
            if (input.submission.save_travellers) void invalidate(savedTravellersQuery());
            return { id: booking.id };
          }),
        },
        guards: registerForm.guards,
        actions: {
          signedIn: (_, params) => sessionActor().send({ type: 'session.signedIn', token: params.token, user: params.user }),
          sessionExpired: () => sessionActor().send({ type: 'session.expired' }),
          writeBookingId: (_, params) => navigate(`${path}?booking_id=${params.bookingId}`, { replace: true }),
        },
      }),
    [navigate, path],
  );
  const actor = useActorRef(machine, {
    input: {
      trip,
      draft,
      user,
      bookingId,
      saved: bookingId ? null : readWizardDraft(trip.id),
      resumeStep,
      ...(passportValidMonths === undefined ? {} : { passportValidMonths }),
    },
    inspect: inspector(),
  });

  // Everything typed is kept in the tab as it changes; once booked, nothing is.
  useEffect(() => {
    let last = '';
    const sub = actor.subscribe((s) => {
      if (s.context.bookingId !== null) return clearWizardDraft(trip.id);
      if (!s.hasTag('step2') && !s.hasTag('step3')) return;
      const kept = JSON.stringify(selectDraft(s));
      if (kept !== last) saveWizardDraft(trip.id, selectDraft(s));
      last = kept;
    });
    return () => sub.unsubscribe();
  }, [actor, trip.id]);

  useEffect(() => {
    if (passportValidMonths !== undefined) actor.send({ type: 'wizard.setPassportValidMonths', months: passportValidMonths });
  }, [actor, passportValidMonths]);

  // Logout in the header, or a login elsewhere: step 2 without a user goes back to step 1 (the
  // machine ignores the user it already has).
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
    detailsErrors: useSelector(actor, selectDetailsErrors),
    canNext: useSelector(actor, (s) => s.can({ type: 'wizard.next' })),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'wizard.submit' })),
    canReview: useSelector(actor, (s) => s.hasTag('step2') && s.can({ type: 'wizard.next' })),
  };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
