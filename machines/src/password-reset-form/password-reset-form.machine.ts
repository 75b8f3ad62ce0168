import { compact, successMessages, validateEmail } from '@rihla/contract';
import { createFormMachine } from '../form/form.machine.ts';
import { resetRequestErrorMessage } from '../shared/error-messages.ts';

/**
 * /auth/forget-password (docs/product.md ("Screens and routes", "Validation", "Errors")): one e-mail field; 404 "no account with this e-mail",
 * success banner "instructions were sent". Events/actor/action: the form factory's; actor
 * `submit({payload: {email}})`.
 */
export interface PasswordResetValues {
  email: string;
}

export const validatePasswordResetForm = (v: PasswordResetValues) => compact({ email: validateEmail(v.email) });

export const passwordResetFormMachine = createFormMachine<PasswordResetValues, PasswordResetValues, unknown>({
  id: 'passwordResetForm',
  defaults: () => ({ email: '' }),
  validate: validatePasswordResetForm,
  toPayload: (v) => ({ email: v.email.trim() }),
  errorMessage: resetRequestErrorMessage,
  successMessage: successMessages.resetSent,
});
