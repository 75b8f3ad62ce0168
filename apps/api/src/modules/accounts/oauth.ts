import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from 'arctic';
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { OAuthProviderConfig } from '../../config.ts';

// Social sign-in through arctic (authorization URL with PKCE S256, state and verifier generation,
// the token exchange and its answer) and jose (ID token signatures, Apple's ES256 client secret).
// Issue 12, item 8: the state is required and bound to the browser by an HttpOnly cookie, the PKCE
// verifier and the OpenID nonce travel in the same cookie, and an ID token is believed only when its
// signature checks out against the provider's published keys.

export class OAuthError extends Error {}

export interface OAuthProfile {
  subject: string;
  email: string | null;
  /** The provider asserts the address is verified (OIDC email_verified === true). */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** What the browser keeps between the redirect and the callback (the cookie's value, dot-separated). */
export interface OAuthAttempt {
  state: string;
  verifier: string;
  nonce: string;
}

export function newAttempt(): OAuthAttempt {
  return { state: generateState(), verifier: generateCodeVerifier(), nonce: generateState() };
}

export const encodeAttempt = (a: OAuthAttempt) => `${a.state}.${a.verifier}.${a.nonce}`;
export function decodeAttempt(raw: string | null): OAuthAttempt | null {
  const [state, verifier, nonce] = (raw ?? '').split('.');
  return state && verifier && nonce ? { state, verifier, nonce } : null;
}

export function authorizationUrl(p: OAuthProviderConfig, redirectUri: string, attempt: OAuthAttempt): URL {
  const client = new OAuth2Client(p.clientId, p.clientSecret, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    p.authorizeUrl,
    attempt.state,
    CodeChallengeMethod.S256,
    attempt.verifier,
    p.scope.split(' '),
  );
  if (p.oidc) url.searchParams.set('nonce', attempt.nonce);
  if (p.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post');
  return url;
}

/** Apple's client secret: a JWT the app signs with its key (ES256), valid for five minutes. */
async function appleClientSecret(p: OAuthProviderConfig): Promise<string> {
  const apple = p.apple!;
  const key = await importPKCS8(apple.privateKey, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(p.clientId)
    .setAudience(p.oidc?.issuer ?? 'https://appleid.apple.com')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

async function exchange(p: OAuthProviderConfig, code: string, verifier: string, redirectUri: string): Promise<OAuth2Tokens> {
  if (p.clientAuth === 'basic')
    return new OAuth2Client(p.clientId, p.clientSecret, redirectUri).validateAuthorizationCode(p.tokenUrl, code, verifier);
  // client_secret_post (Facebook, Apple): the same request with the credentials in the form.
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
    client_id: p.clientId,
  });
  body.set('client_secret', p.apple ? await appleClientSecret(p) : p.clientSecret!);
  const res = await fetch(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !json || typeof json.access_token !== 'string') throw new OAuthError(`token endpoint answered ${res.status}`);
  return new OAuth2Tokens(json);
}

const keySets = new Map<string, JWTVerifyGetKey>();
function keys(jwksUrl: string): JWTVerifyGetKey {
  let set = keySets.get(jwksUrl);
  if (!set) keySets.set(jwksUrl, (set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000 })));
  return set;
}

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length < 500 ? v : null);

export async function exchangeCode(
  p: OAuthProviderConfig,
  code: string,
  attempt: OAuthAttempt,
  redirectUri: string,
): Promise<OAuthProfile> {
  let tokens: OAuth2Tokens;
  try {
    tokens = await exchange(p, code, attempt.verifier, redirectUri);
  } catch (e) {
    if (e instanceof OAuth2RequestError || e instanceof OAuthError) throw new OAuthError(e.message);
    throw e; // unreachable provider: the caller answers 502
  }
  if (p.oidc) {
    let idToken: string;
    try {
      idToken = tokens.idToken();
    } catch {
      throw new OAuthError('no ID token from an OpenID provider');
    }
    const { payload } = await jwtVerify(idToken, keys(p.oidc.jwksUrl), { issuer: p.oidc.issuer, audience: p.clientId }).catch(
      (e: Error) => {
        throw new OAuthError(`ID token refused: ${e.message}`);
      },
    );
    if (payload.nonce !== attempt.nonce) throw new OAuthError('ID token nonce does not match');
    const subject = text(payload.sub);
    if (!subject) throw new OAuthError('no subject in the ID token');
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    return {
      subject,
      email: text(payload.email),
      emailVerified: verified,
      name: text(payload.name),
      picture: text(payload.picture),
    };
  }
  const res = await fetch(p.userInfoUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new OAuthError(`userinfo answered ${res.status}`);
  const info = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const subject = text(info?.sub) ?? (typeof info?.id === 'string' || typeof info?.id === 'number' ? String(info.id) : null);
  if (!info || !subject) throw new OAuthError('no subject in the provider answer');
  // Only an explicit email_verified: true counts; Facebook's Graph answer never says it.
  const verified = info.email_verified === true || info.email_verified === 'true';
  return { subject, email: text(info.email), emailVerified: verified, name: text(info.name), picture: text(info.picture) };
}
