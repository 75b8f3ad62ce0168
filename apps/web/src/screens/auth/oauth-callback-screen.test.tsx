import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { errorMessages } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { customer } from '../../testing/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

// As main.tsx renders the site: under StrictMode, which runs a screen's effects twice.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

const exchanges = (calls: string[]) => calls.filter((c) => c.startsWith('POST /api/auth/login-by-'));

// The session is one per page and this file's page is shared: the signed-in test comes last.
describe('OAuth callback page', () => {
  it('refuses a return without a code, sending nothing', async () => {
    const api = fakeApi({});
    renderRoute('/auth/callback/google?state=x');

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.login401);
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/auth/login');
    expect(exchanges(api.calls)).toEqual([]);
  });

  it('says the provider is not configured when it sent an error', async () => {
    const api = fakeApi({});
    renderRoute('/auth/callback/apple?error=access_denied&state=x');

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.providerNotConfigured);
    expect(exchanges(api.calls)).toEqual([]);
  });

  it("shows the server's refusal of the code", async () => {
    const api = fakeApi({ 'POST /api/auth/login-by-google': reply(401, { message: 'انتهت صلاحية الرمز' }) });
    renderRoute('/auth/callback/google?code=old&state=s');

    expect(await screen.findByRole('alert')).toHaveTextContent('انتهت صلاحية الرمز');
    expect(exchanges(api.calls)).toHaveLength(1);
  });

  it('exchanges the code once, even under StrictMode, signs in and goes back', async () => {
    sessionStorage.setItem('rihla.oauthNext', '/no-such-page');
    const sent: unknown[] = [];
    const api = fakeApi({
      'POST /api/auth/login-by-facebook': async (request: Request) => {
        sent.push(await request.json());
        return { access_token: 'token-fb', user: customer };
      },
      'GET /api/customer': { data: { user: customer } },
    });
    renderRoute('/auth/callback/facebook?code=c-1&state=s-1');

    await waitFor(() => expect(location.pathname).toBe('/no-such-page'));
    expect(localStorage.getItem('token')).toBe('token-fb');
    expect(exchanges(api.calls)).toEqual(['POST /api/auth/login-by-facebook']);
    expect(sent).toEqual([{ code: 'c-1', state: 's-1', redirect_uri: `${location.origin}/auth/callback/facebook` }]);
  });
});
