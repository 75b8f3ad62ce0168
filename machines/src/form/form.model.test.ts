import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { errorMessages, successMessages, validationMessages, type LoginPayload } from '@rihla/contract';
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
import { user } from '../test-support/fixtures.ts';
import { loginFormMachine, validateLoginForm } from '../login-form/login-form.machine.ts';
import { profileFormMachine, profileValuesFrom } from '../profile-form/profile-form.machine.ts';
import { selectIsSubmitting, selectVisibleErrors, type FormContext, type FormEvent } from './form.machine.ts';

// The form factory (docs/product.md ("Validation", "Errors")) as an abstract model, played through two real forms: the
// login form (any valid values may be sent) and the profile form (valid values that differ from the
// saved ones). Its events are what the outside world does: the visitor typing, leaving a field,
// submitting, dismissing the banner or resetting, and the server answering. Each path is played on a
// fresh real actor; after each step the submit button, the banner, the values, the calls and the
// `succeeded` notifications must be what the model state says.
const model = createMachine({
  id: 'formSpec',
  initial: 'pageOpened',
  states: {
    pageOpened: { on: { 'open.login': 'login', 'open.profile': 'profile' } },
    login: {
      initial: 'empty',
      states: {
        empty: { on: { 'user.fillsValid': 'valid', 'user.fillsInvalid': 'invalid', 'user.submit': 'empty' } },
        invalid: {
          on: { 'user.fillsValid': 'valid', 'user.leavesField': 'invalid', 'user.submit': 'invalid', 'user.reset': 'empty' },
        },
        valid: { on: { 'user.submit': 'sending', 'user.fillsInvalid': 'invalid', 'user.reset': 'empty' } },
        sending: {
          on: {
            'user.submit': 'sending',
            'server.ok': 'signedIn',
            'server.rejected401': 'failed',
            'server.rejected422': 'failed',
            'server.rejected429': 'failed',
            'server.offline': 'failed',
          },
        },
        // The app leaves the page here; the form itself stays valid and could send again.
        signedIn: { on: { 'user.submit': 'sending' } },
        failed: {
          on: { 'user.submit': 'sending', 'user.fillsValid': 'failed', 'user.dismiss': 'valid', 'user.reset': 'empty' },
        },
      },
    },
    profile: {
      initial: 'unchanged',
      states: {
        unchanged: { on: { 'user.fillsValid': 'changed', 'user.fillsInvalid': 'invalid', 'user.submit': 'unchanged' } },
        invalid: { on: { 'user.fillsValid': 'changed', 'user.undoes': 'unchanged', 'user.submit': 'invalid' } },
        changed: {
          on: { 'user.submit': 'sending', 'user.undoes': 'unchanged', 'user.fillsInvalid': 'invalid', 'user.reset': 'unchanged' },
        },
        sending: {
          on: { 'user.submit': 'sending', 'server.ok': 'saved', 'server.rejected400': 'failed', 'server.offline': 'failed' },
        },
        saved: { on: { 'user.submit': 'saved', 'user.dismiss': 'unchanged', 'user.fillsValid': 'changed' } },
        failed: { on: { 'user.submit': 'sending', 'user.dismiss': 'changed', 'user.reset': 'unchanged' } },
      },
    },
  },
});

type Values = Record<string, unknown>;
/** What the test reads of either form's snapshot. */
interface FormView {
  context: FormContext<Values, unknown>;
  can(event: { type: 'form.submit' }): boolean;
  hasTag(tag: string): boolean;
  _nodes: unknown[];
}

/** The login form's field messages on screen (its rule, over the untyped view). */
const loginErrors = (s: FormView) => selectVisibleErrors(s, (v: Values) => validateLoginForm(v as LoginPayload));
const loginValues = (n: number) => ({ email: ` sara${n}@example.com `, password: 'secret123' });
const profileName = (n: number) => `سارة محمد ${'ا'.repeat(n)}`;

class System {
  submit = controllable<unknown, { payload: unknown }>();
  succeeded = vi.fn();
  send!: (event: FormEvent<Values>) => void;
  private read!: () => FormView;
  /** What the model expects: values on screen, the saved baseline, calls, notifications, banner. */
  values: Values = {};
  baseline: Values = {};
  sentValues: Values = {};
  result: unknown = null;
  calls = 0;
  successes = 0;
  error: string | null = null;
  touched = false;
  filled = 0;
  private readonly seen: Set<string>;
  constructor(seen: Set<string>) {
    this.seen = seen;
  }
  open(kind: 'login' | 'profile') {
    const impl = {
      actors: { submit: this.submit.logic as never },
      actions: { succeeded: (_: unknown, p: unknown) => this.succeeded(p) },
    };
    const actor =
      kind === 'login'
        ? createActor(loginFormMachine.provide(impl), { input: {} })
        : createActor(profileFormMachine.provide(impl), { input: { values: profileValuesFrom(user) } });
    actor.start();
    this.send = (event) => actor.send(event as never);
    this.read = () => actor.getSnapshot() as unknown as FormView;
    this.values = this.baseline = { ...this.snap.context.values };
  }
  get snap() {
    const s = this.read();
    for (const leaf of activeLeaves(s)) this.seen.add(leaf);
    return s;
  }
  change(values: Values) {
    this.values = { ...this.values, ...values };
    this.send({ type: 'form.change', values });
  }
  async answer(outcome: { result: unknown } | { error: unknown; message: string }) {
    if ('result' in outcome) {
      this.submit.last().resolve(outcome.result);
      this.result = outcome.result;
      this.baseline = this.sentValues;
      this.successes++;
    } else {
      this.submit.last().reject(outcome.error);
      this.error = outcome.message;
    }
    await flush();
  }
  /** The button, the spinner, the banner, the values and what was sent must be the model's. */
  expectForm(canSubmit: boolean, sending: boolean, success: string | null = null) {
    const { context } = this.snap;
    expect(this.snap.can({ type: 'form.submit' })).toBe(canSubmit);
    expect(selectIsSubmitting(this.snap)).toBe(sending);
    expect(context.values).toEqual(this.values);
    expect(context.initial).toEqual(this.baseline);
    expect(context.error).toBe(this.error);
    expect(context.success).toBe(success);
    expect(this.submit.calls).toHaveLength(this.calls);
    expect(this.succeeded).toHaveBeenCalledTimes(this.successes);
    if (this.successes) expect(this.succeeded).toHaveBeenLastCalledWith({ result: this.result, values: this.sentValues });
  }
}

const paths = walkPaths(
  createTestModel(model, { serializeTransition: () => '' }).getSimplePaths(),
  edgeCoveringPaths(createTestModel(model, { serializeTransition: () => '' })),
);
const seen = new Set<string>();
const modelSeen = new Set<string>();

describe(`form model (${paths.length} paths)`, () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const sys = new System(seen);
    let kind: 'login' | 'profile' = 'login';
    const visit = (state: string, check: () => void) => () => {
      modelSeen.add(state);
      check();
    };
    await path.test({
      events: {
        'open.login': () => sys.open((kind = 'login')),
        'open.profile': () => sys.open((kind = 'profile')),
        'user.fillsValid': () => sys.change(kind === 'login' ? loginValues(++sys.filled) : { name: profileName(++sys.filled) }),
        'user.fillsInvalid': () =>
          sys.change(kind === 'login' ? { email: 'sara@example', password: 'secret123' } : { name: 'سارة' }),
        'user.undoes': () => sys.change({ name: sys.baseline['name'] }),
        'user.leavesField': () => {
          sys.touched = true;
          sys.send({ type: 'form.blur', field: 'email' });
        },
        'user.submit': () => {
          const before = sys.snap;
          // Only a press on an enabled button sends; the second press while sending is the point.
          if (before.can({ type: 'form.submit' })) {
            sys.calls++;
            sys.sentValues = sys.values;
            sys.touched = true;
            sys.error = null;
          }
          sys.send({ type: 'form.submit' });
          sys.send({ type: 'form.submit' });
        },
        'user.dismiss': () => {
          sys.error = null;
          sys.send({ type: 'form.dismiss' });
        },
        'user.reset': () => {
          sys.values = sys.baseline;
          sys.touched = false;
          sys.error = null;
          sys.send({ type: 'form.reset' });
        },
        'server.ok': () => sys.answer({ result: kind === 'login' ? { access_token: 't', user } : undefined }),
        'server.rejected401': () => sys.answer({ error: { status: 401, message: 'Invalid' }, message: errorMessages.login401 }),
        'server.rejected422': () =>
          sys.answer({ error: { status: 422, errors: { email: ['البريد مرفوض'] } }, message: 'البريد مرفوض' }),
        'server.rejected429': () => sys.answer({ error: { status: 429 }, message: errorMessages.tooManyRequests }),
        'server.rejected400': () => sys.answer({ error: { status: 400 }, message: errorMessages.profileInput }),
        'server.offline': () => sys.answer({ error: new Error('offline'), message: errorMessages.server }),
      },
      states: {
        pageOpened: visit('pageOpened', () => {}),
        'login.empty': visit('login.empty', () => {
          sys.expectForm(false, false);
          expect(sys.values).toEqual({ email: '', password: '' });
          expect(loginErrors(sys.snap)).toEqual({});
        }),
        'login.invalid': visit('login.invalid', () => {
          sys.expectForm(false, false);
          // A field's message shows once the visitor left it (or pressed send, which touches all).
          expect(loginErrors(sys.snap)).toEqual(sys.touched ? { email: validationMessages.email } : {});
        }),
        'login.valid': visit('login.valid', () => {
          sys.expectForm(true, false);
          expect(loginErrors(sys.snap)).toEqual({});
        }),
        'login.sending': visit('login.sending', () => {
          sys.expectForm(false, true);
          const sent = sys.sentValues as { email: string; password: string };
          expect(sys.submit.last().input.payload).toEqual({ email: sent.email.trim(), password: sent.password });
          expect(sys.snap.context.touched).toEqual({ email: true, password: true });
        }),
        'login.signedIn': visit('login.signedIn', () => {
          // The login form has no success banner: the app leaves the page.
          sys.expectForm(true, false, null);
          expect(sys.snap.context.result).toEqual({ access_token: 't', user });
        }),
        'login.failed': visit('login.failed', () => {
          expect(sys.error).not.toBeNull();
          sys.expectForm(true, false);
        }),
        'profile.unchanged': visit('profile.unchanged', () => {
          sys.expectForm(false, false);
          expect(sys.values).toEqual(sys.baseline);
        }),
        'profile.invalid': visit('profile.invalid', () => sys.expectForm(false, false)),
        'profile.changed': visit('profile.changed', () => sys.expectForm(true, false)),
        'profile.sending': visit('profile.sending', () => {
          sys.expectForm(false, true);
          // Only the changed field is sent, measured against the baseline of that moment.
          expect(sys.submit.last().input.payload).toEqual({ name: sys.sentValues['name'] });
        }),
        'profile.saved': visit('profile.saved', () => {
          // The sent values are the new baseline: nothing left to send.
          sys.expectForm(false, false, successMessages.profileUpdated);
          expect(sys.baseline).toEqual(sys.values);
        }),
        'profile.failed': visit('profile.failed', () => {
          expect(sys.error).not.toBeNull();
          sys.expectForm(true, false);
        }),
      },
    });
  });

  it('walked every state and transition of the spec model and every state of the machine', () => {
    const modelStates = leafStates(model);
    const machineStates = leafStates(loginFormMachine);
    expect(leafStates(profileFormMachine)).toEqual(machineStates);
    expect([...modelSeen].sort()).toEqual(modelStates);
    expect([...seen].sort()).toEqual(machineStates);
    const edges = modelEdges(createTestModel(model, { serializeTransition: () => '' }).getAdjacencyMap());
    expect([...edges].filter((e) => !walkedEdges(paths).has(e))).toEqual([]);
    console.info(
      `form model: ${paths.length} paths walked; spec states ${modelSeen.size}/${modelStates.length}; ` +
        `spec transitions ${edges.size}/${edges.size}; machine states ${seen.size}/${machineStates.length} (${machineStates.join(', ')})`,
    );
  });
});
