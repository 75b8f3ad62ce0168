import crypto from 'node:crypto';
import { passportPng } from '@rihla/bench/lib/png.ts';
import { bookingParts, BOOKING_DEFECTS, multipart } from './booking-parts.ts';
import {
  BAD_IDS,
  BAD_TOKENS,
  customerRoutes,
  deep,
  enc,
  filterParams,
  filterValues,
  json,
  JSON_GARBAGE,
  jsonPostRequest,
  pick,
  rng,
  SCRIPT,
  SQL,
  STRINGS,
  TRAVERSAL,
  WRONG,
  type HostileContext,
  type HostileRequest,
} from './payloads.ts';
import { systematicRequests } from './systematic.ts';

export type { HostileContext, HostileRequest } from './payloads.ts';

// A generated stream of malformed requests across every endpoint of the API: wrong types, missing and
// extra fields, huge bodies, bad multipart, bad tokens, SQL and script payloads, path traversal, wrong
// methods and content types. Every request the generator makes is invalid by construction, so none may
// change data: where a request carries a valid token to a route that writes, it also carries a field
// no coercion can make valid (see `guard` notes below).

export function hostileRequests(ctx: HostileContext, count: number, seed = 1): HostileRequest[] {
  const r = rng(seed);
  const A = `Bearer ${ctx.tokenA}`;
  const out: HostileRequest[] = systematicRequests(ctx);
  const add = (x: HostileRequest) => out.push(x);
  const jsonPost = (...args: Parameters<typeof jsonPostRequest>) => add(jsonPostRequest(...args));
  const routes = customerRoutes(ctx);

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
      const [m, p] = pick(r, routes);
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
