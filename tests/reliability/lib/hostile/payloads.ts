import crypto from 'node:crypto';

// The raw material of the hostile stream: malformed strings, ids, paths, tokens and JSON, the
// seeded random source that picks among them, and the routes they are thrown at.

export interface HostileRequest {
  category: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Responses to these must not leak a file from the disk. */
  traversal?: boolean;
}

export interface HostileContext {
  tokenA: string;
  /** A's own booking (rating it with a valid rate would be a real write: never done). */
  bookingA: number;
  /** B's booking and one of its files: A must never reach them. */
  bookingB: number;
  fileB: number;
  tripId: number;
  emailA: string;
}

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE trips; --',
  "admin'--",
  '1 UNION SELECT password_hash FROM customers',
  "'); DELETE FROM bookings; --",
  '1) OR (1=1',
  "%' AND 1=0 UNION ALL SELECT NULL--",
  '\\x27 OR sleep(5)--',
];
export const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
];
export const STRINGS = [
  ...SQL,
  ...SCRIPT,
  '',
  ' ',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝕏'.repeat(50),
  'a'.repeat(5000),
  '../../../../etc/passwd',
  '%00',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '\ud800',
];
export const WRONG = [
  123,
  -1,
  0,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { $gt: '' },
  { a: { b: { c: { d: {} } } } },
  'x'.repeat(100_000),
];

export const BAD_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '%00',
  '%27%20OR%201%3D1--',
  '1%3BDROP%20TABLE%20trips',
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'null',
  '%5B%5D',
  '0x10',
  '%201',
  '1%20',
  '%F0%9F%92%A9',
  '%ff%fe',
  'a'.repeat(250),
  '2147483648',
  '999999999',
];

export const WRITE_UNSAFE_IDS = new Set(['0x10', '%201', '1%20', '1e3']);

export const TRAVERSAL = [
  '/api/media/city/../../../../etc/passwd',
  '/api/media/..%2F..%2F..%2Fetc%2Fpasswd/x.svg',
  '/api/media/city/..%2f..%2fapps%2fapi%2fsrc%2fconfig.ts',
  '/api/media/city/%2e%2e%2f%2e%2e%2fpackage.json',
  '/api/media/city/..%252f..%252fetc%252fpasswd.svg',
  '/api/media/city/x.svg%00.png',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/..%5c..%5c..%5cetc%5cpasswd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/api/customer/bookings/1/files/..%2F..%2F..%2Frihla.sqlite',
  '/api/customer/bookings/..%2F1/files/1',
  '/uploads/files/x',
  '/uploads/tmp/',
  '/rihla.sqlite',
  '/var/rihla.sqlite',
  '/api/../rihla.sqlite',
  '/assets/../../../../etc/passwd',
  '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/.env',
  '/.git/config',
  '/apps/api/src/config.ts',
  '/node_modules/.bin/node',
  '/api/trips/1/../../../etc/passwd',
  '/api//trips',
  '/api/trips/%2e%2e',
  '/api/data/tags/..%2F..%2F..',
];

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD instead of throwing). */
export function enc(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

export function json(v: unknown): Buffer {
  return Buffer.from(JSON.stringify(v));
}

export function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

export const BAD_TOKENS = (valid: string) => [
  'Bearer',
  'Bearer ',
  `Bearer ${'a'.repeat(4000)}`,
  "Bearer ' OR '1'='1",
  'Bearer null',
  'Bearer undefined',
  'Basic dXNlcjpwYXNz',
  `Bearer ${crypto.randomBytes(32).toString('base64url')}`,
  `Bearer ${valid}x`,
  `Bearer ${valid.slice(0, -1)}`,
  `${valid}`,
  `Bearer ${valid} ${valid}`,
  'Bearer <script>alert(1)</script>',
  'Bearer ../../../../etc/passwd',
  'Bearer %00',
];

export const JSON_GARBAGE = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"str"',
  '123',
  'true',
  '{"email":}',
  '\ufeff{"email":"a@b.c"}',
  '{"a":1,"a":2}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];

export function deep(n: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

/** A POST with a body (JSON unless `ct` says otherwise), with `auth` or no authorization. */
export const jsonPostRequest = (
  category: string,
  path: string,
  body: Buffer,
  auth?: string,
  ct = 'application/json',
): HostileRequest => ({
  category,
  method: 'POST',
  path,
  headers: { 'content-type': ct, ...(auth ? { authorization: auth } : {}) },
  body,
});

export const filterParams = [
  'page',
  'from_city_id',
  'to_city_id',
  'to_country_id',
  'tag_id',
  'start_date',
  'count_nights',
  'count_persons',
  'sort_by',
];
export const filterValues = [
  ...BAD_IDS,
  '2024-13-45',
  'yesterday',
  '2026-02-30',
  'evil',
  'low_price%27',
  '100001',
  '1e9',
  '-5',
  '366',
  '101',
];

/** Every route that needs a customer's token. */
export const customerRoutes = (ctx: HostileContext): [string, string][] => [
  ['GET', '/api/customer'],
  ['POST', '/api/customer/update'],
  ['POST', `/api/customer/favourites/${ctx.tripId}`],
  ['GET', '/api/customer/favourites'],
  ['POST', '/api/customer/trips/book'],
  ['GET', '/api/customer/bookings'],
  ['GET', `/api/customer/bookings/${ctx.bookingA}`],
  ['GET', `/api/customer/bookings/${ctx.bookingB}/files/${ctx.fileB}`],
  ['POST', '/api/customer/bookings/rate'],
  ['POST', '/api/auth/logout'],
];
