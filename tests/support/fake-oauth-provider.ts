// A stand-in for Google, Apple and Facebook sign-in (the machine reaches no real provider), used by
// the browser tests (run as a script: FAKE_OAUTH_PORT) and the API tests (startFakeOAuthProvider).
// Like the real ones it insists on what issue 12 (item 8) requires of the app: a state, PKCE with
// S256 (the verifier must match the challenge), a nonce returned in a signed ID token, Apple's
// client secret as an ES256 JWT signed with the app's key, and its signing keys at /jwks.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importSPKI, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface FakeProfile {
  email: string;
  /** What the ID token / user info says; Facebook's /me never says it. */
  email_verified?: boolean;
  sub?: string;
  name?: string;
}

export interface FakeProvider {
  url: string;
  /** The profile the next authorization hands out (default: FAKE_OAUTH_EMAIL, verified). */
  nextProfile: FakeProfile;
  /** Apple: the app's public key (SPKI PEM) its client-secret JWTs must verify with. */
  appleClientKey: string | null;
  /** The last /token request's form, for assertions. */
  lastTokenRequest: URLSearchParams | null;
  close(): Promise<void>;
}

interface Grant {
  challenge: string;
  nonce: string | null;
  clientId: string;
  profile: FakeProfile;
}

const s256 = (verifier: string) => crypto.createHash('sha256').update(verifier).digest('base64url');

export async function startFakeOAuthProvider(port = 0): Promise<FakeProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let issuer = '';
  const state: FakeProvider = {
    url: '',
    nextProfile: { email: process.env.FAKE_OAUTH_EMAIL ?? 'oauth.customer@example.com', email_verified: true },
    appleClientKey: null,
    lastTokenRequest: null,
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function clientSecretOk(form: URLSearchParams, clientId: string): Promise<boolean> {
    const secret = form.get('client_secret') ?? '';
    if (!state.appleClientKey) return secret.length > 0;
    try {
      const key: CryptoKey = await importSPKI(state.appleClientKey, 'ES256');
      const { payload, protectedHeader } = await jwtVerify(secret, key, { audience: issuer, subject: clientId });
      return protectedHeader.alg === 'ES256' && typeof payload.iss === 'string';
    } catch {
      return false;
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer || 'http://127.0.0.1');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      if (url.pathname === '/health') return res.end('ok');
      if (url.pathname === '/authorize') {
        const q = url.searchParams;
        const redirect = q.get('redirect_uri');
        const st = q.get('state');
        const challenge = q.get('code_challenge');
        if (!redirect || !st || q.get('response_type') !== 'code' || !challenge || q.get('code_challenge_method') !== 'S256')
          return res.writeHead(400).end('bad request: state, PKCE S256 and a redirect are required');
        const code = `code-${crypto.randomBytes(12).toString('hex')}`;
        const hint = q.get('login_hint');
        grants.set(code, {
          challenge,
          nonce: q.get('nonce'),
          clientId: q.get('client_id') ?? '',
          profile: hint ? { ...state.nextProfile, email: hint } : state.nextProfile,
        });
        const back = new URL(redirect);
        back.searchParams.set('code', code);
        back.searchParams.set('state', st);
        return res.writeHead(302, { location: back.toString() }).end();
      }
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/jwks') return res.end(JSON.stringify({ keys: [jwk] }));
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const basic = String(req.headers.authorization ?? '').replace(/^Basic /, '');
        if (basic) {
          const [id, secret] = Buffer.from(basic, 'base64').toString().split(':');
          form.set('client_id', decodeURIComponent(id ?? ''));
          form.set('client_secret', decodeURIComponent(secret ?? ''));
        }
        state.lastTokenRequest = form;
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        if (!grant || s256(form.get('code_verifier') ?? '') !== grant.challenge)
          return res.writeHead(400).end('{"error":"invalid_grant"}');
        if (!(await clientSecretOk(form, grant.clientId))) return res.writeHead(401).end('{"error":"invalid_client"}');
        grants.delete(code);
        const p = grant.profile;
        const sub = p.sub ?? `sub-${p.email}`;
        const idToken = await new SignJWT({
          email: p.email,
          email_verified: p.email_verified ?? false,
          name: p.name,
          nonce: grant.nonce ?? undefined,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
          .setIssuer(issuer)
          .setAudience(grant.clientId)
          .setSubject(sub)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(privateKey);
        const access = `token-${crypto.randomBytes(8).toString('hex')}`;
        grants.set(access, grant);
        return res.end(JSON.stringify({ access_token: access, token_type: 'Bearer', id_token: idToken }));
      }
      if (url.pathname === '/me') {
        const grant = grants.get(String(req.headers.authorization ?? '').replace('Bearer ', ''));
        if (!grant) return res.writeHead(401).end('{"error":"invalid_token"}');
        const p = grant.profile;
        return res.end(JSON.stringify({ id: p.sub ?? `fb-${p.email}`, email: p.email, name: p.name ?? 'مسافر فيسبوك' }));
      }
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = issuer;
  return state;
}

// As a script (the browser tests' web server): FAKE_OAUTH_PORT.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const port = Number(process.env.FAKE_OAUTH_PORT);
  if (!port) throw new Error('FAKE_OAUTH_PORT is required');
  await startFakeOAuthProvider(port);
}
