import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { selectIsSignedIn } from '@rihla/machines/session/session.machine';
import { fakeApi } from '../testing/fake-api.ts';
import { customer } from '../testing/fixtures.ts';
import { sessionActor } from '../lib/session.ts';
import { startCustomerCheck, takeCustomerCheck } from './early-customer.ts';

// main.tsx starts the stored token's check before the session's code has arrived (issue 28): the
// session machine takes that answer instead of asking again.
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the early session check', () => {
  it('is asked once, by main.tsx, and the session signs in with its answer', async () => {
    localStorage.setItem('token', 'tok-1');
    const api = fakeApi({ 'GET /api/customer': { data: { user: customer } } });
    startCustomerCheck();
    startCustomerCheck(); // once a page
    await waitFor(() => expect(api.calls).toEqual(['GET /api/customer']));
    const session = sessionActor();
    await waitFor(() => expect(selectIsSignedIn(session.getSnapshot())).toBe(true));
    expect(session.getSnapshot().context.user).toEqual(customer);
    expect(api.calls).toEqual(['GET /api/customer']);
  });

  it('asks nothing without a token, and gives its answer only for the token it was asked with, once', async () => {
    const api = fakeApi({ 'GET /api/customer': { data: { user: customer } } });
    startCustomerCheck();
    expect(takeCustomerCheck('tok-2')).toBeNull();
    localStorage.setItem('token', 'tok-2');
    startCustomerCheck();
    expect(takeCustomerCheck('another')).toBeNull(); // taken (and dropped): that token asks for itself
    startCustomerCheck();
    await expect(takeCustomerCheck('tok-2')).resolves.toEqual(customer);
    expect(takeCustomerCheck('tok-2')).toBeNull();
    expect(api.calls).toEqual(['GET /api/customer', 'GET /api/customer']);
  });
});
