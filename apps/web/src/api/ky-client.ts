import ky, { HTTPError, KyError } from 'ky';
import { errorMessages, type ApiErrorBody } from '@rihla/contract';
import type { ApiError } from '@rihla/machines/shared/api-error';
import { apiFetch, HANDLES_EXPIRY, SERVER_ORIGIN, unauthorized } from './client-setup.ts';
import { tokenStorage } from './token-storage.ts';

/**
 * The one HTTP client (docs/product.md, "Calls"): JSON, Accept-Language ar, and the bearer token when
 * there is one. A failed call throws ky's error carrying the machines' `ApiError` shape (see
 * `withApiErrorShape`), so `toApiError` from @rihla/machines reads any failure the same way. Pages
 * call it through client.ts's `api`, which loads this module on the first call.
 */
export const kyApi = ky.create({
  prefix: typeof window === 'undefined' ? `${SERVER_ORIGIN}/api/` : '/api/',
  fetch: apiFetch,
  timeout: 20_000,
  retry: { limit: 1, methods: ['get'] },
  headers: { Accept: 'application/json', 'Accept-Language': 'ar' },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = tokenStorage.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      ({ request, options, response }) => {
        const isAuthCall = new URL(request.url).pathname.startsWith('/api/auth/');
        // A caller that keeps the customer's work across a new sign-in (the rating) ends the
        // session itself, once what they wrote is safe.
        const callerHandles = options.context[HANDLES_EXPIRY] === true;
        if (response.status === 401 && !isAuthCall && !callerHandles && request.headers.has('Authorization')) unauthorized();
      },
    ],
    beforeError: [({ error }) => withApiErrorShape(error)],
  },
});

/** What `api` throws when a call fails: ky's own error, plus `{status, message, errors}`. */
export type ApiFailure = KyError & ApiError;

/**
 * The one place a failed call becomes `{status, message, errors}` (the server's `ApiErrorBody` plus
 * the status), the shape every machine maps to the Arabic text of docs/product.md, "Errors". The error stays
 * ky's (a screen can still tell a 404 from a network failure); its message becomes the server's,
 * or the generic server text. A network failure or a timeout is status 0.
 */
export function withApiErrorShape(error: Error): Error {
  if (!(error instanceof KyError)) return error;
  // ky 2 has already read the body into `error.data` (the response body itself is consumed).
  const data: unknown = error instanceof HTTPError ? error.data : undefined;
  const body: Partial<ApiErrorBody> = typeof data === 'object' && data !== null ? data : {};
  const shape: ApiError = {
    status: error instanceof HTTPError ? error.response.status : 0,
    message: body.message ?? errorMessages.server,
    errors: body.errors,
  };
  return Object.assign(error, shape) satisfies ApiFailure;
}
