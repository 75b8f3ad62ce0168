import type { OAuthProviderConfig } from '../../config.ts';

// OAuth 2.0 authorization-code exchange, the same for Google, Apple and Facebook: trade the code for
// tokens at the provider's token endpoint, then read who signed in from the ID token (received
// straight from the provider over TLS, so its claims can be read without a signature check, OIDC core
// 3.1.3.7) or from the user-info endpoint.

export class OAuthError extends Error {}

export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

function claims(idToken: unknown): Record<string, unknown> | null {
  if (typeof idToken !== 'string') return null;
  const part = idToken.split('.')[1];
  if (!part) return null;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length < 500 ? v : null);

export async function exchangeCode(p: OAuthProviderConfig, code: string, redirectUri?: string): Promise<OAuthProfile> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    client_id: p.clientId,
    client_secret: p.clientSecret,
  });
  const redirect = p.redirectUri ?? redirectUri;
  if (redirect) form.set('redirect_uri', redirect);
  const tokenRes = await fetch(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenRes.ok) throw new OAuthError(`token endpoint answered ${tokenRes.status}`);
  const tokens = (await tokenRes.json().catch(() => null)) as Record<string, unknown> | null;
  if (!tokens) throw new OAuthError('token endpoint sent no JSON');
  let info = claims(tokens.id_token);
  if (!info && p.userInfoUrl && typeof tokens.access_token === 'string') {
    const res = await fetch(p.userInfoUrl, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new OAuthError(`userinfo answered ${res.status}`);
    info = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  }
  const subject = text(info?.sub) ?? (typeof info?.id === 'string' || typeof info?.id === 'number' ? String(info.id) : null);
  if (!info || !subject) throw new OAuthError('no subject in the provider answer');
  const verified = info.email_verified !== false && info.email_verified !== 'false';
  return { subject, email: verified ? text(info.email) : null, name: text(info.name), picture: text(info.picture) };
}
