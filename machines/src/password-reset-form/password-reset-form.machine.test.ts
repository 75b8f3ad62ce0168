import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, successMessages } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { passwordResetFormMachine } from './password-reset-form.machine.ts';

function start() {
  const submit = controllable<unknown, { payload: { email: string } }>();
  const actor = createActor(passwordResetFormMachine.provide({ actors: { submit: submit.logic } }), { input: {} }).start();
  return { actor, submit, snap: () => actor.getSnapshot() };
}

describe('password-reset request form', () => {
  it('needs a valid e-mail and shows the success banner', async () => {
    const f = start();
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
    f.actor.send({ type: 'form.change', values: { email: ' sara@example.com' } });
    f.actor.send({ type: 'form.submit' });
    expect(f.submit.last().input.payload).toEqual({ email: 'sara@example.com' });
    f.submit.last().resolve(undefined);
    await flush();
    expect(f.snap().context.success).toBe(successMessages.resetSent);
  });

  it.each([
    [{ status: 404 }, errorMessages.resetNotFound],
    [{ status: 500 }, errorMessages.server],
  ])('error %j shows %s', async (error, message) => {
    const f = start();
    f.actor.send({ type: 'form.change', values: { email: 'sara@example.com' } });
    f.actor.send({ type: 'form.submit' });
    f.submit.last().reject(error);
    await flush();
    expect(f.snap().context.error).toBe(message);
    expect(f.snap().context.success).toBeNull();
  });
});
