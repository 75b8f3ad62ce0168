import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { errorMessages, type StaffLoginAnswer, type StaffSession } from '@rihla/contract';
import { toApiError, type ApiError } from '../shared/api-error.ts';

/**
 * The back office's sign-in (issue 17): e-mail and password, then the authenticator's 6-digit code,
 * set up from a QR code the first time, or a recovery code; after a set-up, the ten recovery codes
 * are shown once and the staff member says they kept them.
 *
 * Events
 * - `signIn.edit {values}`          partial edit of {email, password, code, recoveryCode}.
 * - `signIn.submit`                 sends the current step; `can()` enables its button.
 * - `signIn.useRecoveryCode {on}`   the second step takes a recovery code instead of the app's code
 *                                   (not while setting the app up).
 * - `signIn.restart`                back to the password (a challenge that expired).
 * - `signIn.codesKept`              the recovery codes were written down: signed in.
 *
 * Actors (default throw)
 * - `login({email, password})` → StaffLoginAnswer
 * - `secondFactor({challenge, code?, recovery_code?})` → StaffSession
 *
 * Actions (default do nothing)
 * - `signedIn({session})`  store the token, open the back office.
 */

export interface StaffSignInValues {
  email: string;
  password: string;
  code: string;
  recoveryCode: string;
}

export interface StaffSignInContext {
  values: StaffSignInValues;
  login: StaffLoginAnswer | null;
  useRecoveryCode: boolean;
  session: StaffSession | null;
  error: string | null;
}

export type StaffSignInEvent =
  | { type: 'signIn.edit'; values: Partial<StaffSignInValues> }
  | { type: 'signIn.submit' }
  | { type: 'signIn.useRecoveryCode'; on: boolean }
  | { type: 'signIn.restart' }
  | { type: 'signIn.codesKept' };

export function staffSignInError(error: ApiError, step: 'password' | 'code'): string {
  if (error.status === 401 && step === 'password') return errorMessages.login401;
  if (error.status === 401) return error.message ?? errorMessages.staffCodeInvalid;
  // A 429 may be the account's lock after wrong codes (issue 29): its own message says so.
  if (error.status === 429) return error.message ?? errorMessages.tooManyRequests;
  if (error.status === 422) return error.message ?? errorMessages.server;
  return errorMessages.server;
}

const digits = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
const empty: StaffSignInValues = { email: '', password: '', code: '', recoveryCode: '' };

export const staffSignInMachine = setup({
  types: { context: {} as StaffSignInContext, events: {} as StaffSignInEvent },
  actors: {
    login: fromPromise<StaffLoginAnswer, { email: string; password: string }>(async () => {
      throw new Error('staff-sign-in: login not provided');
    }),
    secondFactor: fromPromise<StaffSession, { challenge: string; code?: string; recovery_code?: string }>(async () => {
      throw new Error('staff-sign-in: secondFactor not provided');
    }),
  },
  actions: {
    signedIn: (_, _params: { session: StaffSession }) => {},
    edit: assign(({ context, event }) => {
      assertEvent(event, 'signIn.edit');
      const values = { ...context.values, ...event.values };
      // Arabic-Indic digits are accepted, as everywhere on the site.
      if (event.values.code !== undefined) values.code = digits(event.values.code).slice(0, 6);
      return { values };
    }),
    clearError: assign({ error: null }),
    takeLogin: assign(({ context }, login: StaffLoginAnswer) => ({
      login,
      values: { ...context.values, password: '', code: '' },
    })),
    takeSession: assign((_, session: StaffSession) => ({ session })),
    showError: assign((_, p: { error: unknown; step: 'password' | 'code' }) => ({
      error: staffSignInError(toApiError(p.error), p.step),
    })),
    clearCode: assign(({ context }) => ({ values: { ...context.values, code: '', recoveryCode: '' } })),
    setRecovery: assign(({ event }) => {
      assertEvent(event, 'signIn.useRecoveryCode');
      return { useRecoveryCode: event.on, error: null };
    }),
    restart: assign(({ context }) => ({
      values: { ...empty, email: context.values.email },
      login: null,
      useRecoveryCode: false,
      error: null,
    })),
  },
  guards: {
    passwordReady: ({ context }) => /\S+@\S+/.test(context.values.email) && context.values.password.length > 0,
    codeReady: ({ context }) =>
      context.useRecoveryCode ? context.values.recoveryCode.trim().length >= 6 : /^\d{6}$/.test(context.values.code),
    mayUseRecovery: ({ context }) => context.login?.step === 'totp',
    hasNewCodes: (_, session: StaffSession) => (session.recovery_codes?.length ?? 0) > 0,
    // The error event of the second step: its challenge is spent (expired, or five wrong codes).
    challengeGone: ({ event }) => {
      const error = toApiError((event as { error?: unknown }).error);
      return error.status === 401 && error.message === errorMessages.staffChallengeExpired;
    },
  },
}).createMachine({
  id: 'staffSignIn',
  context: { values: empty, login: null, useRecoveryCode: false, session: null, error: null },
  initial: 'password',
  on: { 'signIn.edit': { actions: 'edit' } },
  states: {
    password: {
      initial: 'editing',
      states: {
        editing: { on: { 'signIn.submit': { guard: 'passwordReady', target: 'sending', actions: 'clearError' } } },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'login',
            input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
            onDone: { target: '#staffSignIn.code', actions: { type: 'takeLogin', params: ({ event }) => event.output } },
            onError: {
              target: 'editing',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error, step: 'password' as const }) },
            },
          },
        },
      },
    },
    code: {
      tags: ['code'],
      initial: 'editing',
      on: { 'signIn.restart': { target: 'password', actions: 'restart' } },
      states: {
        editing: {
          on: {
            'signIn.submit': { guard: 'codeReady', target: 'sending', actions: 'clearError' },
            'signIn.useRecoveryCode': { guard: 'mayUseRecovery', actions: 'setRecovery' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            src: 'secondFactor',
            input: ({ context }) => ({
              challenge: context.login!.challenge,
              ...(context.useRecoveryCode
                ? { recovery_code: context.values.recoveryCode.trim() }
                : { code: context.values.code }),
            }),
            onDone: [
              {
                guard: { type: 'hasNewCodes', params: ({ event }) => event.output },
                target: '#staffSignIn.recoveryCodes',
                actions: { type: 'takeSession', params: ({ event }) => event.output },
              },
              {
                target: '#staffSignIn.signedIn',
                actions: [
                  { type: 'takeSession', params: ({ event }) => event.output },
                  { type: 'signedIn', params: ({ event }) => ({ session: event.output }) },
                ],
              },
            ],
            onError: [
              {
                guard: 'challengeGone',
                target: '#staffSignIn.password',
                actions: [
                  'restart',
                  { type: 'showError', params: ({ event }) => ({ error: event.error, step: 'code' as const }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  'clearCode',
                  { type: 'showError', params: ({ event }) => ({ error: event.error, step: 'code' as const }) },
                ],
              },
            ],
          },
        },
      },
    },
    recoveryCodes: {
      on: {
        'signIn.codesKept': {
          target: 'signedIn',
          actions: { type: 'signedIn', params: ({ context }) => ({ session: context.session! }) },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});

interface SignInSnapshot {
  context: StaffSignInContext;
  hasTag(tag: string): boolean;
  matches(state: 'recoveryCodes' | 'signedIn'): boolean;
}

export const selectStep = (s: SignInSnapshot): 'password' | 'code' | 'recoveryCodes' | 'signedIn' =>
  s.matches('signedIn') ? 'signedIn' : s.matches('recoveryCodes') ? 'recoveryCodes' : s.hasTag('code') ? 'code' : 'password';
export const selectIsBusy = (s: SignInSnapshot) => s.hasTag('busy');
