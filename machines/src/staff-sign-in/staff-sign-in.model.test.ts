import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { errorMessages, type StaffLoginAnswer, type StaffSession } from '@rihla/contract';
import {
  activeLeaves,
  controllable,
  edgeCoveringPaths,
  flush,
  leafStates,
  modelEdges,
  walkedEdges,
  walkPaths,
} from '../test-support/harness.ts';
import { selectIsBusy, selectStep, staffSignInMachine } from './staff-sign-in.machine.ts';

// The back office's sign-in (issue 17) as an abstract model: the staff member's steps and the
// server's answers. Each path is played on a fresh real actor; after every step the real actor must
// mean what the model state says.
const model = createMachine({
  id: 'staffSignInSpec',
  types: {} as { events: { type: string; status?: number } },
  initial: 'password',
  states: {
    password: { on: { 'user.sendPassword': 'checkingPassword' } },
    checkingPassword: {
      on: {
        'server.firstTime': 'settingUp',
        'server.knownDevice': 'askingCode',
        'server.refused': 'passwordRefused',
      },
    },
    passwordRefused: { on: { 'user.sendPassword': 'checkingPassword' } },
    settingUp: { on: { 'user.sendCode': 'checkingSetUpCode' } },
    checkingSetUpCode: {
      on: { 'server.accepted': 'showingRecoveryCodes', 'server.wrongCode': 'settingUp', 'server.challengeGone': 'password' },
    },
    showingRecoveryCodes: { on: { 'user.keptCodes': 'signedIn' } },
    askingCode: { on: { 'user.sendCode': 'checkingCode', 'user.useRecovery': 'askingRecovery' } },
    askingRecovery: { on: { 'user.sendRecovery': 'checkingCode', 'user.useApp': 'askingCode' } },
    checkingCode: { on: { 'server.accepted': 'signedIn', 'server.wrongCode': 'askingCode', 'server.challengeGone': 'password' } },
    signedIn: {},
  },
});

const session = (withCodes: boolean): StaffSession => ({
  access_token: 'staff-token-0123456789',
  staff: {
    id: 1,
    email: 'a@rihla.example',
    name: 'ليلى',
    role: 'admin',
    has_second_factor: true,
    disabled: false,
    created_at: '2026-11-23T00:00:00Z',
  },
  recovery_codes: withCodes ? ['abcd-efgh-jkmn'] : null,
});
const setup = {
  challenge: 'c1',
  step: 'totp-setup',
  setup: { uri: 'otpauth://totp/x', qr_svg: '<svg/>', secret: 'ABC' },
} satisfies StaffLoginAnswer;
const known = { challenge: 'c2', step: 'totp', setup: null } satisfies StaffLoginAnswer;

class System {
  login = controllable<StaffLoginAnswer, { email: string; password: string }>();
  second = controllable<StaffSession, { challenge: string; code?: string; recovery_code?: string }>();
  signedIn = vi.fn();
  actor: Actor<typeof staffSignInMachine>;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
    const machine = staffSignInMachine.provide({
      actors: { login: this.login.logic, secondFactor: this.second.logic },
      actions: { signedIn: (_, p) => this.signedIn(p) },
    });
    this.actor = createActor(machine).start();
  }
  get snap() {
    const s = this.actor.getSnapshot();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
}

const stateModel = createTestModel(model, { serializeTransition: () => '' });
const paths = walkPaths(
  stateModel.getSimplePaths(),
  edgeCoveringPaths(createTestModel(model, { serializeTransition: () => '' })),
);
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`staff sign-in model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let lastCall: 'login' | 'second' = 'login';
    await path.test({
      events: {
        'user.sendPassword': () => {
          sys.actor.send({ type: 'signIn.edit', values: { email: 'a@rihla.example', password: 'a long passphrase' } });
          sys.actor.send({ type: 'signIn.submit' });
          sys.actor.send({ type: 'signIn.submit' });
          lastCall = 'login';
        },
        'user.sendCode': () => {
          sys.actor.send({ type: 'signIn.edit', values: { code: '١٢٣٤٥٦' } });
          sys.actor.send({ type: 'signIn.submit' });
          lastCall = 'second';
        },
        'user.useRecovery': () => sys.actor.send({ type: 'signIn.useRecoveryCode', on: true }),
        'user.useApp': () => sys.actor.send({ type: 'signIn.useRecoveryCode', on: false }),
        'user.sendRecovery': () => {
          sys.actor.send({ type: 'signIn.edit', values: { recoveryCode: 'abcd-efgh-jkmn' } });
          sys.actor.send({ type: 'signIn.submit' });
          lastCall = 'second';
        },
        'user.keptCodes': () => sys.actor.send({ type: 'signIn.codesKept' }),
        'server.firstTime': async () => {
          sys.login.last().resolve(setup);
          await flush();
        },
        'server.knownDevice': async () => {
          sys.login.last().resolve(known);
          await flush();
        },
        'server.refused': async () => {
          sys.login.last().reject({ status: 401, message: 'x' });
          await flush();
        },
        'server.accepted': async () => {
          const setUp = sys.snap.context.login?.step === 'totp-setup';
          sys.second.last().resolve(session(setUp));
          await flush();
        },
        'server.wrongCode': async () => {
          sys.second.last().reject({ status: 401, message: errorMessages.staffCodeInvalid });
          await flush();
        },
        'server.challengeGone': async () => {
          sys.second.last().reject({ status: 401, message: errorMessages.staffChallengeExpired });
          await flush();
        },
      },
      states: {
        password: () => {
          modelSeen.add('password');
          expect(selectStep(sys.snap)).toBe('password');
          expect(selectIsBusy(sys.snap)).toBe(false);
          if (lastCall === 'second') expect(sys.snap.context.error).toBe(errorMessages.staffChallengeExpired);
        },
        checkingPassword: () => {
          modelSeen.add('checkingPassword');
          expect(selectIsBusy(sys.snap)).toBe(true);
          expect(sys.login.last().input).toEqual({ email: 'a@rihla.example', password: 'a long passphrase' });
        },
        passwordRefused: () => {
          modelSeen.add('passwordRefused');
          expect(selectStep(sys.snap)).toBe('password');
          expect(sys.snap.context.error).toBe(errorMessages.login401);
        },
        settingUp: () => {
          modelSeen.add('settingUp');
          expect(selectStep(sys.snap)).toBe('code');
          expect(sys.snap.context.login?.setup?.qr_svg).toBe('<svg/>');
          // No recovery code while the app is being set up.
          expect(sys.snap.can({ type: 'signIn.useRecoveryCode', on: true })).toBe(false);
          expect(sys.snap.context.values.password).toBe('');
        },
        checkingSetUpCode: () => {
          modelSeen.add('checkingSetUpCode');
          expect(sys.second.last().input).toEqual({ challenge: 'c1', code: '123456' });
        },
        showingRecoveryCodes: () => {
          modelSeen.add('showingRecoveryCodes');
          expect(selectStep(sys.snap)).toBe('recoveryCodes');
          expect(sys.signedIn).not.toHaveBeenCalled();
        },
        askingCode: () => {
          modelSeen.add('askingCode');
          expect(selectStep(sys.snap)).toBe('code');
          expect(sys.snap.context.useRecoveryCode).toBe(false);
        },
        askingRecovery: () => {
          modelSeen.add('askingRecovery');
          expect(sys.snap.context.useRecoveryCode).toBe(true);
        },
        checkingCode: () => {
          modelSeen.add('checkingCode');
          const input = sys.second.last().input;
          expect(input.challenge).toBe('c2');
          expect(input.code ?? input.recovery_code).toBeTruthy();
        },
        signedIn: () => {
          modelSeen.add('signedIn');
          expect(selectStep(sys.snap)).toBe('signedIn');
          expect(sys.signedIn).toHaveBeenCalledTimes(1);
          expect(sys.signedIn.mock.calls[0]![0].session.access_token).toBe('staff-token-0123456789');
        },
      },
    });
  });

  it('walked every state of the spec model and every state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(staffSignInMachine);
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(stateModel.getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `staff sign-in model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; machine states ${seen.size}/${machineStates.length}`,
    );
  });
});

describe('staffSignInError (issue 29)', () => {
  it('shows the lock’s own message on a 429, and the generic one when there is none', async () => {
    const { staffSignInError } = await import('./staff-sign-in.machine.ts');
    expect(staffSignInError({ status: 429, message: errorMessages.staffLocked }, 'code')).toBe(errorMessages.staffLocked);
    expect(staffSignInError({ status: 429 }, 'password')).toBe(errorMessages.tooManyRequests);
  });
});
