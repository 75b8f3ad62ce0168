import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { securityMessages } from '@rihla/contract';
import { activeLeaves, controllable, flush } from '../test-support/harness.ts';
import { modelWalk } from '../test-support/model-walk.ts';
import { rejectionMessage, serverRejection } from '../test-support/fixtures.ts';
import {
  selectIsFailed,
  selectIsVerified,
  selectIsVerifying,
  selectMessage,
  verifyEmailMachine,
} from './verify-email.machine.ts';

// The mailed verification link (docs/product.md, "Screens and routes"), as an abstract model of what
// the visitor opens and what the server answers. Each path is played on a fresh real actor; after
// every step the real actor must mean what the model state says, and the token has been sent at
// most once.
const model = createMachine({
  id: 'verifyEmailSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'closed',
  states: {
    closed: { on: { 'visitor.opensLink': 'verifying', 'visitor.opensBareAddress': 'invalid' } },
    verifying: {
      on: {
        'server.ok': 'verified',
        'server.rejected': [
          { guard: ({ event }) => [400, 404, 410, 422].includes(event.status!), target: 'invalid' },
          { target: 'failed' },
        ],
      },
    },
    verified: { on: { 'session.refreshAnswered': 'verified', 'session.refreshFailed': 'verified' } },
    invalid: {},
    failed: {},
  },
});

const TOKEN = 'a'.repeat(64);

class System {
  verifyEmail = controllable<{ message: string }, { token: string }>();
  refreshCustomer = controllable<void, unknown>();
  actor: Actor<typeof verifyEmailMachine> | null = null;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
  }
  open(token: string | null) {
    const machine = verifyEmailMachine.provide({
      actors: { verifyEmail: this.verifyEmail.logic, refreshCustomer: this.refreshCustomer.logic },
    });
    this.actor = createActor(machine, { input: { token } }).start();
  }
  get snap() {
    const s = this.actor!.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  expectOutcome(outcome: 'verifying' | 'verified' | 'failed', message: string | null) {
    expect(selectIsVerifying(this.snap)).toBe(outcome === 'verifying');
    expect(selectIsVerified(this.snap)).toBe(outcome === 'verified');
    expect(selectIsFailed(this.snap)).toBe(outcome === 'failed');
    expect(selectMessage(this.snap)).toBe(message);
  }
}

const events = [422, 404, 400, 410, 429, 500, 503, 0].map((status) => ({ type: 'server.rejected', status }));
const { paths, seen, modelSeen, expectEverythingWalked } = modelWalk(model, { events, simplePaths: true });

describe(`verify email model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let sent = 0;
    let lastStatus = 0;
    await path.test({
      events: {
        'visitor.opensLink': () => {
          sent = 1;
          sys.open(TOKEN);
        },
        'visitor.opensBareAddress': () => sys.open(null),
        'server.ok': async () => {
          sys.verifyEmail.last().resolve({ message: securityMessages.emailVerified });
          await flush();
        },
        'server.rejected': async ({ event }) => {
          lastStatus = (event as { status?: number }).status ?? 0;
          sys.verifyEmail.last().reject(serverRejection(lastStatus));
          await flush();
        },
        'session.refreshAnswered': async () => {
          sys.refreshCustomer.last().resolve();
          await flush();
        },
        'session.refreshFailed': async () => {
          sys.refreshCustomer.last().reject({ status: 401 });
          await flush();
        },
      },
      states: {
        closed: () => {
          modelSeen.add('closed');
          expect(sys.actor).toBeNull();
        },
        verifying: () => {
          modelSeen.add('verifying');
          sys.expectOutcome('verifying', null);
          expect(sys.verifyEmail.calls.map((c) => c.input)).toEqual([{ token: TOKEN }]);
          expect(sys.refreshCustomer.calls).toHaveLength(0);
        },
        verified: () => {
          modelSeen.add('verified');
          sys.expectOutcome('verified', securityMessages.emailVerified);
          expect(sys.verifyEmail.calls).toHaveLength(1);
          expect(sys.refreshCustomer.calls).toHaveLength(1);
          expect(sys.snap.status).toBe('active');
        },
        invalid: () => {
          modelSeen.add('invalid');
          sys.expectOutcome('failed', sent ? rejectionMessage(lastStatus) : securityMessages.verificationInvalid);
          expect(sys.verifyEmail.calls).toHaveLength(sent);
          expect(sys.refreshCustomer.calls).toHaveLength(0);
          expect(sys.snap.matches('refused')).toBe(true);
          expect(sys.snap.status).toBe('done');
        },
        failed: () => {
          modelSeen.add('failed');
          sys.expectOutcome('failed', rejectionMessage(lastStatus));
          expect(sys.verifyEmail.calls).toHaveLength(1);
          expect(sys.refreshCustomer.calls).toHaveLength(0);
          expect(sys.snap.matches('failed')).toBe(true);
          expect(sys.snap.status).toBe('done');
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    expectEverythingWalked('verify email', verifyEmailMachine);
  });
});
