// A stand-in for Facebook's sign-in for the browser tests (the machine reaches no real provider):
// the authorization page sends the browser straight back to the app with a code, the token endpoint
// swaps the code for a token and the user-info endpoint says who that is. The API talks to it through
// its ordinary FACEBOOK_* settings, so everything between the button and the session is the real code.
import http from 'node:http';

const port = Number(process.env.FAKE_OAUTH_PORT);
if (!port) throw new Error('FAKE_OAUTH_PORT is required');

// One code per sign-in, for the e-mail chosen on the "consent" step (?login_hint=).
const codes = new Map<string, string>();

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname === '/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      const state = url.searchParams.get('state');
      if (!redirect || !state || url.searchParams.get('response_type') !== 'code') return res.writeHead(400).end('bad request');
      const code = `code-${codes.size + 1}-${Date.now()}`;
      codes.set(code, process.env.FAKE_OAUTH_EMAIL ?? 'oauth.customer@example.com');
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      return res.writeHead(302, { location: back.toString() }).end();
    }
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/token' && req.method === 'POST') {
      const code = new URLSearchParams(body).get('code') ?? '';
      if (!codes.has(code)) return res.writeHead(400).end('{"error":"invalid_grant"}');
      return res.end(JSON.stringify({ access_token: `token-${code}`, token_type: 'Bearer' }));
    }
    if (url.pathname === '/me') {
      const code = String(req.headers.authorization ?? '').replace('Bearer token-', '');
      const email = codes.get(code);
      if (!email) return res.writeHead(401).end('{"error":"invalid_token"}');
      return res.end(JSON.stringify({ id: `fb-${email}`, email, name: 'مسافر فيسبوك' }));
    }
    res.writeHead(404).end('{}');
  });
});

server.listen(port, '127.0.0.1');
