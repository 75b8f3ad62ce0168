import { assign, fromPromise, setup } from 'xstate';
import { securityMessages } from '@rihla/contract';
import { serverMessage, toApiError } from '../shared/api-error.ts';

/**
 * Opening the link mailed at registration (/auth/verify-email?token=…), docs/product.md, "Screens and
 * routes". Sending the token is a one-time action, not a read: the server uses it up, so it is sent
 * once, on entry, and never again; the page offers no retry (its only way on is a link).
 *
 * Input: `{ token }`, the link's `token` (null when the address has none).
 *
 * States
 * - `verifying` (tag `busy`)   `verifyEmail({token})` runs, once, on entry.
 * - `verified` (tag `verified`) the server's message; `refreshCustomer()` runs once, so a signed-in
 *                              customer's account page drops its banner. Its answer goes to the session;
 *                              a failure changes nothing here.
 * - `refused` (final)          the link is not a valid one: no token, or the server refused it (used,
 *                              expired or unknown: a 4xx other than 429). The server's words, or
 *                              "the link is invalid or expired" when there was no token to send.
 * - `failed` (final)           no verdict on the link: the network, 429 or 5xx. The server's words when
 *                              it sent some, else the generic server message.
 *
 * Events: none; the visitor only reads the outcome.
 *
 * Actors (defaults throw)
 * - `verifyEmail({token})` → `{message}`   POST /api/auth/verify-email.
 * - `refreshCustomer()`                  the app reloads a signed-in customer into the session.
 */

export interface VerifyEmailInput {
  token: string | null;
}

export interface VerifyEmailContext {
  token: string | null;
  message: string | null;
}

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    input: {} as VerifyEmailInput,
  },
  actors: {
    verifyEmail: fromPromise<{ message: string }, { token: string }>(async () => {
      throw new Error('verify-email: verifyEmail not provided');
    }),
    refreshCustomer: fromPromise<void>(async () => {
      throw new Error('verify-email: refreshCustomer not provided');
    }),
  },
  actions: {
    showMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    showError: assign((_, params: { error: unknown }) => ({ message: serverMessage(toApiError(params.error)) })),
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    // The server judged the link (422 for a used, expired or unknown token); 429 is about the pace.
    isRefusal: (_, params: { error: unknown }) => {
      const { status } = toApiError(params.error);
      return status >= 400 && status < 500 && status !== 429;
    },
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ token: input.token, message: null }),
  initial: 'opening',
  states: {
    // Left at once: there is nothing to send without a token.
    opening: {
      always: [
        { guard: 'hasToken', target: 'verifying' },
        { target: 'refused', actions: { type: 'showMessage', params: { message: securityMessages.verificationInvalid } } },
      ],
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token! }),
        onDone: {
          target: 'verified',
          actions: { type: 'showMessage', params: ({ event }) => ({ message: event.output.message }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    verified: {
      tags: ['verified'],
      // Whatever the refresh answers, the e-mail is verified: the page stays as it is.
      invoke: { src: 'refreshCustomer', onError: {} },
    },
    refused: { type: 'final', tags: ['error'] },
    failed: { type: 'final', tags: ['error'] },
  },
});

interface VerifyEmailSnapshot {
  context: VerifyEmailContext;
  hasTag(tag: string): boolean;
}

export const selectIsVerifying = (s: VerifyEmailSnapshot) => s.hasTag('busy');
export const selectIsVerified = (s: VerifyEmailSnapshot) => s.hasTag('verified');
/** The refused and failed outcomes read alike: a red banner with the message and a way home. */
export const selectIsFailed = (s: VerifyEmailSnapshot) => s.hasTag('error');
/** The server's message once it answered (or the invalid-link text); null while verifying. */
export const selectMessage = (s: VerifyEmailSnapshot) => s.context.message;
