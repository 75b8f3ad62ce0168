import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays, todayIso, type TripDetail } from '@rihla/contract';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { withDefaultUser } from '../src/platform/db/database.ts';

// Builds the real app over a private database: a SQLite file in a temp dir, or (api-pg project) a
// fresh PostgreSQL schema. close() removes both.

export const PG_URL = process.env.TEST_DATABASE_URL || '';
export const isPg = PG_URL.startsWith('postgres');
/** The shared Redis of the test machine (scripts/prepare-test-machine.sh starts it). */
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** The two homes of the rate limits, for tests that must hold on both: `describe.each(limitStores)`. */
export const limitStores: [string, Record<string, string>][] = [
  ['in memory', {}],
  ['in Redis', { REDIS_URL }],
];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Rebuilds the app over the same database and data dir (restart). */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

const HIGH = '100000';

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  build: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-api-test-'));
  const schema = isPg ? `rihla_test_${process.pid}_${crypto.randomBytes(5).toString('hex')}` : null;
  if (schema) {
    const client = new pg.Client({ connectionString: withDefaultUser(PG_URL) });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      // TEST_LOG_LEVEL=error shows what a test's server did (a 500's stack, for one).
      LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
      SCRYPT_LOG_N: '10',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...(isPg ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema! } : {}),
      RATE_LIMIT_LOGIN_IP_MAX: HIGH,
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: HIGH,
      RATE_LIMIT_REGISTER_IP_MAX: HIGH,
      RATE_LIMIT_REGISTER_ACCOUNT_MAX: HIGH,
      RATE_LIMIT_RESET_IP_MAX: HIGH,
      RATE_LIMIT_RESET_ACCOUNT_MAX: HIGH,
      RATE_LIMIT_BOOKING_IP_MAX: HIGH,
      RATE_LIMIT_BOOKING_ACCOUNT_MAX: HIGH,
      ...env,
    },
    // Apps share the machine's Redis: each counts under its own keys.
    { redisKeyPrefix: `rihla-test:${process.pid}:${crypto.randomBytes(5).toString('hex')}:`, ...overrides },
  );
  const dropSchema = async () => {
    if (!schema) return;
    const client = new pg.Client({ connectionString: withDefaultUser(PG_URL) });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, build);
  } catch (e) {
    await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    get app() {
      return app;
    },
    config,
    dataDir,
    async restart() {
      await app.close();
      app = await buildApp(config, build);
      return app;
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropSchema();
    },
  };
}

let seq = 0;
/** A unique, valid registration payload. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  seq++;
  const n = `${process.pid}${seq}${crypto.randomInt(1000, 9999)}`;
  return {
    name: 'سارة المسافرة',
    email: `user${n}@example.com`,
    country_code: 'sa',
    phone_number: `+9665${n.slice(-8).padStart(8, '1')}`,
    password: 'Passw0rdOk',
    password_confirmation: 'Passw0rdOk',
    ...overrides,
  };
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = newCustomer(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (res.statusCode !== 200) throw new Error(`register failed ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { token: body.access_token as string, user: body.user, payload };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// ---- multipart ----

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----rihla${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(p.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small real images (the server decodes and re-encodes every upload), made as sharp makes them. */
export const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
  .png()
  .toBuffer();
export const JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 40, g: 40, b: 200 } } })
  .jpeg()
  .toBuffer();
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

export const tomorrow = () => addDays(todayIso(), 1);
/** The first day a booking may start by the default lead time (96 hours), with a day to spare. */
export const bookableDay = () => addDays(todayIso(), 6);
export const nextYear = () => addDays(todayIso(), 365);

/** A valid booking of `tripId` for `adults` adults. */
export function bookingParts(
  tripId: number,
  options: {
    adults?: number;
    children?: number;
    date?: string;
    passportExpiry?: string;
    extra?: Part[];
    /** Leave the travellers' names out (a client from before issue 31). */
    noNames?: boolean;
  } = {},
): Part[] {
  const adults = options.adults ?? 1;
  const parts: Part[] = [
    { name: 'trip_id', value: String(tripId) },
    { name: 'from_date', value: options.date ?? bookableDay() },
    { name: 'adults_count', value: String(adults) },
    { name: 'children_count', value: String(options.children ?? 0) },
    { name: 'total_price', value: '1' },
  ];
  for (let i = 0; i < adults; i++) {
    parts.push(
      { name: `nationality[${i}]`, value: 'SA' },
      { name: `passport[${i}]`, value: `A${1234567 + i}` },
      { name: `passport_expiry[${i}]`, value: options.passportExpiry ?? nextYear() },
      { name: `passport_image[${i}]`, filename: `passport-${i}.png`, content: PNG, type: 'image/png' },
    );
  }
  // Every traveller's name, birth date and gender (issue 31): the adults, then the children.
  if (!options.noNames) parts.push(...travellerNameParts(adults, options.children ?? 0));
  return [...parts, ...(options.extra ?? [])];
}

/** first_name[i], last_name[i], birth_date[i] and gender[i] for `adults` adults then `children` children. */
export function travellerNameParts(adults: number, children: number): Part[] {
  const parts: Part[] = [];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const childBirth = new Date(Date.now() - 5 * 365 * 24 * 3600_000).toISOString().slice(0, 10);
  for (let i = 0; i < adults + children; i++) {
    parts.push(
      { name: `first_name[${i}]`, value: `Traveller ${letters[i % 26]}` },
      { name: `last_name[${i}]`, value: "Al-Test O'Hara" },
      { name: `birth_date[${i}]`, value: i < adults ? '1985-06-15' : childBirth },
      { name: `gender[${i}]`, value: i % 2 ? 'female' : 'male' },
    );
  }
  return parts;
}

export async function book(app: FastifyInstance, token: string, parts: Part[], headers: Record<string, string> = {}) {
  const { payload, headers: h } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/customer/trips/book',
    payload,
    headers: { ...h, ...auth(token), ...headers },
  } as InjectOptions);
}

/** A trip every booking test can use: no expiry, 2+ adults allowed. */
export async function bookableTrip(app: FastifyInstance): Promise<TripDetail> {
  const { db } = app;
  const row = await db
    .selectFrom('trips')
    .select('id')
    .where('expiry_date', 'is', null)
    .where('max_adults', '>=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return (await app.inject({ method: 'GET', url: `/api/trips/${row.id}` })).json().data;
}

export function filesIn(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * The booking as it is once its trip has ended (the server's completion job): status completed. Only
 * then may its customer rate it (issue 30).
 */
export async function completeBooking(app: FastifyInstance, id: number): Promise<void> {
  await app.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', id).execute();
}
