import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, validationMessages, type AuthResponse, type RegisterPayload } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { registerFormMachine, validateRegisterForm } from './register-form.machine.ts';

const valid = {
  name: 'محمد العمري',
  email: 'mohammed@example.com',
  phone_number: '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧',
  password: 'secret123',
  password_confirmation: 'secret123',
};

function start(countryCode?: string) {
  const submit = controllable<AuthResponse, { payload: RegisterPayload }>();
  const actor = createActor(registerFormMachine.provide({ actors: { submit: submit.logic } }), {
    input: countryCode ? { values: { country_code: countryCode } } : undefined,
  }).start();
  return { actor, submit, snap: () => actor.getSnapshot() };
}

describe('register form', () => {
  it('defaults the country to sa, or the geo lookup country in lower case', () => {
    expect(start().snap().context.values.country_code).toBe('sa');
    expect(start('EG').snap().context.values.country_code).toBe('eg');
  });

  it('needs every field valid and the privacy consent', () => {
    const f = start();
    f.actor.send({ type: 'form.change', values: valid });
    expect(validateRegisterForm(f.snap().context.values)).toEqual({ privacy_consent: validationMessages.privacyConsent });
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
    f.actor.send({ type: 'form.change', values: { privacy_consent: true } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(true);
    f.actor.send({ type: 'form.change', values: { password_confirmation: 'secret124' } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
  });

  it('keeps only digits and the plus in the phone, and sends no consent field', () => {
    const f = start();
    f.actor.send({ type: 'form.change', values: { ...valid, privacy_consent: true } });
    expect(f.snap().context.values.phone_number).toBe('+966501234567');
    f.actor.send({ type: 'form.submit' });
    expect(f.submit.last().input.payload).toEqual({
      name: 'محمد العمري',
      email: 'mohammed@example.com',
      country_code: 'sa',
      phone_number: '+966501234567',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
  });

  it.each([
    [{ status: 422, errors: { phone_number: ['x'] } }, errorMessages.phoneTaken],
    [{ status: 422, errors: { email: ['x'] } }, errorMessages.emailTaken],
    [{ status: 422, errors: { name: ['الاسم مطلوب'] } }, 'الاسم مطلوب'],
    [{ status: 500 }, errorMessages.server],
  ])('error %j shows %s', async (error, message) => {
    const f = start();
    f.actor.send({ type: 'form.change', values: { ...valid, privacy_consent: true } });
    f.actor.send({ type: 'form.submit' });
    f.submit.last().reject(error);
    await flush();
    expect(f.snap().context.error).toBe(message);
  });
});
