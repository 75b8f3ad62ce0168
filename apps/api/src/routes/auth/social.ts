import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages, securityMessages, type AuthProvider } from '@rihla/contract';
import type { OAuthProviderConfig } from '../../config.ts';
import type { CustomerRow } from '../../platform/db/schema.ts';
import {
  loadCustomer,
  toUser,
  identities,
  issueToken,
  authorizationUrl,
  decodeAttempt,
  encodeAttempt,
  exchangeCode,
  newAttempt,
  OAuthError,
  type OAuthProfile,
} from '../../modules/accounts/index.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { enforceLimit } from '../../platform/rate-limits.ts';

// Social sign-in routes (issue 12, items 2 and 8). The browser goes out through
// GET /api/auth/{provider}/redirect, which sets an HttpOnly cookie holding the state, the PKCE
// verifier and the nonce; the code comes back to /auth/callback/{provider} (Apple posts it to
// /api/auth/apple/callback first) and the app posts it to /api/auth/login-by-{provider}, which
// refuses it without that cookie and the same state. Identities are stored per provider subject.
// A provider identity joins an existing account only when the provider asserts a verified e-mail
// and the account's e-mail is verified too; otherwise the customer signs in with the password and
// links the provider from the account page (the same call, made while signed in).

const COOKIE = 'rihla_oauth';
export const PROVIDERS: AuthProvider[] = ['google', 'apple', 'facebook'];

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

function redirectUri(publicUrl: string, provider: AuthProvider, p: OAuthProviderConfig): string {
  if (p.redirectUri) return p.redirectUri;
  return p.responseMode === 'form_post' ? `${publicUrl}/api/auth/${provider}/callback` : `${publicUrl}/auth/callback/${provider}`;
}

function cookie(publicUrl: string, value: string, maxAge: number): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${COOKIE}=${value}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export default async function socialRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const settingsOf = (provider: AuthProvider) => {
    const s = config.oauth[provider];
    if (!s) throw new ApiError(404, errorMessages.providerNotConfigured);
    return s;
  };

  // Apple's form_post answer: back to the app's callback screen as a plain GET with the same fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  for (const provider of PROVIDERS) {
    app.get<{ Querystring: { login_hint?: string } }>(
      `/${provider}/redirect`,
      {
        schema: {
          tags: ['auth'],
          querystring: wire.OAuthStartQuery,
        },
      },
      async (request, reply) => {
        const settings = settingsOf(provider);
        const attempt = newAttempt();
        const url = authorizationUrl(settings, redirectUri(config.publicUrl, provider, settings), attempt);
        // Linking from the account page preselects the customer's own address at the provider.
        if (request.query.login_hint) url.searchParams.set('login_hint', request.query.login_hint);
        reply.header('set-cookie', cookie(config.publicUrl, encodeAttempt(attempt), 600));
        return reply.redirect(url.toString(), 302);
      },
    );

    app.post<{ Body: Record<string, string> }>(`/${provider}/callback`, { schema: { hide: true } }, async (request, reply) => {
      settingsOf(provider);
      const back = new URL(`${config.publicUrl}/auth/callback/${provider}`);
      for (const key of ['code', 'state', 'error']) {
        const v = request.body?.[key];
        if (typeof v === 'string' && v.length < 4096) back.searchParams.set(key, v);
      }
      return reply.redirect(back.toString(), 303);
    });

    app.post<{ Body: { code: string; redirect_uri?: string; state?: string } }>(
      `/login-by-${provider}`,
      { schema: { tags: ['auth'], body: wire.OAuthBody, response: { 200: wire.AuthResponse } } },
      async (request, reply) => {
        const settings = settingsOf(provider);
        await enforceLimit(request, 'login');
        const profile = await profileFrom(request, reply, provider, settings);
        // Signed in already: the account page links this provider to the customer's account.
        const current = await loadCustomer(request);
        if (current) {
          await link(current, provider, profile);
          const token = String(request.headers.authorization)
            .replace(/^Bearer\s+/i, '')
            .trim();
          return { access_token: token, user: toUser(current), message: securityMessages.providerLinked };
        }
        const customer = await signInWithProvider(provider, profile);
        return { access_token: await issueToken(db, customer.id), user: toUser(customer) };
      },
    );
  }

  /** The state must match the cookie this browser got on the way out; the cookie is used once. */
  async function profileFrom(
    request: FastifyRequest<{ Body: { code: string; state?: string } }>,
    reply: FastifyReply,
    provider: AuthProvider,
    settings: OAuthProviderConfig,
  ): Promise<OAuthProfile> {
    const attempt = decodeAttempt(readCookie(request.headers.cookie, COOKIE));
    reply.header('set-cookie', cookie(config.publicUrl, '', 0));
    if (!attempt || !request.body.state || request.body.state !== attempt.state)
      throw new ApiError(401, securityMessages.oauthStateInvalid, { state: [securityMessages.oauthStateInvalid] });
    try {
      return await exchangeCode(settings, request.body.code, attempt, redirectUri(config.publicUrl, provider, settings));
    } catch (e) {
      if (e instanceof OAuthError) {
        request.log.warn({ provider, reason: e.message }, 'social sign-in refused');
        throw new ApiError(401, errorMessages.login401);
      }
      request.log.warn({ err: e, provider }, 'oauth provider unreachable');
      throw new ApiError(502, errorMessages.serviceUnavailable);
    }
  }

  async function link(customer: CustomerRow, provider: string, profile: OAuthProfile): Promise<void> {
    const owner = await identities.identityOwner(db, provider, profile.subject);
    if (owner !== undefined && owner !== customer.id) throw new ApiError(409, securityMessages.providerAlreadyLinked);
    if (owner === undefined) await identities.linkIdentity(db, provider, profile.subject, customer.id);
  }

  async function signInWithProvider(provider: string, profile: OAuthProfile): Promise<CustomerRow> {
    const linked = await identities.customerByIdentity(db, provider, profile.subject);
    if (linked) return linked;
    if (!profile.email) throw new ApiError(422, errorMessages.login401, { email: [errorMessages.login401] });
    const email = profile.email.trim().toLowerCase();
    // An account with this address is joined only when both sides say the address is verified.
    const customer = await identities.joinOrCreateByIdentity(
      db,
      provider,
      { ...profile, email },
      (existing) => profile.emailVerified && !!existing.email_verified_at,
    );
    if (customer === 'refused')
      throw new ApiError(409, securityMessages.linkWithPasswordFirst, { email: [securityMessages.linkWithPasswordFirst] });
    return customer;
  }
}
