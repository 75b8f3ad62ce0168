import { compact, errorMessages, successMessages, validatePassword, validatePasswordConfirmation } from '@rihla/contract';
import { createFormMachine } from '@rihla/machines/form/form.machine';
import { resetPasswordErrorMessage } from './auth-errors.ts';

export interface NewPasswordValues {
  token: string;
  password: string;
  password_confirmation: string;
}

export const validateNewPassword = (v: NewPasswordValues) =>
  compact({
    token: v.token ? null : errorMessages.resetTokenInvalid,
    password: validatePassword(v.password),
    password_confirmation: validatePasswordConfirmation(v.password, v.password_confirmation),
  });

/** The page behind the e-mailed link, on the shared form factory like every other form. */
export const newPasswordFormMachine = createFormMachine<NewPasswordValues, NewPasswordValues, void>({
  id: 'newPasswordForm',
  defaults: () => ({ token: '', password: '', password_confirmation: '' }),
  validate: validateNewPassword,
  toPayload: (v) => v,
  errorMessage: resetPasswordErrorMessage,
  successMessage: successMessages.passwordChanged,
});
