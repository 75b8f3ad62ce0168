import { DEFAULT_PHONE_COUNTRY, validatePhone } from './phone.ts';
import { validationMessages as m } from './messages.ts';
import type { RegisterPayload } from './types.ts';
import {
  compact,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  type FieldErrors,
} from './validation.ts';

// Its own entry point (@rihla/contract/register-validation) because the phone rule brings the
// numbering plans of every country (about 30 KB gzipped): only the screens with a register form load it.

export function validateRegister(
  p: RegisterPayload & { privacy_consent?: boolean },
  options: { requireConsent?: boolean } = {},
): FieldErrors<keyof RegisterPayload | 'privacy_consent'> {
  return compact({
    name: validateName(p.name),
    email: validateEmail(p.email),
    phone_number: validatePhone(p.phone_number, p.country_code || DEFAULT_PHONE_COUNTRY),
    password: validatePassword(p.password),
    password_confirmation: validatePasswordConfirmation(p.password, p.password_confirmation),
    privacy_consent: options.requireConsent && !p.privacy_consent ? m.privacyConsent : null,
  });
}
