import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { staffSession } from '../staff-session.ts';
import { member, signOut } from '../testing/staff-fixtures.ts';

// /admin/login (issue 17): password, then the authenticator's code; a signed-out visit to a back-office
// page comes here and goes back there once signed in.

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const dashboard = { bookings_today: 4, bookings_this_week: 19, pending: 3, departures_next_7_days: [] };

describe('the back office’s sign-in', () => {
  it('asks for the password, then the code, then opens the page that sent here', async () => {
    const api = fakeApi({
      'POST /api/admin/auth/login': { data: { challenge: 'c-1', step: 'totp', setup: null } },
      'POST /api/admin/auth/second-factor': async (request: Request) =>
        ((await request.json()) as { code?: string }).code === '123456'
          ? { data: { access_token: 'staff-token', staff: member('admin'), recovery_codes: null } }
          : reply(401, { message: 'رمز التحقق غير صحيح' }),
      'GET /api/admin/dashboard': { data: dashboard },
    });
    renderRoute('/admin');
    // Signed out: the back office sends the visitor to its sign-in, remembering where they were going.
    expect(await screen.findByRole('heading', { level: 1, name: 'الدخول إلى لوحة التحكم' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/login');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'staff@rihla.example');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'جملة طويلة للمرور');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    const code = await screen.findByLabelText('رمز التحقق');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'دخول' }));
    expect(await screen.findByText('رمز التحقق غير صحيح')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'دخول' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'الرئيسية' })).toBeInTheDocument();
    expect(location.pathname).toBe('/admin');
    expect(staffSession.token()).toBe('staff-token');
    expect(api.calls).toContain('GET /api/admin/dashboard');
  });

  it('keeps the sign-in button off until an e-mail and a password are typed', async () => {
    fakeApi({});
    renderRoute('/admin/login');
    const next = await screen.findByRole('button', { name: 'متابعة' });
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'staff@rihla.example');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'x');
    await waitFor(() => expect(next).toBeEnabled());
  });
});
