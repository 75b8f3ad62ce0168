import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { errorMessages, validationMessages, type AuthResponse, type LoginPayload } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { user } from '../test-support/fixtures.ts';
import { loginFormMachine, validateLoginForm } from '../login-form/login-form.machine.ts';
import { selectIsSubmitting, selectVisibleErrors } from './form.machine.ts';

// The factory's behaviour, through the login form; the other forms test only their own rules.
function startLogin() {
  const submit = controllable<AuthResponse, { payload: LoginPayload }>();
  const succeeded = vi.fn();
  const machine = loginFormMachine.provide({ actors: { submit: submit.logic }, actions: { succeeded: (_, p) => succeeded(p) } });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, submit, succeeded, snap: () => actor.getSnapshot() };
}

describe('form factory (login form)', () => {
  it('submit is enabled only with a valid e-mail and password', () => {
    const f = startLogin();
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
    f.actor.send({ type: 'form.change', values: { email: 'sara@example', password: 'secret123' } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
    f.actor.send({ type: 'form.change', values: { email: ' sara@example.com ' } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(true);
    f.actor.send({ type: 'form.change', values: { password: 'كلمةسر123' } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
  });

  it('shows a field message only once the field was left', () => {
    const f = startLogin();
    f.actor.send({ type: 'form.change', values: { email: 'x' } });
    expect(selectVisibleErrors(f.snap(), validateLoginForm)).toEqual({});
    f.actor.send({ type: 'form.blur', field: 'email' });
    expect(selectVisibleErrors(f.snap(), validateLoginForm)).toEqual({ email: validationMessages.email });
  });

  it('sends the trimmed payload once and reports success', async () => {
    const f = startLogin();
    f.actor.send({ type: 'form.change', values: { email: ' sara@example.com ', password: 'secret123' } });
    f.actor.send({ type: 'form.submit' });
    f.actor.send({ type: 'form.submit' });
    expect(selectIsSubmitting(f.snap())).toBe(true);
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
    expect(f.submit.calls).toHaveLength(1);
    expect(f.submit.last().input.payload).toEqual({ email: 'sara@example.com', password: 'secret123' });
    f.submit.last().resolve({ access_token: 't', user });
    await flush();
    expect(f.succeeded).toHaveBeenCalledWith({
      result: { access_token: 't', user },
      values: { email: ' sara@example.com ', password: 'secret123' },
    });
    expect(f.snap().context.result).toEqual({ access_token: 't', user });
  });

  it.each([
    [{ status: 401, message: 'Invalid' }, errorMessages.login401],
    [{ status: 500 }, errorMessages.server],
    [new Error('offline'), errorMessages.server],
  ])('login error %j shows %s; dismiss (the login/register toggle) clears it', async (error, message) => {
    const f = startLogin();
    f.actor.send({ type: 'form.change', values: { email: 'sara@example.com', password: 'secret123' } });
    f.actor.send({ type: 'form.submit' });
    f.submit.last().reject(error);
    await flush();
    expect(f.snap().context.error).toBe(message);
    expect(f.snap().can({ type: 'form.submit' })).toBe(true);
    f.actor.send({ type: 'form.dismiss' });
    expect(f.snap().context.error).toBeNull();
  });

  it('reset returns to the initial values', () => {
    const f = startLogin();
    f.actor.send({ type: 'form.change', values: { email: 'a@b.co' } });
    f.actor.send({ type: 'form.reset' });
    expect(f.snap().context.values).toEqual({ email: '', password: '' });
  });

  it('fails loudly when the app forgot to provide the call', async () => {
    const actor = createActor(loginFormMachine as AnyStateMachine).start();
    actor.send({ type: 'form.change', values: { email: 'sara@example.com', password: 'secret123' } });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(errorMessages.server);
  });
});
