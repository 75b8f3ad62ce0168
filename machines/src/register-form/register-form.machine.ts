import type { AuthResponse, RegisterPayload } from '@rihla/contract';
import { normalizePhone } from '@rihla/contract/phone';
import { validateRegister } from '@rihla/contract/register-validation';
import { createFormMachine } from '../form/form.machine.ts';
import { registerErrorMessage } from '../shared/error-messages.ts';

/**
 * /auth/register (docs/product.md ("Screens and routes", "Validation", "Errors")): the button stays grey until every field is valid and the
 * privacy policy is accepted. `phone_number` is the full number the server stores (plus, dial code,
 * number); the app's dial-code picker composes it and sets `country_code` (lower-case, default sa,
 * or the geo lookup's country via the input). Arabic-Indic digits are turned into ASCII here.
 * Events/actor/action: the form factory's; actor `submit({payload})` -> `{access_token, user}`.
 */
export type RegisterFormValues = RegisterPayload & { privacy_consent: boolean };

export const validateRegisterForm = (v: RegisterFormValues) => validateRegister(v, { requireConsent: true });

export const registerFormMachine = createFormMachine<RegisterFormValues, RegisterPayload, AuthResponse>({
  id: 'registerForm',
  defaults: () => ({
    name: '',
    email: '',
    country_code: 'sa',
    phone_number: '',
    password: '',
    password_confirmation: '',
    privacy_consent: false,
  }),
  normalize: (v) => ({ ...v, phone_number: normalizePhone(v.phone_number), country_code: v.country_code.toLowerCase() }),
  validate: validateRegisterForm,
  toPayload: ({ privacy_consent: _consent, ...payload }) => ({
    ...payload,
    name: payload.name.trim(),
    email: payload.email.trim(),
  }),
  errorMessage: registerErrorMessage,
});
