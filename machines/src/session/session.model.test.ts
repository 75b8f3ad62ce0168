import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { User } from '@rihla/contract';
import { activeLeaves, controllable, flush, leafStates, modelEdges, walkedEdges, walkPaths } from '../test-support/harness.ts';
import { user } from '../test-support/fixtures.ts';
import {
  selectIsLogoutDialogOpen,
  selectIsSettled,
  selectIsSignedIn,
  selectShowOverlay,
  sessionMachine,
} from './session.machine.ts';

// docs/product.md, "States", "Session", written as an abstract model the real machine must follow. The model
// has no actors or timers: its events are what the outside world does (a stored token, the server
// answering, the user clicking), and each one is played on a fresh real actor whose calls the test
// answers by hand. Every simple path of the model is walked; after each step the real actor must
// mean what the model state says.
const model = createMachine({
  id: 'sessionSpec',
  initial: 'pageOpened',
  states: {
    pageOpened: {
      on: { 'boot.noToken': 'guest', 'boot.storedToken': 'overlay', 'boot.tokenAndUser': 'signedIn' },
    },
    overlay: { on: { 'customer.loaded': 'signedIn', 'customer.failed': 'reloaded' } },
    reloaded: { type: 'final' },
    guest: { on: { 'user.signedIn': 'signedIn' } },
    signedIn: { on: { 'user.logout': 'confirming', 'server.expired': 'guest', 'user.profileSaved': 'signedIn' } },
    confirming: { on: { 'user.cancel': 'signedIn', 'user.confirm': 'loggingOut', 'server.expired': 'guest' } },
    loggingOut: { on: { 'revoke.ok': 'guest', 'revoke.failed': 'guest' } },
  },
});

class System {
  fetchCustomer = controllable<User, { token: string }>();
  revokeToken = controllable<void, { token: string }>();
  persistToken = vi.fn();
  forgetToken = vi.fn();
  reloadPage = vi.fn();
  actor!: Actor<typeof sessionMachine>;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
  }

  boot(token: string | null, knownUser: User | null) {
    const machine = sessionMachine.provide({
      actors: { fetchCustomer: this.fetchCustomer.logic, revokeToken: this.revokeToken.logic },
      actions: {
        persistToken: (_, p) => this.persistToken(p),
        forgetToken: (_, p) => this.forgetToken(p),
        reloadPage: this.reloadPage,
      },
    });
    this.actor = createActor(machine, { input: { token, user: knownUser } }).start();
  }
  send(event: Parameters<Actor<typeof sessionMachine>['send']>[0]) {
    this.actor.send(event);
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
}

const testModel = createTestModel(model);
const paths = walkPaths(testModel.getSimplePaths(), testModel.getShortestPaths());
const seen = new Set<string>();
const modelSeen = new Set<string>();
// Resting states only: `checking` and `loggedOut` are eventless hops nobody can observe.
const TRANSIENT = ['checking', 'loggedOut'];

describe(`session model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    await path.test({
      events: {
        'boot.noToken': () => sys.boot(null, null),
        'boot.storedToken': () => sys.boot('stored', null),
        'boot.tokenAndUser': () => sys.boot('stored', user),
        'customer.loaded': async () => {
          sys.fetchCustomer.last().resolve(user);
          await flush();
        },
        'customer.failed': async () => {
          sys.fetchCustomer.last().reject({ status: 401, message: 'Unauthenticated.' });
          await flush();
        },
        'user.signedIn': () => sys.send({ type: 'session.signedIn', token: 'fresh', user }),
        'user.logout': () => sys.send({ type: 'session.logout' }),
        'user.cancel': () => sys.send({ type: 'session.logoutCancel' }),
        'user.confirm': () => sys.send({ type: 'session.logoutConfirm' }),
        'user.profileSaved': () => sys.send({ type: 'session.userUpdated', user: { ...user, name: 'سارة محمد' } }),
        'server.expired': () => sys.send({ type: 'session.expired' }),
        'revoke.ok': async () => {
          sys.revokeToken.last().resolve();
          await flush();
        },
        'revoke.failed': async () => {
          sys.revokeToken.last().reject(new Error('offline'));
          await flush();
        },
      },
      states: {
        pageOpened: () => {
          modelSeen.add('pageOpened');
        },
        overlay: () => {
          modelSeen.add('overlay');
          expect(selectShowOverlay(sys.snap)).toBe(true);
          expect(selectIsSettled(sys.snap)).toBe(false);
          expect(sys.fetchCustomer.last().input).toEqual({ token: 'stored' });
        },
        reloaded: () => {
          modelSeen.add('reloaded');
          expect(sys.forgetToken).toHaveBeenLastCalledWith({ key: 'token' });
          expect(sys.reloadPage).toHaveBeenCalledTimes(1);
          expect(sys.snap.context).toEqual({ token: null, user: null });
        },
        guest: () => {
          modelSeen.add('guest');
          expect(selectIsSettled(sys.snap)).toBe(true);
          expect(selectIsSignedIn(sys.snap)).toBe(false);
          expect(selectShowOverlay(sys.snap)).toBe(false);
          expect(sys.snap.context).toEqual({ token: null, user: null });
          // A guest who was signed in had the token removed from storage.
          if (sys.revokeToken.calls.length > 0 || sys.persistToken.mock.calls.length > 0) {
            expect(sys.forgetToken).toHaveBeenLastCalledWith({ key: 'token' });
          }
        },
        signedIn: () => {
          modelSeen.add('signedIn');
          expect(selectIsSignedIn(sys.snap)).toBe(true);
          expect(selectIsLogoutDialogOpen(sys.snap)).toBe(false);
          expect(selectShowOverlay(sys.snap)).toBe(false);
          expect(sys.snap.context.user?.email).toBe(user.email);
          expect(sys.snap.context.token).not.toBeNull();
          if (sys.persistToken.mock.calls.length > 0) {
            expect(sys.persistToken).toHaveBeenLastCalledWith({ key: 'token', token: sys.snap.context.token });
          }
        },
        confirming: () => {
          modelSeen.add('confirming');
          expect(selectIsLogoutDialogOpen(sys.snap)).toBe(true);
          expect(selectIsSignedIn(sys.snap)).toBe(true);
          expect(sys.revokeToken.calls).toHaveLength(0);
        },
        loggingOut: () => {
          modelSeen.add('loggingOut');
          expect(sys.revokeToken.last().input.token).toBe(sys.snap.context.token);
          expect(sys.snap.context.user).not.toBeNull();
        },
      },
    });
  });

  it('walked every state of the spec model and every resting state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(sessionMachine).filter((s) => !TRANSIENT.includes(s));
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(createTestModel(model, { serializeTransition: () => '' }).getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `session model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; ` +
        `machine states ${seen.size}/${machineStates.length} (${machineStates.join(', ')})`,
    );
  });
});
