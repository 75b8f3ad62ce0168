import ky from 'ky';
import { tokenStorage } from './token-storage.ts';

/** ky `context` flag of a call whose caller handles a 401 itself (see afterResponse below). */
export const HANDLES_EXPIRY = 'handlesExpiry';

let unauthorizedListener: (() => void) | undefined;

/** The session registers here: a 401 on a call that carried our token means the token is dead. */
export function onUnauthorized(listener: () => void) {
  unauthorizedListener = listener;
}

/**
 * The one HTTP client (SPEC.md section 7): JSON, Accept-Language ar, and the bearer token when
 * there is one. Errors are thrown as ky HTTPErrors; `apiError` turns them into status + message.
 */
export const api = ky.create({
  prefix: '/api/',
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
        if (response.status === 401 && !isAuthCall && !callerHandles && request.headers.has('Authorization'))
          unauthorizedListener?.();
      },
    ],
  },
});
