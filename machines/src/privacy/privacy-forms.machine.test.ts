import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controllable, flush } from '../test-support/harness.ts';
import {
  deleteAccountFormMachine,
  exportDataFormMachine,
  privacyErrorMessage,
  REAUTH_NEEDED,
  validateReauth,
} from './privacy-forms.machine.ts';

// Issue 29, items 7–8: the password or the e-mailed code, one of them, and the server's words back.
describe('the data-rights forms', () => {
  it('need the password or a code', () => {
    expect(validateReauth({ password: '', code: ' ' })).toEqual({ password: REAUTH_NEEDED });
    expect(validateReauth({ password: 'x', code: '' })).toEqual({});
    expect(validateReauth({ password: '', code: '123456' })).toEqual({});
  });

  it('send the password when there is one, else the code, and say the server’s refusal', async () => {
    const submit = controllable<void, { payload: { password?: string; code?: string } }>();
    const actor = createActor(exportDataFormMachine.provide({ actors: { submit: submit.logic } }), { input: {} }).start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.change', values: { code: ' 123456 ' } });
    actor.send({ type: 'form.submit' });
    expect(submit.last().input.payload).toEqual({ code: '123456' });
    submit.last().reject({ status: 422, message: 'x', errors: { code: ['الرمز غير صحيح أو انتهت صلاحيته، اطلب رمزًا جديدًا'] } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('الرمز غير صحيح أو انتهت صلاحيته، اطلب رمزًا جديدًا');
  });

  it('says why an account cannot go yet (409) in the server’s words', () => {
    expect(privacyErrorMessage({ status: 409, message: 'لديك حجوزات قادمة', errors: { bookings: ['12'] } })).toBe(
      'لديك حجوزات قادمة',
    );
    expect(privacyErrorMessage({ status: 429, message: '' })).toContain('طلبات كثيرة');
    expect(deleteAccountFormMachine.id).toBe('deleteAccountForm');
  });
});
