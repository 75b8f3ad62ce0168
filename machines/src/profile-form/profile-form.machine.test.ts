import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, successMessages, validationMessages, type ProfileUpdatePayload } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import { user } from '../test-support/fixtures.ts';
import {
  genderOptions,
  profileFormMachine,
  profilePayload,
  profileValuesFrom,
  validateProfileForm,
} from './profile-form.machine.ts';

function start(u = user) {
  const submit = controllable<unknown, { payload: ProfileUpdatePayload }>();
  const actor = createActor(profileFormMachine.provide({ actors: { submit: submit.logic } }), {
    input: { values: profileValuesFrom(u) },
  }).start();
  return { actor, submit, snap: () => actor.getSnapshot() };
}

describe('profile form', () => {
  it('save is disabled until something changed', () => {
    const f = start();
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
    f.actor.send({ type: 'form.change', values: { name: 'سارة محمد العتيبي' } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(true);
    f.actor.send({ type: 'form.change', values: { name: user.name } });
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
  });

  it('sends only the changed fields, and the saved values become the baseline', async () => {
    const f = start();
    f.actor.send({ type: 'form.change', values: { birthday: '1990-01-02' } });
    f.actor.send({ type: 'form.submit' });
    expect(f.submit.last().input.payload).toEqual({ birthday: '1990-01-02' });
    f.submit.last().resolve(undefined);
    await flush();
    expect(f.snap().context.success).toBe(successMessages.profileUpdated);
    expect(f.snap().can({ type: 'form.submit' })).toBe(false);
  });

  it("offers 'unknown' only to a user without a gender, and sends it as null", () => {
    expect(genderOptions(user)).toEqual(['male', 'female']);
    expect(genderOptions({ gender: null })).toEqual(['male', 'female', 'unknown']);
    const initial = profileValuesFrom({ ...user, gender: null });
    expect(profilePayload({ ...initial, gender: 'unknown' }, initial)).toEqual({});
    expect(profilePayload({ ...initial, gender: 'male' }, initial)).toEqual({ gender: 'male' });
    const male = profileValuesFrom({ ...user, gender: 'male' });
    expect(profilePayload({ ...male, gender: 'unknown' }, male)).toEqual({ gender: null });
  });

  it('name of at least 6 characters and no birth date in the future', () => {
    expect(validateProfileForm({ name: 'سارة ع', birthday: null, gender: null }, '2026-11-22')).toEqual({});
    expect(validateProfileForm({ name: 'سارةع', birthday: '2026-11-23', gender: null }, '2026-11-22')).toEqual({
      name: validationMessages.name,
      birthday: validationMessages.birthdayFuture,
    });
  });

  it.each([
    [{ status: 400 }, errorMessages.profileInput],
    [{ status: 429 }, errorMessages.profileInput],
    [{ status: 500 }, errorMessages.server],
  ])('error %j shows %s', async (error, message) => {
    const f = start();
    f.actor.send({ type: 'form.change', values: { name: 'اسم جديد طويل' } });
    f.actor.send({ type: 'form.submit' });
    f.submit.last().reject(error);
    await flush();
    expect(f.snap().context.error).toBe(message);
  });
});
