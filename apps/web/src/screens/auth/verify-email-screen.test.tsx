import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { errorMessages, securityMessages } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

// As main.tsx renders the site: under StrictMode, which runs a screen's effects twice.
beforeAll(() => configure({ reactStrictMode: true }));
afterAll(() => configure({ reactStrictMode: false }));

const verifications = (calls: string[]) => calls.filter((c) => c.startsWith('POST /api/auth/verify-email'));

describe('verify e-mail page', () => {
  it('sends the token once, even under StrictMode, and leads to the account', async () => {
    const api = fakeApi({ 'POST /api/auth/verify-email': { message: securityMessages.emailVerified } });
    renderRoute('/auth/verify-email?token=tok-1');

    expect(await screen.findByText(securityMessages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الذهاب إلى حسابي' })).toHaveAttribute('href', '/account');
    expect(verifications(api.calls)).toEqual(['POST /api/auth/verify-email']);
  });

  it("shows the server's refusal of a used link and a way home", async () => {
    const api = fakeApi({ 'POST /api/auth/verify-email': reply(422, { message: securityMessages.verificationInvalid }) });
    renderRoute('/auth/verify-email?token=used');

    expect(await screen.findByRole('alert')).toHaveTextContent(securityMessages.verificationInvalid);
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(verifications(api.calls)).toHaveLength(1);
  });

  it('says the server failed when it cannot be reached', async () => {
    fakeApi({ 'POST /api/auth/verify-email': reply(503) });
    renderRoute('/auth/verify-email?token=tok-2');

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.server);
  });

  it('an address without a token sends nothing and says the link is invalid', async () => {
    const api = fakeApi({});
    renderRoute('/auth/verify-email');

    expect(await screen.findByRole('alert')).toHaveTextContent(securityMessages.verificationInvalid);
    expect(verifications(api.calls)).toEqual([]);
  });
});
