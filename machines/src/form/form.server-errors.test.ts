import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorMessages, type AuthResponse, type LoginPayload } from '@rihla/contract';
import { controllable, flush } from '../test-support/harness.ts';
import {
  staffInviteFormMachine,
  staffPasswordFormMachine,
  validateStaffInvite,
  type StaffInviteValues,
  type StaffPasswordValues,
} from '../staff-sign-in/staff-forms.machine.ts';
import { loginFormMachine, validateLoginForm } from '../login-form/login-form.machine.ts';
import { defaultServerField, placeServerErrors, selectServerErrors, selectVisibleErrors } from './form.machine.ts';

// Issue 31, item 12: a back-office form the server refuses field by field shows each message next to
// its field, not in a banner away from the form; a refusal that names no field stays in the banner.

function startInvite() {
  const submit = controllable<{ link: string }, { payload: StaffInviteValues }>();
  const actor = createActor(staffInviteFormMachine.provide({ actors: { submit: submit.logic } }), { input: {} }).start();
  actor.send({ type: 'form.change', values: { name: 'منى', email: 'mona@rihla.example' } });
  actor.send({ type: 'form.submit' });
  return { actor, submit };
}

describe('a refusal that names fields', () => {
  it('puts the 409’s errors.email next to the e-mail, with no banner, until the e-mail changes', async () => {
    const { actor, submit } = startInvite();
    submit.last().reject({ status: 409, message: errorMessages.staffExists, errors: { email: [errorMessages.staffExists] } });
    await flush();
    const s = actor.getSnapshot();
    expect(s.context.error).toBeNull();
    expect(selectServerErrors(s)).toEqual({ email: errorMessages.staffExists });
    expect(selectVisibleErrors(s, validateStaffInvite)).toEqual({ email: errorMessages.staffExists });
    actor.send({ type: 'form.change', values: { name: 'منى س.' } });
    expect(selectVisibleErrors(actor.getSnapshot(), validateStaffInvite)).toEqual({ email: errorMessages.staffExists });
    actor.send({ type: 'form.change', values: { email: 'mona.s@rihla.example' } });
    expect(selectVisibleErrors(actor.getSnapshot(), validateStaffInvite)).toEqual({});
  });

  it('keeps the banner for a refusal that names no field of the form, or not only such fields', async () => {
    const { actor, submit } = startInvite();
    submit.last().reject({ status: 422, message: 'مرفوض', errors: { email: ['بريد مرفوض'], team: ['فريق مرفوض'] } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('مرفوض');
    expect(selectServerErrors(actor.getSnapshot())).toEqual({ email: 'بريد مرفوض' });
    // Sent again: the old messages go.
    actor.send({ type: 'form.submit' });
    expect(selectServerErrors(actor.getSnapshot())).toEqual({});
  });

  it('set-password: an expired link (token) is the banner’s, a weak password the field’s', async () => {
    const submit = controllable<unknown, { payload: StaffPasswordValues }>();
    const actor = createActor(staffPasswordFormMachine.provide({ actors: { submit: submit.logic } }), {
      input: { values: { token: 't' } },
    }).start();
    actor.send({ type: 'form.change', values: { password: 'جملة طويلة تتذكرها', password_confirmation: 'جملة طويلة تتذكرها' } });
    actor.send({ type: 'form.submit' });
    submit.last().reject({ status: 400, message: errorMessages.staffLinkInvalid, errors: { token: ['x'] } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(errorMessages.staffLinkInvalid);
    actor.send({ type: 'form.submit' });
    submit.last().reject({ status: 422, message: 'ضعيفة', errors: { password: ['ضعيفة'] } });
    await flush();
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(selectServerErrors(actor.getSnapshot())).toEqual({ password: 'ضعيفة' });
  });

  it('a customer form without serverField keeps its banner only, as before', async () => {
    const submit = controllable<AuthResponse, { payload: LoginPayload }>();
    const actor = createActor(loginFormMachine.provide({ actors: { submit: submit.logic } }), { input: {} }).start();
    actor.send({ type: 'form.change', values: { email: 'sara@example.com', password: 'secret123' } });
    actor.send({ type: 'form.submit' });
    submit.last().reject({ status: 401, message: 'x', errors: { email: ['y'] } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(errorMessages.login401);
    expect(selectVisibleErrors(actor.getSnapshot(), validateLoginForm)).toEqual({});
  });

  it('finds a field by its key or the name before an index', () => {
    expect(defaultServerField('terms.2', { terms: [] })).toBe('terms');
    expect(defaultServerField('terms[2]', { terms: [] })).toBe('terms');
    expect(defaultServerField('other', { terms: [] })).toBeNull();
    expect(placeServerErrors({ terms: ['a', 'b'] }, { terms: [] }, defaultServerField)).toEqual({
      byField: { terms: 'a' },
      allPlaced: true,
    });
    expect(placeServerErrors({}, { terms: [] }, defaultServerField).allPlaced).toBe(false);
  });
});
