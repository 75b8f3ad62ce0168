import { validateLogin, type AuthResponse, type LoginPayload } from '@rihla/contract';
import { createFormMachine } from '../form/form.machine.ts';
import { loginErrorMessage } from '../shared/error-messages.ts';

/**
 * /auth/login: e-mail and password (docs/product.md ("Screens and routes", "Validation", "Errors")). Events, actor and action are the form
 * factory's (`form.change`, `form.submit`, ...; actor `submit({payload})` -> `{access_token, user}`,
 * action `succeeded` where the app sends `session.signedIn` and leaves the page). The login/register
 * toggle resets the error message: the app sends `form.dismiss` when it switches.
 */
export const validateLoginForm = (v: LoginPayload) => validateLogin(v);

export const loginFormMachine = createFormMachine<LoginPayload, LoginPayload, AuthResponse>({
  id: 'loginForm',
  defaults: () => ({ email: '', password: '' }),
  validate: validateLoginForm,
  toPayload: (v) => ({ email: v.email.trim(), password: v.password }),
  errorMessage: loginErrorMessage,
});
