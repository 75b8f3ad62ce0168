import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, successMessages, validationMessages } from '@rihla/contract';
import { auth, createTestApp, limitStores, newCustomer, register, type TestApp } from '../helper.ts';
import { tokenHash } from '../../src/platform/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('register', () => {
  it('creates the customer and signs them in', async () => {
    const payload = newCustomer({ email: '  Mixed.Case@Example.COM ', phone_number: '+٩٦٦٥٠١٢٣٤٥٦٧' });
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: payload.name,
      avatar: null,
      email: 'mixed.case@example.com',
      birthday: null,
      gender: null,
      country_code: 'sa',
      phone_number: '+966501234567',
      email_verified_at: null, // issue 12: verified by the mailed link
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(body.access_token) });
    expect(me.json()).toEqual({ data: { user: body.user } });
  });

  it('stores an scrypt hash and only the hash of the token', async () => {
    const { token, user } = await register(t.app);
    const row = await t.app.db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(row.password_hash).not.toContain('Passw0rdOk');
    const tokens = await t.app.db.selectFrom('access_tokens').select('token_hash').where('customer_id', '=', user.id).execute();
    expect(tokens.map((r) => r.token_hash)).toEqual([tokenHash(token)]);
  });

  it('names a duplicate phone and a duplicate e-mail with the Arabic messages', async () => {
    const { payload } = await register(t.app);
    const phone = await post('/api/auth/register', newCustomer({ phone_number: payload.phone_number }));
    expect(phone.statusCode).toBe(422);
    expect(phone.json()).toEqual({ message: errorMessages.phoneTaken, errors: { phone_number: [errorMessages.phoneTaken] } });
    const email = await post('/api/auth/register', newCustomer({ email: payload.email.toUpperCase() }));
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual({ email: [errorMessages.emailTaken] });
  });

  it('applies the contract rules with their messages', async () => {
    const res = await post(
      '/api/auth/register',
      newCustomer({ name: 'abcde', email: 'nope', phone_number: '12', password: 'short', password_confirmation: 'other' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [validationMessages.name],
      email: [validationMessages.email],
      phone_number: [validationMessages.phone],
      password: [validationMessages.password],
      password_confirmation: [validationMessages.passwordConfirmation],
    });
    const arabicPassword = await post(
      '/api/auth/register',
      newCustomer({ password: 'كلمةسرطويلة1', password_confirmation: 'كلمةسرطويلة1' }),
    );
    expect(arabicPassword.json().errors.password).toEqual([validationMessages.password]);
  });

  it('refuses wrong types, missing fields and huge strings with 422, never 500', async () => {
    for (const payload of [
      {},
      { ...newCustomer(), name: 42, email: ['a'] },
      { ...newCustomer(), name: 'x'.repeat(100_000) },
      { ...newCustomer(), email: null },
    ]) {
      const res = await post('/api/auth/register', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
    const count = await t.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const again = await post('/api/auth/register', "'; drop table customers; --");
    expect(again.statusCode).toBeLessThan(500);
    const after = await t.app.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });

  it('lets only one of two racing registrations with the same e-mail through', async () => {
    const payload = newCustomer();
    const [a, b] = await Promise.all([
      post('/api/auth/register', payload),
      post('/api/auth/register', { ...payload, phone_number: '+966577777777' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
  });
});

describe('login and logout', () => {
  it('signs in with the right password, 401 with the spec message otherwise', async () => {
    const { payload } = await register(t.app);
    const ok = await post('/api/auth/login', { email: payload.email, password: payload.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ access_token: expect.any(String), user: { email: payload.email } });
    const wrong = await post('/api/auth/login', { email: payload.email, password: 'WrongPass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: errorMessages.login401 });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'WrongPass1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: errorMessages.login401 });
    const invalid = await post('/api/auth/login', { email: 'not-an-email', password: 1234 });
    expect(invalid.statusCode).toBe(422);
  });

  it('revokes the token on logout', async () => {
    const { token } = await register(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) })).statusCode).toBe(200);
    const out = await post('/api/auth/logout', {}, auth(token));
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) })).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {}, auth(token))).statusCode).toBe(401);
  });

  it('answers 401 for missing, malformed and forged tokens', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
      { authorization: "Bearer ' or 1=1 --" },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/customer', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: errorMessages.unauthenticated });
    }
  });
});

describe('password reset', () => {
  const outbox = () => path.join(t.dataDir, 'outbox');
  // The link goes through the mail outbox: deliver what is due before reading the folder.
  /**
   * The newest reset e-mail. Registration also mails a verification link, and the outbox may deliver
   * both in one pass, so the files' order does not say which is the reset: its link does.
   */
  const latestMail = async () => {
    await t.app.mailOutbox.drain();
    const files = fs
      .readdirSync(outbox())
      .filter((f) => f.endsWith('.eml'))
      .sort();
    const mails = files.map((f) => {
      const raw = fs.readFileSync(path.join(outbox(), f), 'utf8');
      const [, body] = raw.split('\r\n\r\n');
      return { raw, text: Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8') };
    });
    return mails.filter((m) => m.text.includes('/auth/reset-password?token=')).at(-1)!;
  };

  it('404 for an unknown address, 422 for an invalid one', async () => {
    const res = await post('/api/auth/reset-password-request', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: errorMessages.resetNotFound });
    expect((await post('/api/auth/reset-password-request', { email: 'x' })).statusCode).toBe(422);
  });

  it('mails a one-time link to the outbox; the new password works and old sessions end', async () => {
    const { payload, token: oldToken } = await register(t.app);
    const req = await post('/api/auth/reset-password-request', { email: payload.email });
    expect(req.statusCode).toBe(200);
    expect(req.json()).toEqual({ message: successMessages.resetSent });
    const mail = await latestMail();
    expect(mail.raw).toContain(`To: ${payload.email}`);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const mismatch = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'NewPassw0rd',
      password_confirmation: 'Other1234',
    });
    expect(mismatch.statusCode).toBe(422);
    const ok = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'NewPassw0rd',
      password_confirmation: 'NewPassw0rd',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: successMessages.passwordChanged });
    expect((await t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(oldToken) })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: payload.email, password: payload.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: payload.email, password: 'NewPassw0rd' })).statusCode).toBe(200);
    const reuse = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'Another123',
      password_confirmation: 'Another123',
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe(errorMessages.resetTokenInvalid);
  });

  it('refuses an expired link', async () => {
    const { payload, user } = await register(t.app);
    await post('/api/auth/reset-password-request', { email: payload.email });
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec((await latestMail()).text)![1]!;
    await t.app.db
      .updateTable('password_resets')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('customer_id', '=', user.id)
      .execute();
    const res = await post('/api/auth/reset-password', {
      token: resetToken,
      password: 'NewPassw0rd',
      password_confirmation: 'NewPassw0rd',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe.each(limitStores)('rate limits %s', (_store, storeEnv) => {
  it('answers 429 with Retry-After once an account or an IP has used its budget', async () => {
    const limited = await createTestApp({
      ...storeEnv,
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '3',
      RATE_LIMIT_LOGIN_IP_MAX: '6',
      RATE_LIMIT_REGISTER_IP_MAX: '2',
      RATE_LIMIT_RESET_ACCOUNT_MAX: '1',
    });
    try {
      const login = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Wrong1234' } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await login('a@example.com')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const res = await login('a@example.com');
      expect(res.json()).toEqual({ message: errorMessages.tooManyRequests });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another account from the same IP still has what is left of the IP budget (6), then the IP is stopped too.
      expect((await login('b@example.com')).statusCode).toBe(401);
      expect((await login('b@example.com')).statusCode).toBe(429);
      const reg = [];
      for (let i = 0; i < 3; i++)
        reg.push((await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer() })).statusCode);
      expect(reg).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

// Social sign-in (state, PKCE, nonce, providers, linking): test/security/social-sign-in.test.ts.
describe('social sign-in', () => {
  it('says "not configured" when no provider is set up', async () => {
    const res = await post('/api/auth/login-by-google', { code: 'good1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(errorMessages.providerNotConfigured);
  });
});
