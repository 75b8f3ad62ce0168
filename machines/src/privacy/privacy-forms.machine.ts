import { errorMessages, type FieldErrors } from '@rihla/contract';
import { createFormMachine } from '../form/form.machine.ts';
import type { ApiError } from '../shared/api-error.ts';

// A customer's data rights (issue 29, items 7–8), on the form factory: "download my data" and
// "delete my account" each ask for the password again, or the six-digit code e-mailed on asking (an
// account signed up with Google or Facebook has no password).

export interface ReauthForm {
  password: string;
  code: string;
}

export const REAUTH_NEEDED = 'أدخل كلمة المرور أو الرمز المرسل إلى بريدك';

export const validateReauth = (v: ReauthForm): FieldErrors<string> =>
  v.password || v.code.trim() ? {} : { password: REAUTH_NEEDED };

const reauthPayload = (v: ReauthForm) => (v.password ? { password: v.password } : { code: v.code.trim() });

/** The server's own words for a refused proof (422), a live booking (409), or the limit (429). */
export function privacyErrorMessage(error: ApiError): string {
  if (error.status === 422 || error.status === 409) {
    const first = Object.values(error.errors ?? {})[0]?.[0];
    return (error.status === 422 ? first : undefined) ?? error.message ?? errorMessages.server;
  }
  if (error.status === 429) return errorMessages.tooManyRequests;
  return errorMessages.server;
}

export const exportDataFormMachine = createFormMachine<ReauthForm, { password?: string; code?: string }, void>({
  id: 'exportDataForm',
  defaults: () => ({ password: '', code: '' }),
  validate: validateReauth,
  toPayload: reauthPayload,
  errorMessage: privacyErrorMessage,
  successMessage: 'نُزّل ملف بياناتك (JSON).',
});

export const deleteAccountFormMachine = createFormMachine<ReauthForm, { password?: string; code?: string }, void>({
  id: 'deleteAccountForm',
  defaults: () => ({ password: '', code: '' }),
  validate: validateReauth,
  toPayload: reauthPayload,
  errorMessage: privacyErrorMessage,
});
