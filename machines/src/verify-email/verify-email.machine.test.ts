import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, securityMessages } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import {
  selectIsFailed,
  selectIsVerified,
  selectIsVerifying,
  selectMessage,
  verifyEmailMachine,
} from './verify-email.machine.ts';

function open(token: string | null) {
  const verifyEmail = controllable<{ message: string }, { token: string }>();
  const refreshCustomer = controllable<void, unknown>();
  const machine = verifyEmailMachine.provide({
    actors: { verifyEmail: verifyEmail.logic, refreshCustomer: refreshCustomer.logic },
  });
  const actor = createActor(machine, { input: { token } }).start();
  return { actor, verifyEmail, refreshCustomer, snap: () => actor.getSnapshot() };
}

describe('verify email', () => {
  it('an address without a token sends nothing and says the link is invalid', () => {
    const f = open(null);
    expect(f.verifyEmail.calls).toHaveLength(0);
    expect(selectIsVerifying(f.snap())).toBe(false);
    expect(selectIsFailed(f.snap())).toBe(true);
    expect(selectMessage(f.snap())).toBe(securityMessages.verificationInvalid);
    expect(f.snap().status).toBe('done');
  });

  it('an empty token counts as none', () => {
    const f = open('');
    expect(f.verifyEmail.calls).toHaveLength(0);
    expect(selectMessage(f.snap())).toBe(securityMessages.verificationInvalid);
  });

  it('sends the token once, on start, and shows the server message', async () => {
    const f = open('tok-1');
    expect(f.verifyEmail.calls.map((c) => c.input)).toEqual([{ token: 'tok-1' }]);
    expect(selectIsVerifying(f.snap())).toBe(true);
    expect(selectMessage(f.snap())).toBeNull();
    f.verifyEmail.last().resolve({ message: 'تم' });
    await flush();
    expect(selectIsVerified(f.snap())).toBe(true);
    expect(selectMessage(f.snap())).toBe('تم');
    expect(f.verifyEmail.calls).toHaveLength(1);
  });

  it('refreshes the customer once after verifying; a failed refresh changes nothing', async () => {
    const f = open('tok-1');
    expect(f.refreshCustomer.calls).toHaveLength(0);
    f.verifyEmail.last().resolve({ message: 'تم' });
    await flush();
    expect(f.refreshCustomer.calls).toHaveLength(1);
    f.refreshCustomer.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(selectIsVerified(f.snap())).toBe(true);
    expect(selectMessage(f.snap())).toBe('تم');
    expect(f.snap().status).toBe('active');
  });

  it("a refused link shows the server's reason and ends there", async () => {
    const f = open('used');
    f.verifyEmail.last().reject({ status: 422, message: securityMessages.verificationInvalid });
    await flush();
    expect(selectIsFailed(f.snap())).toBe(true);
    expect(f.snap().matches('refused')).toBe(true);
    expect(selectMessage(f.snap())).toBe(securityMessages.verificationInvalid);
    expect(f.snap().status).toBe('done');
  });

  it('a network failure or 5xx shows the server text and offers no retry', async () => {
    const f = open('tok-1');
    f.verifyEmail.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(f.snap().matches('failed')).toBe(true);
    expect(selectMessage(f.snap())).toBe(errorMessages.server);
    expect(f.snap().status).toBe('done');
    expect(f.verifyEmail.calls).toHaveLength(1);
  });

  it("429 is no verdict on the link: failed, with the server's words", async () => {
    const f = open('tok-1');
    f.verifyEmail.last().reject({ status: 429, message: errorMessages.tooManyRequests });
    await flush();
    expect(f.snap().matches('failed')).toBe(true);
    expect(selectMessage(f.snap())).toBe(errorMessages.tooManyRequests);
  });

  it('the default call throws "not provided", which reads as a failure', async () => {
    const actor = createActor(verifyEmailMachine, { input: { token: 'tok-1' } }).start();
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toBe(errorMessages.server);
  });
});
