import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { errorMessages, type AuthResponse } from '@rihla/contract';
import { rejectionMessage, serverRejection, user as customer } from '../test-support/fixtures.ts';
import { activeLeaves, controllable, flush } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import {
  oauthCallbackMachine,
  selectError,
  selectIsSigningIn,
  type CodeExchange,
  type OAuthCallbackInput,
} from './oauth-callback.machine.ts';

// A social provider's return (docs/product.md, "Registration and sign-in"), as an abstract model of
// the address the visitor comes back with and what the server answers. Each path is played on a
// fresh real actor; after every step the real actor must mean what the model state says, and the
// code has been sent at most once.
const model = createMachine({
  id: 'oauthCallbackSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'away',
  states: {
    away: {
      on: {
        'provider.returnsCode': 'exchanging',
        'provider.returnsCodeWithoutState': 'exchanging',
        'visitor.opensWithoutCode': 'refused',
        'visitor.opensUnknownProvider': 'refused',
        'provider.returnsError': 'refusedUnconfigured',
        'visitor.opensUnknownProviderWithError': 'refusedUnconfigured',
      },
    },
    exchanging: { on: { 'server.ok': 'signedIn', 'server.rejected': 'failed' } },
    signedIn: {},
    refused: {},
    refusedUnconfigured: {},
    failed: {},
  },
});

const answer: AuthResponse = { access_token: 'token-9', user: customer };

class System {
  exchangeCode = controllable<AuthResponse, CodeExchange>();
  signedIn = vi.fn();
  actor: Actor<typeof oauthCallbackMachine> | null = null;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
  }
  open(input: OAuthCallbackInput) {
    const machine = oauthCallbackMachine.provide({
      actors: { exchangeCode: this.exchangeCode.logic },
      actions: { signedIn: (_, params) => this.signedIn(params) },
    });
    this.actor = createActor(machine, { input }).start();
  }
  get snap() {
    const s = this.actor!.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectRefused(message: string) {
    expect(selectIsSigningIn(this.snap)).toBe(false);
    expect(selectError(this.snap)).toBe(message);
    expect(this.snap.matches('refused')).toBe(true);
    expect(this.snap.status).toBe('done');
    expect(this.exchangeCode.calls).toHaveLength(0);
    expect(this.signedIn).not.toHaveBeenCalled();
  }
}

const events = [401, 403, 404, 422, 429, 500, 0].map((status) => ({ type: 'server.rejected', status }));
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model, { events, simplePaths: true });

describe(`oauth callback model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let exchange: CodeExchange | null = null;
    let lastStatus = 0;
    await path.test({
      events: {
        'provider.returnsCode': () => {
          exchange = { provider: 'google', code: 'code-1', state: 'st-1' };
          sys.open({ provider: 'google', code: 'code-1', state: 'st-1', denied: false });
        },
        'provider.returnsCodeWithoutState': () => {
          exchange = { provider: 'facebook', code: 'code-2' };
          sys.open({ provider: 'facebook', code: 'code-2', state: null, denied: false });
        },
        'visitor.opensWithoutCode': () => sys.open({ provider: 'google', code: null, state: 'x', denied: false }),
        'visitor.opensUnknownProvider': () => sys.open({ provider: 'twitter', code: 'code-3', state: null, denied: false }),
        'provider.returnsError': () => sys.open({ provider: 'apple', code: null, state: 'x', denied: true }),
        'visitor.opensUnknownProviderWithError': () => sys.open({ provider: 'myspace', code: null, state: null, denied: true }),
        'server.ok': async () => {
          sys.exchangeCode.last().resolve(answer);
          await flush();
        },
        'server.rejected': async ({ event }) => {
          lastStatus = (event as { status?: number }).status ?? 0;
          sys.exchangeCode.last().reject(serverRejection(lastStatus));
          await flush();
        },
      },
      states: {
        away: () => {
          modelSeen.add('away');
          expect(sys.actor).toBeNull();
        },
        exchanging: () => {
          modelSeen.add('exchanging');
          expect(selectIsSigningIn(sys.snap)).toBe(true);
          expect(selectError(sys.snap)).toBeNull();
          expect(sys.exchangeCode.calls.map((c) => c.input)).toEqual([exchange]);
          expect(sys.signedIn).not.toHaveBeenCalled();
        },
        signedIn: () => {
          modelSeen.add('signedIn');
          // "Signing in" stays on screen while the app leaves the page.
          expect(selectIsSigningIn(sys.snap)).toBe(true);
          expect(selectError(sys.snap)).toBeNull();
          expect(sys.snap.status).toBe('done');
          expect(sys.exchangeCode.calls).toHaveLength(1);
          expect(sys.signedIn).toHaveBeenCalledTimes(1);
          expect(sys.signedIn).toHaveBeenCalledWith({ token: 'token-9', user: customer });
        },
        refused: () => {
          modelSeen.add('refused');
          sys.expectRefused(errorMessages.login401);
        },
        refusedUnconfigured: () => {
          modelSeen.add('refusedUnconfigured');
          sys.expectRefused(errorMessages.providerNotConfigured);
        },
        failed: () => {
          modelSeen.add('failed');
          expect(selectIsSigningIn(sys.snap)).toBe(false);
          expect(selectError(sys.snap)).toBe(rejectionMessage(lastStatus));
          expect(sys.snap.matches('failed')).toBe(true);
          expect(sys.snap.status).toBe('done');
          expect(sys.exchangeCode.calls).toHaveLength(1);
          expect(sys.signedIn).not.toHaveBeenCalled();
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('oauth callback', oauthCallbackMachine);
  });
});
