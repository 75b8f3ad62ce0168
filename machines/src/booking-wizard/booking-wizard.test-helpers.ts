import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthResponse, LoginPayload, RegisterPayload } from '@rihla/contract';
import { controllable } from '../test-support/harness.ts';
import { loginFormMachine } from '../login-form/login-form.machine.ts';
import { registerFormMachine } from '../register-form/register-form.machine.ts';
import {
  bookingWizardMachine,
  type BookingSubmission,
  type BookingWizardInput,
  type Traveller,
} from './booking-wizard.machine.ts';

// Shared by the wizard's unit and model tests: a real actor whose calls the test answers by hand.

export const TODAY = '2026-11-22';
export const trip = { id: 31, expiry_date: '2026-12-31', default_adults: 2, default_childs: 1 };
export const passportScan = { name: 'passport.jpg', size: 20_000, type: 'image/jpeg' };
export const validRegister = {
  name: 'محمد العمري',
  email: 'mohammed@example.com',
  phone_number: '+٩٦٦٥٠١٢٣٤٥٦٧',
  password: 'secret123',
  password_confirmation: 'secret123',
  privacy_consent: true,
};
export const validTraveller = (n: number): Partial<Traveller> => ({
  first_name: `Sara${'abcdefghij'[n] ?? ''}`,
  last_name: 'Al-Omari',
  birth_date: '1990-05-01',
  gender: 'female',
  nationality: 'SA',
  passport: `P${n}00000`,
  passport_expiry: '2030-01-01',
  passport_image: passportScan,
});

/** A child under 12 on the test trips' dates. */
export const validChild = (): Partial<Traveller> => ({
  first_name: 'Omar',
  last_name: "O'Neil",
  birth_date: '2019-03-10',
  gender: 'male',
});

export function startWizard(input: Partial<BookingWizardInput> = {}) {
  const login = controllable<AuthResponse, LoginPayload>();
  const register = controllable<AuthResponse, RegisterPayload>();
  const book = controllable<{ id: number }, { submission: BookingSubmission; idempotencyKey: string }>();
  const signedIn = vi.fn();
  const sessionExpired = vi.fn();
  const writeBookingId = vi.fn();
  // The forms' call, answered by hand: each records the payload it was given.
  const submitTo = <P>(ctl: {
    calls: { input: P; signal: AbortSignal; resolve: (v: AuthResponse) => void; reject: (e: unknown) => void }[];
  }) =>
    fromPromise<AuthResponse, { payload: P }>(
      ({ input, signal }) => new Promise((resolve, reject) => ctl.calls.push({ input: input.payload, signal, resolve, reject })),
    );
  const machine = bookingWizardMachine.provide({
    actors: {
      loginForm: loginFormMachine.provide({ actors: { submit: submitTo(login) } }),
      registerForm: registerFormMachine.provide({ actors: { submit: submitTo(register) } }),
      book: book.logic,
    },
    actions: {
      signedIn: (_, p) => signedIn(p),
      sessionExpired,
      writeBookingId: (_, p) => writeBookingId(p),
    },
  });
  const actor = createActor(machine, {
    input: {
      trip,
      draft: { adults_count: 2, children_count: 1, total_price: 1500 },
      user: null,
      bookingId: null,
      today: TODAY,
      idempotencyKeyPrefix: 'key',
      ...input,
    },
  }).start();
  const fillDetails = () => {
    actor.send({ type: 'wizard.setDate', date: '2026-11-23' });
    actor.send({ type: 'wizard.editTraveller', index: 0, values: validTraveller(1) });
    actor.send({ type: 'wizard.editTraveller', index: 1, values: validTraveller(2) });
    actor.send({ type: 'wizard.editTraveller', index: 2, values: validChild() });
  };
  /** Step 2's "التالي", then the review's terms box ticked. */
  const toReview = () => {
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.setTermsAccepted', accepted: true });
  };
  return {
    actor,
    login,
    register,
    book,
    signedIn,
    sessionExpired,
    writeBookingId,
    fillDetails,
    toReview,
    snap: () => actor.getSnapshot(),
  };
}
