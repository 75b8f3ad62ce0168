import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { AUTH_PROVIDERS, errorMessages, type AuthResponse } from '@rihla/contract';
import { user } from '../test-support/fixtures.ts';
import { controllable, flush } from '../test-support/harness.ts';
import {
  oauthCallbackMachine,
  selectError,
  selectIsSigningIn,
  type CodeExchange,
  type OAuthCallbackInput,
} from './oauth-callback.machine.ts';

function open(input: Partial<OAuthCallbackInput> = {}) {
  const exchangeCode = controllable<AuthResponse, CodeExchange>();
  const signedIn = vi.fn();
  const machine = oauthCallbackMachine.provide({
    actors: { exchangeCode: exchangeCode.logic },
    actions: { signedIn: (_, params) => signedIn(params) },
  });
  const actor = createActor(machine, {
    input: { provider: 'google', code: 'code-1', state: 'st-1', denied: false, ...input },
  }).start();
  return { actor, exchangeCode, signedIn, snap: () => actor.getSnapshot() };
}

describe('oauth callback', () => {
  it.each(AUTH_PROVIDERS)('exchanges a %s code once, on start', (provider) => {
    const f = open({ provider });
    expect(f.exchangeCode.calls.map((c) => c.input)).toEqual([{ provider, code: 'code-1', state: 'st-1' }]);
    expect(selectIsSigningIn(f.snap())).toBe(true);
    expect(selectError(f.snap())).toBeNull();
  });

  it('leaves the state out when the provider sent none', () => {
    const f = open({ state: null });
    expect(f.exchangeCode.last().input).toEqual({ provider: 'google', code: 'code-1' });
  });

  it('hands the token and user to the app once, and keeps "signing in" on screen', async () => {
    const f = open();
    f.exchangeCode.last().resolve({ access_token: 't-1', user });
    await flush();
    expect(f.signedIn).toHaveBeenCalledTimes(1);
    expect(f.signedIn).toHaveBeenCalledWith({ token: 't-1', user });
    expect(selectIsSigningIn(f.snap())).toBe(true);
    expect(f.snap().status).toBe('done');
    expect(f.exchangeCode.calls).toHaveLength(1);
  });

  it.each([
    ['no code', { code: null }, errorMessages.login401],
    ['an empty code', { code: '' }, errorMessages.login401],
    ['an unknown provider', { provider: 'twitter' }, errorMessages.login401],
    ['a provider error and no code', { code: null, denied: true }, errorMessages.providerNotConfigured],
    ['an unknown provider that sent an error', { provider: 'twitter', denied: true }, errorMessages.providerNotConfigured],
  ] as const)('%s: nothing is sent, and the refusal shows', (_, input, message) => {
    const f = open(input);
    expect(f.exchangeCode.calls).toHaveLength(0);
    expect(selectIsSigningIn(f.snap())).toBe(false);
    expect(selectError(f.snap())).toBe(message);
    expect(f.snap().status).toBe('done');
  });

  it('a code from a known provider is exchanged even beside an error parameter', () => {
    const f = open({ denied: true });
    expect(f.exchangeCode.calls).toHaveLength(1);
  });

  it("a refused code shows the server's words; a network failure the server text; no retry", async () => {
    const refused = open();
    refused.exchangeCode.last().reject({ status: 401, message: 'الرمز منتهي' });
    await flush();
    expect(selectError(refused.snap())).toBe('الرمز منتهي');
    expect(refused.snap().status).toBe('done');

    const offline = open();
    offline.exchangeCode.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(selectError(offline.snap())).toBe(errorMessages.server);
    expect(selectIsSigningIn(offline.snap())).toBe(false);
    expect(offline.signedIn).not.toHaveBeenCalled();
    expect(offline.exchangeCode.calls).toHaveLength(1);
  });

  it('the default call throws "not provided", which reads as a failure', async () => {
    const actor = createActor(oauthCallbackMachine, {
      input: { provider: 'google', code: 'c', state: null, denied: false },
    }).start();
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe(errorMessages.server);
  });
});
