import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { auth, createTestApp, multipart, PNG, register, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';
import { prng } from '../../src/modules/catalogue/demo/catalogue.ts';
import { NASTY } from './hostile-values.ts';

// hostile.test.ts sends malformed requests to the spec's routes; this one to every operation the
// OpenAPI document names (so a new route is covered the day it is added), as a customer, as an
// admin and signed out, with each operation's own fields set to plausible and to hostile values.
// Nothing may answer 5xx, and every refusal is JSON with an Arabic message.

interface Operation {
  method: string;
  path: string;
  fields: string[];
}

let t: TestApp;
let customer = '';
let admin = '';
const operations: Operation[] = [];

/** Every property and parameter name an operation's request names. */
function fieldsOf(op: { requestBody?: unknown; parameters?: { name: string }[] }): string[] {
  const fields = new Set((op.parameters ?? []).map((p) => p.name));
  const walk = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return;
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    if (properties) Object.keys(properties).forEach((k) => fields.add(k));
    Object.values(schema).forEach(walk);
  };
  walk(op.requestBody);
  return [...fields];
}

beforeAll(async () => {
  t = await createTestApp();
  customer = (await register(t.app)).token;
  admin = await staffToken(t.app, 'admin', 'hostile@admin.example');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>>;
  };
  for (const [path, byMethod] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(byMethod))
      operations.push({ method: method.toUpperCase(), path, fields: fieldsOf(op) });
});
afterAll(async () => t?.close());

// Signing out, deleting the account and taking the admin's role away would end the run's sessions.
const ENDS_SESSION = /logout|account\/delete|\/disable$|\/role$/;

const PLAUSIBLE: unknown[] = [
  1,
  2,
  3,
  5,
  'a@b.co',
  'نص عربي',
  '2027-01-15',
  '2027-01-15T10:00:00Z',
  'SA',
  '+966501234567',
  'male',
  'adult',
  'pending',
  'high_price',
  'true',
  [1],
  [{ name: 'أحمد' }],
];
// Beyond hostile.test.ts' values: numbers past a column's range, impossible dates, numbers as text.
const HOSTILE: unknown[] = [
  ...NASTY,
  1e308,
  2 ** 53,
  'x'.repeat(20_000),
  '2026-02-30',
  '9999-99-99',
  '99999999999999999999',
  'NaN',
  '-0',
  '1e5',
];
const ARABIC = /[\u0600-\u06ff]/;

describe('hostile input on every operation', () => {
  it('answers each operation 60 times without a 5xx, refusing in Arabic JSON', async () => {
    const rand = prng(7);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const value = () => (rand() < 0.6 ? pick(PLAUSIBLE) : pick(HOSTILE));
    const failures: string[] = [];
    const reached = new Set<string>();
    const exercised = operations.filter((o) => !ENDS_SESSION.test(o.path));
    expect(exercised.length).toBeGreaterThan(100);
    for (const op of exercised)
      for (let i = 0; i < 60; i++) {
        const path = op.path.replace(/\{\w+\}/g, () =>
          rand() < 0.6 ? String(1 + Math.floor(rand() * 3)) : encodeURIComponent(String(pick(HOSTILE))).slice(0, 150) || 'x',
        );
        const query = new URLSearchParams();
        for (const f of op.fields) if (rand() < 0.5) query.set(f, String(value()).slice(0, 3000));
        const who = rand();
        const headers: Record<string, string> = who < 0.4 ? auth(admin) : who < 0.8 ? auth(customer) : {};
        const options: InjectOptions = { method: op.method as InjectOptions['method'], url: `${path}?${query}`, headers };
        if (op.method === 'POST') {
          const kind = rand();
          if (kind < 0.7) options.payload = Object.fromEntries(op.fields.filter(() => rand() < 0.8).map((f) => [f, value()]));
          else if (kind < 0.85) {
            const form = multipart([
              ...op.fields.slice(0, 6).map((name) => ({ name, value: String(value()).slice(0, 500) })),
              { name: pick(['file', 'picture', 'pictures', 'passport_image[0]']), filename: 'a.png', content: PNG },
            ]);
            options.payload = form.payload;
            Object.assign(headers, form.headers);
          } else {
            options.payload = '{"a": ';
            headers['content-type'] = 'application/json';
          }
        }
        const res = await t.app.inject(options);
        const seen = `${res.statusCode} ${op.method} ${String(options.url).slice(0, 200)}`;
        if (res.statusCode >= 500) failures.push(`${seen} → ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          let message: unknown;
          try {
            message = (res.json() as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || !ARABIC.test(message))
            failures.push(`${seen}: not an Arabic JSON message: ${res.body.slice(0, 200)}`);
        }
        if (res.statusCode !== 401 && res.statusCode !== 403) reached.add(`${op.method} ${op.path}`);
      }
    expect(failures).toEqual([]);
    // The tokens held to the end: every operation was answered past its sign-in check at least once.
    expect(exercised.map((o) => `${o.method} ${o.path}`).filter((k) => !reached.has(k))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 120_000);
});
