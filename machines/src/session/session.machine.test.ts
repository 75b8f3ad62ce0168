import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { User } from '@rihla/contract';
import { user } from '../test-support/fixtures.ts';
import { controllable, flush } from '../test-support/harness.ts';
import {
  selectIsLoggingOut,
  selectIsLogoutDialogOpen,
  selectIsSettled,
  selectIsSignedIn,
  selectShowOverlay,
  selectUser,
  sessionMachine,
  TOKEN_STORAGE_KEY,
  type SessionInput,
} from './session.machine.ts';

function start(input: SessionInput) {
  const fetchCustomer = controllable<User, { token: string }>();
  const revokeToken = controllable<void, { token: string }>();
  const persistToken = vi.fn();
  const forgetToken = vi.fn();
  const reloadPage = vi.fn();
  const machine = sessionMachine.provide({
    actors: { fetchCustomer: fetchCustomer.logic, revokeToken: revokeToken.logic },
    actions: {
      persistToken: (_, p) => persistToken(p),
      forgetToken: (_, p) => forgetToken(p),
      reloadPage,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, fetchCustomer, revokeToken, persistToken, forgetToken, reloadPage, snap: () => actor.getSnapshot() };
}

describe('session', () => {
  it('the token lives under the key "token"', () => {
    expect(TOKEN_STORAGE_KEY).toBe('token');
  });

  it('without a stored token the visitor is a settled guest and nothing is fetched', () => {
    const s = start({ token: null });
    expect(s.snap().value).toBe('guest');
    expect(selectIsSettled(s.snap())).toBe(true);
    expect(selectShowOverlay(s.snap())).toBe(false);
    expect(s.fetchCustomer.calls).toHaveLength(0);
  });

  it('an empty stored token counts as none', () => {
    expect(start({ token: '' }).snap().value).toBe('guest');
  });

  it('a stored token without a user loads the customer under the overlay', async () => {
    const s = start({ token: 'abc' });
    expect(selectShowOverlay(s.snap())).toBe(true);
    expect(selectIsSettled(s.snap())).toBe(false);
    expect(s.fetchCustomer.last().input).toEqual({ token: 'abc' });
    s.fetchCustomer.last().resolve(user);
    await flush();
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(selectUser(s.snap())).toEqual(user);
    expect(selectShowOverlay(s.snap())).toBe(false);
    expect(s.forgetToken).not.toHaveBeenCalled();
  });

  it('a failed customer load removes the token and reloads the page', async () => {
    const s = start({ token: 'stale' });
    s.fetchCustomer.last().reject({ status: 401, message: 'Unauthenticated.' });
    await flush();
    expect(s.forgetToken).toHaveBeenCalledWith({ key: 'token' });
    expect(s.reloadPage).toHaveBeenCalledTimes(1);
    expect(s.snap().context).toEqual({ token: null, user: null });
    expect(selectShowOverlay(s.snap())).toBe(true);
    expect(s.snap().status).toBe('done');
  });

  it('a token with a known user is signed in at once', () => {
    const s = start({ token: 'abc', user });
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(s.fetchCustomer.calls).toHaveLength(0);
  });

  it('login or register stores the token and the user', () => {
    const s = start({ token: null });
    s.actor.send({ type: 'session.signedIn', token: 'new-token', user });
    expect(s.persistToken).toHaveBeenCalledWith({ key: 'token', token: 'new-token' });
    expect(s.snap().context).toEqual({ token: 'new-token', user });
    expect(selectIsSignedIn(s.snap())).toBe(true);
  });

  it('logout asks first; cancel keeps the session', () => {
    const s = start({ token: 'abc', user });
    s.actor.send({ type: 'session.logout' });
    expect(selectIsLogoutDialogOpen(s.snap())).toBe(true);
    s.actor.send({ type: 'session.logoutCancel' });
    expect(selectIsLogoutDialogOpen(s.snap())).toBe(false);
    expect(selectIsSignedIn(s.snap())).toBe(true);
    expect(s.revokeToken.calls).toHaveLength(0);
  });

  it('confirmed logout revokes on the server, then removes the token and clears the user', async () => {
    const s = start({ token: 'abc', user });
    s.actor.send({ type: 'session.logout' });
    s.actor.send({ type: 'session.logoutConfirm' });
    s.actor.send({ type: 'session.logoutConfirm' });
    expect(selectIsLoggingOut(s.snap())).toBe(true);
    expect(s.revokeToken.calls).toHaveLength(1);
    expect(s.revokeToken.last().input).toEqual({ token: 'abc' });
    s.revokeToken.last().resolve();
    await flush();
    expect(s.forgetToken).toHaveBeenCalledWith({ key: 'token' });
    expect(s.snap().context).toEqual({ token: null, user: null });
    expect(s.snap().value).toBe('guest');
  });

  it('logout clears locally even when the revoke call fails', async () => {
    const s = start({ token: 'abc', user });
    s.actor.send({ type: 'session.logout' });
    s.actor.send({ type: 'session.logoutConfirm' });
    s.revokeToken.last().reject(new Error('offline'));
    await flush();
    expect(s.forgetToken).toHaveBeenCalledWith({ key: 'token' });
    expect(s.snap().value).toBe('guest');
    expect(selectUser(s.snap())).toBeNull();
  });

  it('a saved profile updates the user; an expired token signs out locally', () => {
    const s = start({ token: 'abc', user });
    s.actor.send({ type: 'session.userUpdated', user: { ...user, name: 'سارة محمد' } });
    expect(selectUser(s.snap())?.name).toBe('سارة محمد');
    s.actor.send({ type: 'session.expired' });
    expect(s.forgetToken).toHaveBeenCalledWith({ key: 'token' });
    expect(s.snap().value).toBe('guest');
    expect(s.reloadPage).not.toHaveBeenCalled();
  });

  it('a token the server expired (idle or too old: 401) is forgotten without a server logout', () => {
    // Issue 12, item 7: the API deletes an expired token and answers 401; the app sends session.expired.
    const s = start({ token: 'expired-token', user });
    s.actor.send({ type: 'session.expired' });
    expect(s.forgetToken).toHaveBeenCalledWith({ key: 'token' });
    expect(s.revokeToken.calls).toHaveLength(0);
    expect(s.snap().context).toEqual({ token: null, user: null });
    expect(selectIsSignedIn(s.snap())).toBe(false);
  });

  it('a guest cannot log out and a signed-in user is not signed in twice', () => {
    const s = start({ token: null });
    s.actor.send({ type: 'session.logout' });
    expect(s.snap().value).toBe('guest');
    const t = start({ token: 'abc', user });
    t.actor.send({ type: 'session.signedIn', token: 'other', user });
    expect(t.snap().context.token).toBe('abc');
    expect(t.persistToken).not.toHaveBeenCalled();
  });

  it('without provided actors a stored token fails into the reload', async () => {
    const reloadPage = vi.fn();
    createActor(sessionMachine.provide({ actions: { reloadPage } }), { input: { token: 'x' } }).start();
    await flush();
    expect(reloadPage).toHaveBeenCalled();
  });
});
