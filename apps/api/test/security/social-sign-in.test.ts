import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, securityMessages } from '@rihla/contract';
import type { FastifyInstance } from 'fastify';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';
import { startFakeOAuthProvider, type FakeProvider } from '../../../../tests/support/fake-oauth-provider.ts';
import { latestMail, linkToken } from './mail.ts';

// Items 2 and 8 of issue 12 against the fake provider of the browser tests: the state is required
// and bound to the browser, PKCE S256 and the OpenID nonce are checked, Apple signs its client secret
// with ES256 and its ID token is checked against the provider's keys; identities are kept per
// subject, and a provider joins an existing account only when both e-mails are verified.

let fake: FakeProvider;
let t: TestApp;
const apple = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
beforeAll(async () => {
  fake = await startFakeOAuthProvider();
  fake.appleClientKey = null;
  const f = fake.url;
  t = await createTestApp({
    PUBLIC_URL: 'http://localhost:3000',
    GOOGLE_CLIENT_ID: 'rihla-google',
    GOOGLE_CLIENT_SECRET: 'g-secret',
    GOOGLE_AUTHORIZE_URL: `${f}/authorize`,
    GOOGLE_TOKEN_URL: `${f}/token`,
    GOOGLE_ISSUER: f,
    GOOGLE_JWKS_URL: `${f}/jwks`,
    FACEBOOK_CLIENT_ID: 'rihla-fb',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    FACEBOOK_AUTHORIZE_URL: `${f}/authorize`,
    FACEBOOK_TOKEN_URL: `${f}/token`,
    FACEBOOK_USERINFO_URL: `${f}/me`,
    APPLE_CLIENT_ID: 'sa.rihla.web',
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: apple.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    APPLE_AUTHORIZE_URL: `${f}/authorize`,
    APPLE_TOKEN_URL: `${f}/token`,
    APPLE_ISSUER: f,
    APPLE_JWKS_URL: `${f}/jwks`,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The browser's round trip: our redirect (cookie), the provider's page, back with code and state. */
async function goOut(app: FastifyInstance, provider: string) {
  const go = await app.inject({ method: 'GET', url: `/api/auth/${provider}/redirect` });
  expect(go.statusCode).toBe(302);
  const cookie = String(go.headers['set-cookie']).split(';')[0]!;
  const authorize = new URL(String(go.headers.location));
  const back = await fetch(authorize, { redirect: 'manual' });
  const location = new URL(back.headers.get('location')!);
  return { cookie, authorize, code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

const loginBy = (provider: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/login-by-${provider}`, payload, headers });

async function signIn(provider: string, headers: Record<string, string> = {}) {
  const out = await goOut(t.app, provider);
  return loginBy(provider, { code: out.code, state: out.state }, { cookie: out.cookie, ...headers });
}

describe('social sign-in: state, PKCE, nonce', () => {
  it('sends PKCE S256, a state and (OpenID) a nonce; the cookie is HttpOnly', async () => {
    const go = await t.app.inject({ method: 'GET', url: '/api/auth/google/redirect' });
    const to = new URL(String(go.headers.location));
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/callback/google');
    expect(String(go.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    const fb = new URL(String((await t.app.inject({ method: 'GET', url: '/api/auth/facebook/redirect' })).headers.location));
    expect(fb.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('refuses a code without the browser’s state cookie, or with another state', async () => {
    fake.nextProfile = { email: 'csrf@example.com', email_verified: true };
    const out = await goOut(t.app, 'google');
    const bare = await loginBy('google', { code: out.code });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().message).toBe(securityMessages.oauthStateInvalid);
    expect((await loginBy('google', { code: out.code, state: out.state })).statusCode).toBe(401);
    expect((await loginBy('google', { code: out.code, state: 'forged' }, { cookie: out.cookie })).statusCode).toBe(401);
    const ok = await loginBy('google', { code: out.code, state: out.state }, { cookie: out.cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ email: 'csrf@example.com', email_verified_at: expect.any(String) });
  });

  it('refuses an ID token whose nonce is not this browser’s', async () => {
    fake.nextProfile = { email: 'nonce@example.com', email_verified: true };
    const a = await goOut(t.app, 'google');
    const b = await goOut(t.app, 'google');
    const [, stateA, verifierA] = /=([^.]+)\.([^.]+)\./.exec(a.cookie)!;
    const nonceB = b.cookie.split('.').at(-1)!;
    const mixed = `rihla_oauth=${stateA}.${verifierA}.${nonceB}`;
    expect((await loginBy('google', { code: a.code, state: a.state }, { cookie: mixed })).statusCode).toBe(401);
  });

  it('refuses a code redeemed with another browser’s PKCE verifier', async () => {
    const a = await goOut(t.app, 'facebook');
    const b = await goOut(t.app, 'facebook');
    const [, stateA] = /=([^.]+)\./.exec(a.cookie)!;
    const withB = `rihla_oauth=${stateA}.${b.cookie.split('.')[1]}.${b.cookie.split('.')[2]}`;
    expect((await loginBy('facebook', { code: a.code, state: a.state }, { cookie: withB })).statusCode).toBe(401);
  });
});

describe('Apple', () => {
  it('signs its client secret with ES256 and checks the ID token against the provider’s keys', async () => {
    fake.appleClientKey = apple.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    fake.nextProfile = { email: 'apple.user@privaterelay.example.com', email_verified: true, sub: '001234.apple' };
    try {
      const go = await t.app.inject({ method: 'GET', url: '/api/auth/apple/redirect' });
      const to = new URL(String(go.headers.location));
      expect(to.searchParams.get('response_mode')).toBe('form_post');
      expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/apple/callback');
      const res = await signIn('apple');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.email).toBe('apple.user@privaterelay.example.com');
      const secret = fake.lastTokenRequest!.get('client_secret')!;
      expect(JSON.parse(Buffer.from(secret.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
      // A secret signed with another key is refused by the provider: sign-in fails.
      fake.appleClientKey = crypto
        .generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .publicKey.export({ type: 'spki', format: 'pem' })
        .toString();
      expect((await signIn('apple')).statusCode).toBe(401);
    } finally {
      fake.appleClientKey = null;
    }
  });

  it('its form_post answer goes back to the app’s callback screen', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      payload: 'code=abc&state=xyz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/auth/callback/apple?code=abc&state=xyz');
  });
});

describe('account linking (no takeover)', () => {
  it('an unverified account is not joined by a provider: the customer signs in and links it', async () => {
    const victim = await register(t.app);
    fake.nextProfile = { email: victim.payload.email, email_verified: true, sub: 'g-victim' };
    const joined = await signIn('google');
    expect(joined.statusCode).toBe(409);
    expect(joined.json().message).toBe(securityMessages.linkWithPasswordFirst);
    // Signed in with the password, the account page links Google (same call, with the token).
    const linked = await signIn('google', auth(victim.token));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user.id).toBe(victim.user.id);
    // From then on Google signs in by its subject, whatever e-mail it reports.
    fake.nextProfile = { email: 'changed@example.com', email_verified: true, sub: 'g-victim' };
    const again = await signIn('google');
    expect(again.json().user.id).toBe(victim.user.id);
  });

  it('the attack of the issue fails: an attacker’s unverified registration is never entered by the victim’s Google', async () => {
    const attacker = await register(t.app); // the victim's address, registered with the attacker's password
    fake.nextProfile = { email: attacker.payload.email, email_verified: true, sub: 'g-real-owner' };
    expect((await signIn('google')).statusCode).toBe(409);
  });

  it('a verified account with a verified provider e-mail is joined', async () => {
    const owner = await register(t.app);
    await t.app.mailOutbox.drain();
    const token = linkToken(latestMail(t.dataDir).text);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
    fake.nextProfile = { email: owner.payload.email, email_verified: true, sub: 'g-owner' };
    const res = await signIn('google');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(owner.user.id);
  });

  it('a provider that does not assert a verified e-mail never joins an account', async () => {
    const owner = await register(t.app);
    await t.app.mailOutbox.drain();
    const token = linkToken(latestMail(t.dataDir).text);
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    fake.nextProfile = { email: owner.payload.email, email_verified: false, sub: 'g-unverified' };
    expect((await signIn('google')).statusCode).toBe(409);
    fake.nextProfile = { email: owner.payload.email, sub: 'fb-1' }; // Facebook's /me says nothing
    expect((await signIn('facebook')).statusCode).toBe(409);
  });

  it('a new customer from a provider is created once, verified only when the provider says so', async () => {
    fake.nextProfile = { email: 'new.fb@example.com', sub: 'fb-new', name: 'مسافر فيسبوك' };
    const first = await signIn('facebook');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'new.fb@example.com', email_verified_at: null });
    const again = await signIn('facebook');
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('says "not configured" for a provider without settings', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/login-by-google',
        payload: { code: 'x', state: 'y' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: errorMessages.providerNotConfigured });
    } finally {
      await plain.close();
    }
  });
});
