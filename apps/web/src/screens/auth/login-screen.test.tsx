import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessages } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { customer, siteInfo } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillIn(email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'تسجيل الدخول' });
  await userEvent.type(within(form).getByRole('textbox', { name: /البريد الإلكتروني/ }), email);
  await userEvent.type(within(form).getByLabelText(/كلمة المرور/, { selector: 'input' }), password);
  const submit = within(form).getByRole('button', { name: 'تسجيل الدخول' });
  expect(submit).toBeEnabled();
  return submit;
}

// The session is one per page and this file's page is shared: the signed-in test comes last.
describe('login page', () => {
  it('offers the social providers site info lists, and links to register keeping ?next', async () => {
    fakeApi({ 'GET /api/data/info': { data: { ...siteInfo, auth_providers: ['google'] } } });
    renderRoute('/auth/login?next=%2Faccount');

    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول بحساب Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تسجيل الدخول بحساب Apple' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حساب جديد' })).toHaveAttribute('href', '/auth/register?next=%2Faccount');
  });

  it('says the account was not found when the server refuses the password', async () => {
    fakeApi({ 'POST /api/auth/login': reply(401, { message: 'Unauthenticated.' }) });
    renderRoute('/auth/login');

    await userEvent.click(await fillIn('sara@example.com', 'Wrong1234'));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.login401);
  });

  it("shows the server's own words for a refused field", async () => {
    fakeApi({
      'POST /api/auth/login': reply(422, { message: 'The given data was invalid.', errors: { email: ['هذا البريد موقوف'] } }),
    });
    renderRoute('/auth/login');

    await userEvent.click(await fillIn('sara@example.com', 'Secret123'));
    expect(await screen.findByRole('alert')).toHaveTextContent('هذا البريد موقوف');
  });

  it('signs in and goes back to the page that sent the visitor here', async () => {
    const api = fakeApi({
      'POST /api/auth/login': { access_token: 'token-1', user: customer },
      'GET /api/customer': { data: { user: customer } },
    });
    renderRoute('/auth/login?next=%2Fno-such-page');

    await userEvent.click(await fillIn('sara@example.com', 'Secret123'));
    await waitFor(() => expect(location.pathname).toBe('/no-such-page'));
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(api.calls).toContain('POST /api/auth/login');
  });
});
