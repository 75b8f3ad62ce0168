import { assign, fromPromise, setup } from 'xstate';
import { AUTH_PROVIDERS, errorMessages, type AuthProvider, type AuthResponse, type User } from '@rihla/contract';
import { serverMessage, toApiError } from '../shared/api-error.ts';

/**
 * Where Google, Apple or Facebook send the visitor back (/auth/callback/{provider}?code&state),
 * docs/product.md, "Registration and sign-in". Exchanging the code is a one-time action: the provider's
 * code works once, so it is sent once, on entry, and never again; the page offers no retry (its only
 * way on is the link back to the login page).
 *
 * Input: `{ provider, code, state, denied }` from the address: the path's provider, the query's `code`
 * and `state` (null when absent), and `denied` when the provider sent an `error` (the visitor
 * cancelled, or the provider refused).
 *
 * States
 * - `exchanging` (tag `busy`)  `exchangeCode({provider, code, state?})` runs, once, on entry.
 * - `signedIn` (final, tag `busy`)  `signedIn({token, user})`: the app starts the session and leaves for
 *                             the page that sent the visitor to login; "signing in" shows until then.
 * - `refused` (final)         not a real return from a known provider (an unknown provider or no code):
 *                             nothing is sent; "the provider is not configured" when it sent an
 *                             error, else the sign-in 401 text.
 * - `failed` (final)          the server refused the code or could not be reached: its words, else
 *                             the generic server message.
 *
 * Events: none; the visitor only reads the outcome.
 *
 * Actors (default throws)
 * - `exchangeCode({provider, code, state?})` → `{access_token, user}`   POST /api/auth/login-by-{provider}
 *   (the app adds the redirect URI).
 *
 * Actions (default does nothing)
 * - `signedIn({token, user})`
 */

export interface OAuthCallbackInput {
  provider: string;
  code: string | null;
  state: string | null;
  denied: boolean;
}

export interface OAuthCallbackContext extends OAuthCallbackInput {
  error: string | null;
}

export interface CodeExchange {
  provider: AuthProvider;
  code: string;
  state?: string;
}

const isProvider = (provider: string): provider is AuthProvider => (AUTH_PROVIDERS as readonly string[]).includes(provider);

export const oauthCallbackMachine = setup({
  types: {
    context: {} as OAuthCallbackContext,
    input: {} as OAuthCallbackInput,
  },
  actors: {
    exchangeCode: fromPromise<AuthResponse, CodeExchange>(async () => {
      throw new Error('oauth-callback: exchangeCode not provided');
    }),
  },
  actions: {
    signedIn: (_, _params: { token: string; user: User }) => {},
    refuseReturn: assign(({ context }) => ({
      error: context.denied ? errorMessages.providerNotConfigured : errorMessages.login401,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: serverMessage(toApiError(params.error)) })),
  },
  guards: {
    isRealReturn: ({ context }) => isProvider(context.provider) && !!context.code,
  },
}).createMachine({
  id: 'oauthCallback',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'opening',
  states: {
    // Left at once: a return without a code, or from no provider we know, has nothing to exchange.
    opening: {
      always: [
        { guard: 'isRealReturn', target: 'exchanging' },
        { target: 'refused', actions: 'refuseReturn' },
      ],
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({
          provider: context.provider as AuthProvider,
          code: context.code!,
          ...(context.state === null ? {} : { state: context.state }),
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'signedIn', params: ({ event }) => ({ token: event.output.access_token, user: event.output.user }) },
        },
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: { type: 'final', tags: ['busy'] },
    refused: { type: 'final', tags: ['error'] },
    failed: { type: 'final', tags: ['error'] },
  },
});

interface OAuthCallbackSnapshot {
  context: OAuthCallbackContext;
  hasTag(tag: string): boolean;
}

/** "Signing in" shows while the code is exchanged and until the app has left the page. */
export const selectIsSigningIn = (s: OAuthCallbackSnapshot) => s.hasTag('busy');
/** The refusal or failure to show (refused and failed read alike); null otherwise. */
export const selectError = (s: OAuthCallbackSnapshot) => s.context.error;
