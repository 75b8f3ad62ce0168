import { assign, assertEvent, fromPromise, setup } from 'xstate';
import type { User } from '@rihla/contract';

/**
 * Session, docs/product.md, "States": who is signed in, and the token every call carries.
 *
 * Input: `{ token, user? }`. The app reads `localStorage.getItem(TOKEN_STORAGE_KEY)` once and passes
 * it; the machine never touches storage itself, so it runs in tests and on the server.
 *
 * Events
 * - `session.signedIn {token, user}`  login or register (also the wizard's account step) succeeded.
 * - `session.userUpdated {user}`      the profile was saved; the header shows the new name.
 * - `session.expired`                 any call answered 401 with our token: forget it locally.
 * - `session.logout`                  opens the "are you sure" dialog (docs/product.md, "Screens and routes", shell).
 * - `session.logoutCancel` / `session.logoutConfirm`  the dialog's two buttons.
 *
 * Actors (defaults throw; the app provides them)
 * - `fetchCustomer({token})` -> User    GET /api/customer, under the full-screen overlay.
 * - `revokeToken({token})`              server-side logout. Its failure does not keep anyone signed
 *                                       in: the token is forgotten locally either way.
 *
 * Actions (defaults do nothing; the app provides them)
 * - `persistToken({key, token})`  localStorage.setItem(key, token)
 * - `forgetToken({key})`          localStorage.removeItem(key)
 * - `reloadPage()`                location.reload(), after a stored token proved invalid
 *
 * Selectors below give the overlay, signed-in flag, user and dialog state.
 */

export const TOKEN_STORAGE_KEY = 'token';

export interface SessionInput {
  token: string | null;
  user?: User | null;
}

export interface SessionContext {
  token: string | null;
  user: User | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; user: User }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.expired' }
  | { type: 'session.logout' }
  | { type: 'session.logoutCancel' }
  | { type: 'session.logoutConfirm' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchCustomer: fromPromise<User, { token: string }>(async () => {
      throw new Error('session: fetchCustomer not provided');
    }),
    revokeToken: fromPromise<void, { token: string }>(async () => {
      throw new Error('session: revokeToken not provided');
    }),
  },
  actions: {
    persistToken: (_, _params: { key: string; token: string }) => {},
    forgetToken: (_, _params: { key: string }) => {},
    reloadPage: () => {},
    setUser: assign((_, params: { user: User }) => ({ user: params.user })),
    signIn: assign(({ event }) => {
      assertEvent(event, 'session.signedIn');
      return { token: event.token, user: event.user };
    }),
    updateUser: assign(({ event }) => {
      assertEvent(event, 'session.userUpdated');
      return { user: event.user };
    }),
    clearSession: assign({ token: null, user: null }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasTokenWithoutUser: ({ context }) => context.token !== null && context.user === null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token || null, user: input.user ?? null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasTokenWithoutUser', target: 'loadingCustomer' },
        { guard: 'hasUser', target: 'signedIn' },
        { target: 'guest' },
      ],
    },
    loadingCustomer: {
      tags: ['overlay'],
      invoke: {
        src: 'fetchCustomer',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        onError: 'reloading',
      },
    },
    // The stored token is bad: forget it and start the page over, as the original does. Final,
    // because the page is going away; the overlay stays up until it does.
    reloading: {
      type: 'final',
      tags: ['overlay'],
      entry: ['clearSession', { type: 'forgetToken', params: { key: TOKEN_STORAGE_KEY } }, 'reloadPage'],
    },
    guest: {
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            'signIn',
            {
              type: 'persistToken',
              params: ({ event }) => ({ key: TOKEN_STORAGE_KEY, token: event.token }),
            },
          ],
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        'session.userUpdated': { actions: 'updateUser' },
        'session.expired': {
          target: 'guest',
          actions: ['clearSession', { type: 'forgetToken', params: { key: TOKEN_STORAGE_KEY } }],
        },
      },
      states: {
        idle: {
          on: { 'session.logout': 'confirmingLogout' },
        },
        confirmingLogout: {
          tags: ['logoutDialog'],
          on: {
            'session.logoutCancel': 'idle',
            'session.logoutConfirm': 'loggingOut',
          },
        },
        loggingOut: {
          tags: ['loggingOut'],
          invoke: {
            src: 'revokeToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: '#session.loggedOut',
            onError: '#session.loggedOut',
          },
        },
      },
    },
    // Whatever the server said, the token leaves this browser.
    loggedOut: {
      always: {
        target: 'guest',
        actions: ['clearSession', { type: 'forgetToken', params: { key: TOKEN_STORAGE_KEY } }],
      },
    },
  },
});

interface SessionSnapshot {
  context: SessionContext;
  hasTag(tag: string): boolean;
  matches(value: 'guest' | 'signedIn' | 'checking' | 'loadingCustomer' | 'reloading'): boolean;
}

export const selectUser = (s: SessionSnapshot) => s.context.user;
export const selectToken = (s: SessionSnapshot) => s.context.token;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn');
/** The full-screen overlay that blocks interaction while the stored token is checked. */
export const selectShowOverlay = (s: SessionSnapshot) => s.hasTag('overlay');
/** Loading has finished: account pages may now redirect a guest to /. */
export const selectIsSettled = (s: SessionSnapshot) => s.matches('guest') || s.matches('signedIn');
export const selectIsLogoutDialogOpen = (s: SessionSnapshot) => s.hasTag('logoutDialog');
export const selectIsLoggingOut = (s: SessionSnapshot) => s.hasTag('loggingOut');
