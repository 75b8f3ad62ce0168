import type { SnapshotFrom } from 'xstate';
import { validateLoginForm } from '../login-form/login-form.machine.ts';
import { validateRegisterForm } from '../register-form/register-form.machine.ts';
import { selectLoginValues, selectRegisterValues } from './booking-wizard.selectors.ts';
import type { bookingWizardMachine } from './booking-wizard.machine.ts';

// Step 1's field errors, apart from the wizard's other selectors: the register form's rule carries
// the phone numbering plans, which only step 1's code loads (issue 28).

/** The open form's errors by its own rule (login or register). */
export function selectAccountErrors(s: SnapshotFrom<typeof bookingWizardMachine>) {
  if (!s.context.isNewCustomer) return validateLoginForm(selectLoginValues(s));
  return validateRegisterForm(selectRegisterValues(s));
}
