import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityMessages } from '@rihla/contract';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';
import { latestMail, linkToken } from './mail.ts';

// Item 2 of issue 12: registration never verified the address. It still signs the customer in at
// once (docs/product.md, "States") and mails an Arabic link; GET /api/customer says email_verified_at.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://rihla.example' });
});
afterAll(async () => t?.close());

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) })).json().data.user;
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

describe('e-mail verification', () => {
  it('registration signs in at once, mails a link, and the link verifies the address once', async () => {
    const { token, payload } = await register(t.app);
    expect((await me(token)).email_verified_at).toBeNull();
    await t.app.mailOutbox.drain();
    const mail = latestMail(t.dataDir);
    expect(mail.to).toBe(payload.email);
    expect(mail.text).toContain('لتأكيد بريدك الإلكتروني');
    expect(mail.text).toMatch(/https:\/\/rihla\.example\/auth\/verify-email\?token=/);
    const link = linkToken(mail.text);
    const ok = await verify(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: securityMessages.emailVerified });
    expect(Date.parse((await me(token)).email_verified_at)).toBeGreaterThan(Date.now() - 60_000);
    const twice = await verify(link);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(securityMessages.verificationInvalid);
  });

  it('a wrong or expired link verifies nothing', async () => {
    expect((await verify('not-a-real-token-at-all-0123456789')).statusCode).toBe(422);
    const { token } = await register(t.app);
    await t.app.mailOutbox.drain();
    const link = linkToken(latestMail(t.dataDir).text);
    await t.app.db.updateTable('email_verifications').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await verify(link)).statusCode).toBe(422);
    expect((await me(token)).email_verified_at).toBeNull();
  });

  it('a signed-in customer can ask for a new link', async () => {
    const { token, payload } = await register(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/verify-email/resend', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(securityMessages.verificationSent);
    await t.app.mailOutbox.drain();
    expect(latestMail(t.dataDir).to).toBe(payload.email);
    expect((await verify(linkToken(latestMail(t.dataDir).text))).statusCode).toBe(200);
  });
});
