import {
  compact,
  errorMessages,
  successMessages,
  validateEmail,
  validatePasswordConfirmation,
  validateStaffPassword as staffPasswordProblem,
  type StaffRole,
} from '@rihla/contract';
import { createFormMachine, defaultServerField } from '../form/form.machine.ts';
import type { ApiError } from '../shared/api-error.ts';

// The back office's two other forms (issue 17), on the form factory: a staff member's password from
// their invitation link, and an admin's invitation of a new staff member.

export { STAFF_PASSWORD_MIN, staffPasswordRule } from '@rihla/contract';

const serverText = (error: ApiError) =>
  error.status === 400 || error.status === 409 || error.status === 422
    ? (error.message ?? errorMessages.server)
    : error.status === 429
      ? errorMessages.tooManyRequests
      : errorMessages.server;

export interface StaffPasswordValues {
  token: string;
  password: string;
  password_confirmation: string;
}

export const validateStaffPassword = (v: StaffPasswordValues) =>
  compact({
    // The server's rule (issue 29): 12 characters, not whitespace, trivial or common.
    password: staffPasswordProblem(v.password),
    password_confirmation: validatePasswordConfirmation(v.password, v.password_confirmation),
  });

export const staffPasswordFormMachine = createFormMachine<StaffPasswordValues, StaffPasswordValues, unknown>({
  id: 'staffPasswordForm',
  defaults: () => ({ token: '', password: '', password_confirmation: '' }),
  validate: validateStaffPassword,
  toPayload: (v) => v,
  errorMessage: serverText,
  // A weak password or a mismatch refused by the server shows next to its field; an expired link
  // (no field) in the banner (issue 31, item 12).
  serverField: (key, values) => (key === 'token' ? null : defaultServerField(key, values)),
  successMessage: successMessages.passwordChanged,
});

export interface StaffInviteValues {
  email: string;
  name: string;
  role: StaffRole;
}

export const validateStaffInvite = (v: StaffInviteValues) =>
  compact({ email: validateEmail(v.email.trim()), name: v.name.trim() ? null : 'اكتب اسم الموظف' });

export const staffInviteFormMachine = createFormMachine<StaffInviteValues, StaffInviteValues, { link: string }>({
  id: 'staffInviteForm',
  defaults: () => ({ email: '', name: '', role: 'agent' }),
  validate: validateStaffInvite,
  toPayload: (v) => ({ email: v.email.trim(), name: v.name.trim(), role: v.role }),
  errorMessage: serverText,
  // "هذا البريد مستخدم لموظف" (409, errors.email) next to the e-mail field (issue 31, item 12).
  serverField: defaultServerField,
  successMessage: 'تمت دعوة الموظف: أرسل إليه الرابط ليعيّن كلمة مروره',
});
