import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, type AuthResponse, type RegisterPayload } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { user } from '../test-support/fixtures.ts';
import { loginFormMachine } from '../login-form/login-form.machine.ts';
import { registerFormMachine } from '../register-form/register-form.machine.ts';
import { logicLoadedLater } from '../shared/logic-loaded-later.ts';
import { selectAccountErrors } from './booking-wizard.account-errors.ts';
import { registerFormLoadedLater } from './booking-wizard.account.ts';
import { bookingWizardMachine, selectError, selectRegisterValues, selectStep } from './booking-wizard.machine.ts';
import { TODAY, trip, validRegister } from './booking-wizard.test-helpers.ts';

// Step 1's code arrives on first use (issue 28): the app provides the register form's machine through
// registerFormLoadedLater, as use-booking-wizard.ts does, so a signed-in customer never fetches it.

function startWizardLoadingForms(signedIn: boolean) {
  const fetches: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const register = controllable<AuthResponse, { payload: RegisterPayload }>();
  const real = registerFormMachine.provide({ actors: { submit: register.logic } });
  const fetchCode = vi.fn(
    () => new Promise<typeof real>((resolve, reject) => fetches.push({ resolve: () => resolve(real), reject })),
  );
  const late = logicLoadedLater(fetchCode);
  const { actors, guards } = registerFormLoadedLater(late);
  const machine = bookingWizardMachine.provide({ actors: { loginForm: loginFormMachine, ...actors }, guards });
  const actor = createActor(machine, {
    input: {
      trip,
      draft: { adults_count: 2, children_count: 1, total_price: 1500 },
      user: signedIn ? user : null,
      bookingId: null,
      today: TODAY,
    },
  }).start();
  return { actor, fetchCode, fetches, register, snap: () => actor.getSnapshot() };
}

describe('booking wizard: step 1 code loaded on first use', () => {
  it('a signed-in customer never fetches the account forms', async () => {
    const w = startWizardLoadingForms(true);
    await flush();
    expect(selectStep(w.snap())).toBe(2);
    expect(w.fetchCode).not.toHaveBeenCalled();
    expect(w.snap().children.register).toBeUndefined();
  });

  it('a guest waits on step 1 for the forms, then registers through the loaded machine', async () => {
    const w = startWizardLoadingForms(false);
    expect(selectStep(w.snap())).toBe(1);
    expect(w.fetchCode).toHaveBeenCalledTimes(1);
    expect(w.snap().children.register).toBeUndefined();
    expect(w.snap().can({ type: 'wizard.next' })).toBe(false);
    w.fetches[0]!.resolve();
    await flush();
    expect(w.snap().children.register).toBeDefined();
    w.actor.send({ type: 'wizard.editRegister', values: { ...validRegister, phone_number: '+9665' } });
    // The loaded rule is the real one: a Saudi number too short is refused.
    expect(selectAccountErrors(w.snap())).toHaveProperty('phone_number');
    w.actor.send({ type: 'wizard.editRegister', values: { phone_number: validRegister.phone_number } });
    expect(selectAccountErrors(w.snap())).toEqual({});
    expect(selectRegisterValues(w.snap()).phone_number).toBe('+966501234567');
    w.actor.send({ type: 'wizard.next' });
    w.register.last().resolve({ access_token: 'tok', user });
    await flush();
    expect(selectStep(w.snap())).toBe(2);
  });

  it('a fetch that fails says so on step 1; "التالي" fetches again', async () => {
    const w = startWizardLoadingForms(false);
    w.fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    expect(selectStep(w.snap())).toBe(1);
    expect(selectError(w.snap())).toBe(errorMessages.partNotLoaded);
    w.actor.send({ type: 'wizard.next' });
    expect(selectError(w.snap())).toBeNull();
    expect(w.fetchCode).toHaveBeenCalledTimes(2);
    w.fetches[1]!.resolve();
    await flush();
    w.actor.send({ type: 'wizard.editRegister', values: validRegister });
    expect(w.snap().can({ type: 'wizard.next' })).toBe(true);
  });

  it('a sign-in in another tab while the forms could not be fetched goes on to the details', async () => {
    const w = startWizardLoadingForms(false);
    w.fetches[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    w.actor.send({ type: 'wizard.sessionChanged', user });
    expect(selectStep(w.snap())).toBe(2);
    expect(selectError(w.snap())).toBeNull();
  });

  it('signing out on step 2 fetches the forms then, once', async () => {
    const w = startWizardLoadingForms(true);
    w.actor.send({ type: 'wizard.sessionChanged', user: null });
    expect(selectStep(w.snap())).toBe(1);
    expect(w.fetchCode).toHaveBeenCalledTimes(1);
    w.fetches[0]!.resolve();
    await flush();
    w.actor.send({ type: 'wizard.sessionChanged', user });
    expect(selectStep(w.snap())).toBe(2);
    w.actor.send({ type: 'wizard.sessionChanged', user: null });
    // Loaded already: straight to the open forms, nothing fetched again.
    expect(w.snap().children.register).toBeDefined();
    expect(w.fetchCode).toHaveBeenCalledTimes(1);
  });
});
