import type { FastifyRequest } from 'fastify';

// What the logs may hold (issue 12, item 4): no token, password, Authorization header, cookie, or
// reset/verification link. The access log's URL has the values of secret query parameters masked,
// and pino's redact removes secret fields wherever an object logs them.

const SECRET_PARAMS = new Set(['token', 'code', 'state', 'access_token', 'id_token', 'password']);
const MASK = '[redacted]';

/**
 * `/auth/reset-password?token=abc&x=1` → `/auth/reset-password?token=[redacted]&x=1`. Under
 * /api/admin every value is masked (issue 29): staff search bookings by a customer's e-mail or phone.
 */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const everyValue = /^\/api\/admin(\/|\?|$)/.test(url);
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged as sent
      }
      return (everyValue || SECRET_PARAMS.has(name.toLowerCase())) && eq >= 0 ? `${key}=${MASK}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Secret text inside a logged string (an error message quoting a link, a URL in a message). */
export function maskText(text: string): string {
  return text.replace(/([?&](?:token|code|state|access_token|id_token)=)[^&\s"']+/gi, `$1${MASK}`);
}

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.password_confirmation',
  '*.token',
  '*.access_token',
  '*.code',
  '*.state',
  '*.link',
];

export const serializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: maskUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
  err(error: Error & { code?: string; statusCode?: number }) {
    return {
      type: error.name,
      message: maskText(String(error.message)),
      code: error.code,
      statusCode: error.statusCode,
      stack: maskText(String(error.stack ?? '')),
    };
  },
};
