import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { User } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { emailFormMachine, passwordFormMachine, validatePasswordForm, validatePhoneForm } from './credential-forms.machine.ts';

// Issue 31, item 9: the account page's e-mail, phone and password forms.
describe('the credential forms', () => {
  it('a new e-mail is sent only once it differs and is valid; the server’s refusal is shown', async () => {
    const submit = controllable<User, { payload: { email: string; password?: string } }>();
    const actor = createActor(emailFormMachine.provide({ actors: { submit: submit.logic } }), {
      input: { values: { email: 'sara@example.com', password: '' } },
    }).start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.change', values: { email: 'new@example.com', password: 'Passw0rdOk' } });
    actor.send({ type: 'form.submit' });
    expect(submit.last().input.payload).toEqual({ email: 'new@example.com', password: 'Passw0rdOk' });
    submit.last().reject({ status: 422, message: 'x', errors: { email: ['هناك حساب آخر بنفس البريد الإلكتروني'] } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('هناك حساب آخر بنفس البريد الإلكتروني');
  });

  it('a password follows the customer rule and its confirmation matches', () => {
    expect(
      validatePasswordForm({ current_password: 'x', password: 'short', password_confirmation: 'short' }).password,
    ).toBeTruthy();
    expect(
      validatePasswordForm({ current_password: 'x', password: 'NewPassw0rd', password_confirmation: 'Other1234' })
        .password_confirmation,
    ).toBeTruthy();
    expect(
      validatePasswordForm({ current_password: 'x', password: 'NewPassw0rd', password_confirmation: 'NewPassw0rd' }),
    ).toEqual({});
    const actor = createActor(passwordFormMachine, { input: {} }).start();
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('a phone is read in its country', () => {
    expect(validatePhoneForm({ phone_number: '+966501234567', country_code: 'sa' })).toEqual({});
    expect(validatePhoneForm({ phone_number: '+96612', country_code: 'sa' }).phone_number).toBeTruthy();
  });
});
