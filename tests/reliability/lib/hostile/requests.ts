import crypto from 'node:crypto';
import { addDays, todayIso } from '@rihla/contract';
import { passportPng } from '@rihla/bench/lib/png.ts';

// A generated stream of malformed requests across every endpoint of the API: wrong types, missing and
// extra fields, huge bodies, bad multipart, bad tokens, SQL and script payloads, path traversal, wrong
// methods and content types. Every request the generator makes is invalid by construction, so none may
// change data: where a request carries a valid token to a route that writes, it also carries a field
// no coercion can make valid (see `guard` notes below).

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

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE trips; --',
  "admin'--",
  '1 UNION SELECT password_hash FROM customers',
  "'); DELETE FROM bookings; --",
  '1) OR (1=1',
  "%' AND 1=0 UNION ALL SELECT NULL--",
  '\\x27 OR sleep(5)--',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  "javascript:alert('x')",
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
];
const STRINGS = [
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
const WRONG = [
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

const WRITE_UNSAFE_IDS = new Set(['0x10', '%201', '1%20', '1e3']);

const TRAVERSAL = [
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
function enc(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

function json(v: unknown): Buffer {
  return Buffer.from(JSON.stringify(v));
}

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

const BAD_TOKENS = (valid: string) => [
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

const JSON_GARBAGE = [
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

function deep(n: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

/** Multipart body from parts; `raw` lets a case break the format on purpose. */
function multipart(
  boundary: string,
  parts: { name: string; value?: string; file?: Buffer; filename?: string; type?: string }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp =
      p.file !== undefined ? `form-data; name="${p.name}"; filename="${p.filename ?? 'x.png'}"` : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.file !== undefined ? `Content-Type: ${p.type ?? 'image/png'}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(p.file ?? Buffer.from(p.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Part = { name: string; value?: string; file?: Buffer; filename?: string; type?: string };

/** A booking form that would be valid, then broken by `defect` so it never is. */
function bookingParts(ctx: HostileContext, r: () => number, defect: string): Part[] {
  const date = addDays(todayIso(), 10);
  const expiry = addDays(todayIso(), 800);
  const png = passportPng(Math.floor(r() * 1e6), 24, 16);
  const parts: Part[] = [
    { name: 'trip_id', value: String(ctx.tripId) },
    { name: 'from_date', value: date },
    { name: 'adults_count', value: '1' },
    { name: 'children_count', value: '0' },
    { name: 'nationality[0]', value: 'SA' },
    { name: 'passport[0]', value: 'A1234567' },
    { name: 'passport_expiry[0]', value: expiry },
    { name: 'passport_image[0]', file: png, filename: 'p.png' },
  ];
  const set = (name: string, value: string) => {
    const p = parts.find((x) => x.name === name)!;
    p.value = value;
  };
  switch (defect) {
    case 'trip':
      set('trip_id', pick(r, ['abc', '0', '-1', '99999999', '1 OR 1=1', "1'; DROP TABLE bookings;--", '', '1e3', '<script>']));
      break;
    case 'date-past':
      set('from_date', pick(r, ['2020-01-01', todayIso(), '1999-12-31']));
      break;
    case 'date-bad':
      set(
        'from_date',
        pick(r, ['2026-13-45', 'tomorrow', "'; DROP TABLE bookings;--", '<script>alert(1)</script>', '9999-99-99', '']),
      );
      break;
    case 'adults':
      set('adults_count', pick(r, ['0', '-1', 'abc', '100', '1e9', '', '1.5', '２']));
      break;
    case 'children':
      set('children_count', pick(r, ['-1', 'abc', '100', '1e9', '1.5']));
      break;
    case 'travellers-missing':
      set('adults_count', '2');
      break;
    case 'passport-expired':
      set('passport_expiry[0]', pick(r, ['2020-01-01', '2001-02-30', 'never', '']));
      break;
    case 'passport-number':
      set('passport[0]', pick(r, ["'; DROP TABLE booking_travellers;--", '<script>', '../../x', '', 'a'.repeat(100), 'مرحبا']));
      break;
    case 'no-image':
      parts.splice(
        parts.findIndex((p) => p.name === 'passport_image[0]'),
        1,
      );
      break;
    case 'html-as-png': {
      // A PNG signature glued to HTML passes a magic-bytes check: paired with a past date so the case
      // stays invalid whatever the server thinks of the file.
      const p = parts.find((x) => x.name === 'passport_image[0]')!;
      p.file = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]);
      set('from_date', '2020-01-01');
      break;
    }
    case 'not-an-image': {
      const p = parts.find((x) => x.name === 'passport_image[0]')!;
      p.file = Buffer.from(
        pick(r, ['<html><script>alert(1)</script></html>', 'MZ\x90\x00 fake exe', '#!/bin/sh\nrm -rf /', 'GIF89a....', '']),
      );
      p.type = pick(r, ['image/png', 'image/jpeg', 'text/html', 'application/x-msdownload']);
      break;
    }
    case 'empty-image': {
      parts.find((x) => x.name === 'passport_image[0]')!.file = Buffer.alloc(0);
      break;
    }
    case 'traversal-filename': {
      const p = parts.find((x) => x.name === 'passport_image[0]')!;
      p.filename = pick(r, [
        '../../../../etc/passwd',
        '..\\..\\..\\windows\\win.ini',
        '/etc/shadow',
        '../uploads/files/evil.png',
        '%2e%2e%2fevil.png',
        'a'.repeat(1000) + '.png',
        '<script>.png',
      ]);
      set('from_date', '2020-01-01');
      break;
    }
    case 'traversal-field':
      parts.push({
        name: pick(r, [
          'passport_image[../../x]',
          '../../passport_image',
          'passport_image[99]',
          'visa_image[-1]',
          '__proto__',
          'constructor[prototype]',
        ]),
        file: passportPng(1, 8, 8),
      });
      set('trip_id', '0');
      break;
    case 'too-many-files':
      for (let i = 0; i < 45; i++) parts.push({ name: `visa_image[${i % 20}]`, file: passportPng(i, 4, 4) });
      set('adults_count', '0');
      break;
    case 'duplicate-files':
      parts.push({ name: 'passport_image[0]', file: passportPng(2, 8, 8) });
      parts.push({ name: 'passport_image[0]', file: passportPng(3, 8, 8) });
      break;
    default:
      set('trip_id', '0');
  }
  // Extra fields and junk, ignored by the server.
  if (r() < 0.5)
    parts.push({
      name: pick(r, ['total_price', 'status', 'customer_id', 'is_admin', 'id']),
      value: pick(r, ['0', '-100', 'confirmed', '1', pick(r, SQL)]),
    });
  return parts;
}

const BOOKING_DEFECTS = [
  'trip',
  'date-past',
  'date-bad',
  'adults',
  'children',
  'travellers-missing',
  'passport-expired',
  'passport-number',
  'no-image',
  'html-as-png',
  'not-an-image',
  'empty-image',
  'traversal-filename',
  'traversal-field',
  'too-many-files',
  'duplicate-files',
];

export function hostileRequests(ctx: HostileContext, count: number, seed = 1): HostileRequest[] {
  const r = rng(seed);
  const A = `Bearer ${ctx.tokenA}`;
  const out: HostileRequest[] = [];
  const add = (x: HostileRequest) => out.push(x);
  const jsonPost = (category: string, path: string, body: Buffer, auth?: string, ct = 'application/json') =>
    add({ category, method: 'POST', path, headers: { 'content-type': ct, ...(auth ? { authorization: auth } : {}) }, body });

  // --- systematic part: every endpoint with every kind of bad input at least once ---
  const publicGets = [
    '/api/health',
    '/api/data/info',
    '/api/cities',
    '/api/trips',
    '/api/faq',
    '/api/countries',
    '/api/data/tags',
    '/api/openapi.json',
  ];
  for (const p of publicGets) {
    for (const q of [
      '?page=-1',
      `?x=${encodeURIComponent(SQL[0]!)}`,
      `?${'a'.repeat(8000)}=1`,
      '?__proto__[x]=1',
      `?q=${encodeURIComponent(SCRIPT[0]!)}`,
    ])
      add({ category: 'query', method: 'GET', path: p + q, headers: {} });
    for (const m of ['PUT', 'DELETE', 'PATCH', 'POST'])
      add({ category: 'method', method: m, path: p, headers: { 'content-type': 'application/json' }, body: json({ a: 1 }) });
  }
  for (const id of BAD_IDS) {
    for (const p of ['/api/trips/', '/api/countries/', '/api/data/tags/'])
      add({ category: 'bad-id', method: 'GET', path: p + id, headers: {} });
    add({ category: 'bad-id', method: 'GET', path: `/api/customer/bookings/${id}`, headers: { authorization: A } });
    add({ category: 'bad-id', method: 'GET', path: `/api/customer/bookings/${id}/files/${id}`, headers: { authorization: A } });
    // Ids that coerce to a real trip ('0x10', ' 1', '1e3') would toggle a real favourite: left out here.
    if (!WRITE_UNSAFE_IDS.has(id))
      add({
        category: 'bad-id',
        method: 'POST',
        path: `/api/customer/favourites/${id}`,
        headers: { authorization: A, 'content-type': 'application/json' },
        body: json({ liked: true }),
      });
    add({ category: 'bad-id', method: 'GET', path: `/api/media/${id}/${id}.svg`, headers: {} });
  }
  const filterParams = [
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
  const filterValues = [
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
  for (const p of filterParams)
    for (const v of filterValues) add({ category: 'filter', method: 'GET', path: `/api/trips/filter?${p}=${v}`, headers: {} });
  for (const q of [
    'page=1&page=2',
    'page[]=1',
    'page[a]=b',
    'sort_by[]=low_price&sort_by[]=high_price',
    `start_date=${'9'.repeat(5000)}`,
  ])
    add({ category: 'filter', method: 'GET', path: `/api/trips/filter?${q}`, headers: {} });
  for (const t of ['', 'evil', 'home%27%20OR%201%3D1', '%3Cscript%3E', 'home&type=faq', 'HOME', 'type[]=home'])
    add({ category: 'query', method: 'GET', path: `/api/data/banners?type=${t}`, headers: {} });
  add({ category: 'query', method: 'GET', path: '/api/data/banners', headers: {} });
  for (const p of TRAVERSAL) {
    add({ category: 'traversal', method: 'GET', path: p, headers: {}, traversal: true });
    add({ category: 'traversal', method: 'GET', path: p, headers: { authorization: A }, traversal: true });
  }
  // B's booking and file, reached with A's token: 404, never the data.
  add({ category: 'authz', method: 'GET', path: `/api/customer/bookings/${ctx.bookingB}`, headers: { authorization: A } });
  add({
    category: 'authz',
    method: 'GET',
    path: `/api/customer/bookings/${ctx.bookingB}/files/${ctx.fileB}`,
    headers: { authorization: A },
  });
  add({
    category: 'authz',
    method: 'GET',
    path: `/api/customer/bookings/${ctx.bookingA}/files/${ctx.fileB}`,
    headers: { authorization: A },
  });
  jsonPost('authz', '/api/customer/bookings/rate', json({ booking_id: ctx.bookingB, rate: 5, comment: 'x' }), A);
  const customerRoutes: [string, string][] = [
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
  for (const [m, p] of customerRoutes) {
    for (const t of BAD_TOKENS(ctx.tokenA)) {
      add({
        category: 'bad-token',
        method: m,
        path: p,
        headers: { authorization: t, ...(m === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(m === 'POST' ? { body: json({ liked: true, name: 'مستخدم جديد', booking_id: ctx.bookingA, rate: 5 }) } : {}),
      });
    }
    add({ category: 'bad-token', method: m, path: p, headers: {} });
  }

  // --- generated part: random combinations until `count` ---
  const jsonEndpoints: { path: string; auth?: string; body: () => Record<string, unknown> }[] = [
    { path: '/api/auth/login', body: () => ({ email: pick(r, [...STRINGS, 'nobody@example.com']), password: pick(r, STRINGS) }) },
    {
      // guard: the confirmation never matches, so no customer is created
      path: '/api/auth/register',
      body: () => ({
        name: pick(r, STRINGS),
        email: pick(r, [...STRINGS, `x${Math.floor(r() * 1e9)}@example.com`]),
        country_code: pick(r, ['sa', 'zz', "'--", '<s>', '']),
        phone_number: pick(r, ['0501234567', ...STRINGS]),
        password: 'Aa12345678',
        password_confirmation: 'Zz87654321',
      }),
    },
    {
      path: '/api/auth/reset-password-request',
      body: () => ({ email: pick(r, [...STRINGS, `nobody${Math.floor(r() * 1e6)}@example.com`]) }),
    },
    {
      path: '/api/auth/reset-password',
      body: () => ({
        token: pick(r, [...STRINGS, crypto.randomBytes(32).toString('base64url')]),
        password: pick(r, ['Aa12345678', ...STRINGS]),
        password_confirmation: pick(r, STRINGS),
      }),
    },
    {
      path: '/api/auth/login-by-google',
      body: () => ({ code: pick(r, STRINGS), redirect_uri: pick(r, ['http://127.0.0.1:1/', 'javascript:alert(1)', ...STRINGS]) }),
    },
    { path: '/api/auth/login-by-apple', body: () => ({ code: pick(r, STRINGS) }) },
    { path: '/api/auth/login-by-facebook', body: () => ({ code: pick(r, STRINGS) }) },
    // guard: gender is never a valid value, so the whole update is refused
    {
      path: '/api/customer/update',
      auth: A,
      body: () => ({
        name: pick(r, STRINGS),
        birthday: pick(r, ['2099-01-01', '31/12/2000', "' OR 1=1", '<script>', '2000-02-30']),
        gender: pick(r, ['robot', 'MALE', '<script>', "'; DROP TABLE customers;--", '1']),
      }),
    },
    // guard: the rate is never a whole number 0..5 after coercion, or the booking is B's
    {
      path: '/api/customer/bookings/rate',
      auth: A,
      body: () =>
        r() < 0.3
          ? { booking_id: ctx.bookingB, rate: 3, comment: pick(r, STRINGS) }
          : {
              booking_id: pick(r, [ctx.bookingA, 0, -1, 'abc', 99999999, '1 OR 1=1']),
              rate: pick(r, [6, -1, 2.5, 'abc', 99, '6', {}, [6], 'NaN', 1e10, '1; DROP TABLE ratings']),
              comment: pick(r, STRINGS),
            },
    },
    { path: '/api/customer/bookings/rate', body: () => ({ booking_id: ctx.bookingA, rate: 5, comment: pick(r, STRINGS) }) },
    { path: '/api/customer/update', body: () => ({ name: 'مستخدم جديد', gender: 'male' }) },
    // guard: a trip id that does not exist
    {
      path: `/api/customer/favourites/${pick(r, ['0', '99999999', '2147483647'])}`,
      auth: A,
      body: () => ({ liked: pick(r, [true, 'yes', 1, null, {}, ...STRINGS]) }),
    },
    { path: `/api/customer/favourites/${ctx.tripId}`, body: () => ({ liked: true }) },
  ];
  const mutate = (b: Record<string, unknown>): unknown => {
    const keys = Object.keys(b);
    const k = keys.length ? pick(r, keys) : 'x';
    switch (Math.floor(r() * 8)) {
      case 0: // wrong type
        return { ...b, [k]: pick(r, WRONG) };
      case 1: {
        // missing field
        const { [k]: _gone, ...rest } = b;
        return rest;
      }
      case 2: // extra fields and prototype pollution
        return {
          ...JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}'),
          ...b,
          is_admin: true,
          id: 1,
          customer_id: 1,
        };
      case 3:
        return { ...b, [k]: pick(r, SQL) };
      case 4:
        return { ...b, [k]: pick(r, SCRIPT) };
      case 5:
        return deep(200);
      case 6:
        return pick(r, [null, [], 'str', 42, [b]]);
      default:
        return b;
    }
  };
  const contentTypes = [
    'application/json',
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'multipart/form-data',
    'application/json; boundary=x',
    '',
  ];

  while (out.length < count) {
    const roll = r();
    if (roll < 0.42) {
      const ep = pick(r, jsonEndpoints);
      const base = ep.body();
      let body: Buffer;
      let category = 'json';
      const sub = r();
      if (sub < 0.1) {
        body = Buffer.from(pick(r, JSON_GARBAGE));
        category = 'bad-json';
      } else if (sub < 0.13) {
        body = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]); // invalid UTF-8
        category = 'bad-json';
      } else {
        const m = mutate(base);
        // The guarded writes keep their guard whatever the mutation did.
        const guarded =
          ep.auth && m && typeof m === 'object' && !Array.isArray(m) ? { ...(m as object), ...guardOf(ep.path, base) } : m;
        body = Buffer.from(JSON.stringify(guarded) ?? 'null');
        category = 'json-fields';
      }
      const ct = r() < 0.85 ? 'application/json' : pick(r, contentTypes);
      if (ct === '') add({ category, method: 'POST', path: ep.path, headers: ep.auth ? { authorization: ep.auth } : {}, body });
      else jsonPost(category, ep.path, body, ep.auth, ct);
    } else if (roll < 0.62) {
      // bad multipart to the booking route, with A's token (guarded: every form has a defect) or none
      const boundary = `----bench${Math.floor(r() * 1e12)}`;
      const defect = pick(r, BOOKING_DEFECTS);
      const parts = bookingParts(ctx, r, defect);
      const auth = r() < 0.85 ? A : pick(r, BAD_TOKENS(ctx.tokenA));
      const form = r();
      let ct = `multipart/form-data; boundary=${boundary}`;
      let body = multipart(boundary, parts);
      let category = `multipart:${defect}`;
      if (form < 0.08) {
        ct = 'multipart/form-data';
        category = 'multipart:no-boundary';
      } else if (form < 0.16) {
        body = body.subarray(0, Math.floor(body.length * r()));
        category = 'multipart:truncated';
      } else if (form < 0.22) {
        ct = `multipart/form-data; boundary=other${boundary}`;
        category = 'multipart:wrong-boundary';
      } else if (form < 0.27) {
        body = multipart(boundary, parts, false);
        category = 'multipart:unclosed';
      } else if (form < 0.31) {
        body = Buffer.from(`--${boundary}\r\nContent-Disposition: garbage\r\n\r\n\r\n--${boundary}\r\n\u0000\u0001\r\n`);
        category = 'multipart:garbage-headers';
      } else if (form < 0.35) {
        add({
          category: 'multipart:bad-idempotency-key',
          method: 'POST',
          path: '/api/customer/trips/book',
          headers: {
            'content-type': ct,
            authorization: A,
            'idempotency-key': pick(r, ['x'.repeat(300), 'a b c', '"quoted"\t', '%00']),
          },
          body: multipart(boundary, bookingParts(ctx, r, 'trip')),
        });
        continue;
      }
      if (defect === 'traversal-filename' || defect === 'traversal-field') category = `multipart:${defect}`;
      add({
        category,
        method: 'POST',
        path: '/api/customer/trips/book',
        headers: { 'content-type': ct, authorization: auth },
        body,
      });
    } else if (roll < 0.63) {
      // huge bodies: over the JSON body cap, and a file over the 5 MB upload cap
      if (r() < 0.5) {
        const ep = pick(r, jsonEndpoints);
        jsonPost('huge', ep.path, Buffer.from(JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' })), ep.auth);
      } else {
        const boundary = `----huge${Math.floor(r() * 1e9)}`;
        const parts = bookingParts(ctx, r, 'date-past');
        parts.find((p) => p.name === 'passport_image[0]')!.file = Buffer.concat([
          passportPng(7, 8, 8),
          Buffer.alloc(6 * 1024 * 1024, 7),
        ]);
        add({
          category: 'huge',
          method: 'POST',
          path: '/api/customer/trips/book',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: A },
          body: multipart(boundary, parts),
        });
      }
    } else if (roll < 0.78) {
      const p = pick(r, filterParams);
      const v = r() < 0.5 ? pick(r, filterValues) : enc(String(pick(r, STRINGS)));
      add({
        category: 'filter',
        method: 'GET',
        path: `/api/trips/filter?${p}=${v}&${pick(r, filterParams)}=${pick(r, filterValues)}`,
        headers: r() < 0.3 ? { authorization: pick(r, BAD_TOKENS(ctx.tokenA)) } : {},
      });
    } else if (roll < 0.86) {
      const base = pick(r, [
        '/api/trips/',
        '/api/countries/',
        '/api/data/tags/',
        `/api/customer/bookings/`,
        `/api/media/city/`,
        `/api/media/`,
      ]);
      const id = r() < 0.7 ? pick(r, BAD_IDS) : enc(String(pick(r, STRINGS)));
      add({ category: 'bad-id', method: 'GET', path: base + id, headers: r() < 0.5 ? { authorization: A } : {} });
    } else if (roll < 0.93) {
      add({ category: 'traversal', method: pick(r, ['GET', 'HEAD']), path: pick(r, TRAVERSAL), headers: {}, traversal: true });
    } else {
      const [m, p] = pick(r, customerRoutes);
      add({
        category: 'bad-token',
        method: m,
        path: p,
        headers: {
          authorization: pick(r, BAD_TOKENS(ctx.tokenA)),
          ...(m === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(m === 'POST' ? { body: json({ name: 'مستخدم جديد', liked: true, booking_id: ctx.bookingA, rate: 5 }) } : {}),
      });
    }
  }
  return out;
}

/** The field that keeps a guarded write invalid, put back after a mutation. */
function guardOf(path: string, base: Record<string, unknown>): Record<string, unknown> {
  if (path === '/api/customer/update') return { gender: base.gender };
  if (path === '/api/customer/bookings/rate')
    return base.booking_id === undefined ? {} : { booking_id: base.booking_id, rate: base.rate };
  return {};
}
