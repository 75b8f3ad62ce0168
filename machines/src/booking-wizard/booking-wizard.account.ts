import { fromPromise, type SnapshotFrom } from 'xstate';
import type { AuthResponse } from '@rihla/contract';
import type { loginFormMachine } from '../login-form/login-form.machine.ts';
import type { registerFormMachine } from '../register-form/register-form.machine.ts';
import type { LogicLoadedLater } from '../shared/logic-loaded-later.ts';
import type { BookingWizardContext } from './booking-wizard.context.ts';

// Step 1 of the wizard is the login and register form machines, each invoked as a child named after
// its form; on every snapshot a child sends the wizard an `xstate.snapshot.<name>` event. Both are
// invoked alike (formChild) and their events read here, so the wizard's guards and actions stay
// one line each.

type FormName = 'login' | 'register';

type FormSnapshot = SnapshotFrom<typeof loginFormMachine> | SnapshotFrom<typeof registerFormMachine>;

export const formSnapshot = (event: unknown) => (event as { snapshot: FormSnapshot }).snapshot;
export const formOf = (event: { type: string }): FormName => (event.type.endsWith('.login') ? 'login' : 'register');
/** The answer the form's call signed the visitor in with; null until it has. */
export const signedInBy = (event: unknown) => formSnapshot(event).context.result as AuthResponse | null;
/** Only once `signedInBy` has an answer. */
const authOf = ({ event }: { event: unknown }) => signedInBy(event)!;
const signInOf = (args: { event: unknown }) => ({ token: authOf(args).access_token, user: authOf(args).user });

/**
 * A step-1 form as a child actor named after its form. A form that has signed the visitor in moves
 * the wizard on; otherwise its snapshot only says whether its submit is possible, and a call that
 * has settled ends the wizard's busy state.
 */
export const formChild = <F extends FormName, I>(form: F, input: (args: { context: BookingWizardContext }) => I) => ({
  id: form,
  src: `${form}Form` as const,
  input,
  onSnapshot: [
    {
      guard: 'hasFormSignedIn',
      target: '#bookingWizard.details',
      actions: [
        { type: 'takeUser', params: authOf },
        { type: 'signedIn', params: signInOf },
      ],
    },
    { guard: 'isFormIdle', target: '.editing', actions: 'noteReady' },
    { actions: 'noteReady' },
  ] as const,
});

/**
 * The wizard's step-1 implementations when the register form's machine is imported on first use
 * (issue 28): the stand-in to invoke, the import step 1 waits for, and whether it is done.
 */
export function registerFormLoadedLater(late: LogicLoadedLater<typeof registerFormMachine>) {
  return {
    actors: {
      registerForm: late.logic,
      loadAccountForms: fromPromise(async () => {
        await late.load();
      }),
    },
    guards: { hasAccountForms: () => late.isLoaded() },
  };
}
