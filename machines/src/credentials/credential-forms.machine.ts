import {
  compact,
  errorMessages,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  type FieldErrors,
  type User,
} from '@rihla/contract';
import { validatePhone } from '@rihla/contract/phone';
import { createFormMachine } from '../form/form.machine.ts';
import type { ApiError } from '../shared/api-error.ts';

// How a customer signs in and is reached, changed from the account page (issue 31, item 9), on the
// form factory: the e-mail (with the password), the phone, and the password (the current one first).

const serverWords = (error: ApiError) => {
  if (error.status === 422) return Object.values(error.errors ?? {})[0]?.[0] ?? error.message ?? errorMessages.profileInput;
  if (error.status === 429) return errorMessages.tooManyRequests;
  return errorMessages.server;
};

export interface EmailForm {
  email: string;
  password: string;
}
export const validateEmailForm = (v: EmailForm): FieldErrors<keyof EmailForm> => compact({ email: validateEmail(v.email) });
export const emailFormMachine = createFormMachine<EmailForm, { email: string; password?: string }, User>({
  id: 'emailForm',
  defaults: () => ({ email: '', password: '' }),
  validate: validateEmailForm,
  toPayload: (v) => ({ email: v.email.trim(), ...(v.password ? { password: v.password } : {}) }),
  errorMessage: serverWords,
  successMessage: 'حُفظ بريدك الجديد، وأرسلنا إليه رابطًا لتأكيده.',
  hasChanges: (v, initial) => v.email.trim().toLowerCase() !== initial.email.trim().toLowerCase(),
});

export interface PhoneForm {
  phone_number: string;
  country_code: string;
}
export const validatePhoneForm = (v: PhoneForm): FieldErrors<keyof PhoneForm> =>
  compact({ phone_number: validatePhone(v.phone_number, v.country_code || 'sa') });
export const phoneFormMachine = createFormMachine<PhoneForm, PhoneForm, User>({
  id: 'phoneForm',
  defaults: () => ({ phone_number: '', country_code: 'sa' }),
  validate: validatePhoneForm,
  toPayload: (v) => v,
  errorMessage: serverWords,
  successMessage: 'حُفظ رقم هاتفك الجديد.',
  hasChanges: (v, initial) => v.phone_number !== initial.phone_number,
});

export interface PasswordForm {
  current_password: string;
  password: string;
  password_confirmation: string;
}
export const validatePasswordForm = (v: PasswordForm): FieldErrors<keyof PasswordForm> =>
  compact({
    password: validatePassword(v.password),
    password_confirmation: validatePasswordConfirmation(v.password, v.password_confirmation),
  });
export const passwordFormMachine = createFormMachine<PasswordForm, PasswordForm, void>({
  id: 'passwordForm',
  defaults: () => ({ current_password: '', password: '', password_confirmation: '' }),
  validate: validatePasswordForm,
  toPayload: (v) => v,
  errorMessage: serverWords,
  successMessage: 'تغيّرت كلمة المرور، وخرجنا من حسابك على الأجهزة الأخرى.',
});
