import ky from 'ky';
import { tokenStorage } from './token-storage.ts';

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
      ({ request, response }) => {
        const isAuthCall = new URL(request.url).pathname.startsWith('/api/auth/');
        if (response.status === 401 && !isAuthCall && request.headers.has('Authorization')) unauthorizedListener?.();
      },
    ],
  },
});
