import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, validationMessages } from '@rihla/contract';
import { Redis } from 'ioredis';
import { redisTurns } from '../../src/modules/bookings/upload-turns.ts';
import {
  book,
  bookableTrip,
  bookingParts,
  createTestApp,
  filesIn,
  PNG,
  REDIS_URL,
  register,
  type Part,
  type TestApp,
} from '../helper.ts';

// Issue 29, finding 1: one account kept the CPU busy by replaying a booking's Idempotency-Key with
// large pictures (each replay decoded every file, then answered 422, never 429), and by sending 40
// files for one adult. Now every request spends the budget, the cheap checks come first, pictures
// are decoded only for a booking that can be stored, and then in a bounded pool of their own.

/** A 7000×7000 flat-colour JPEG: a few hundred kB that decode to 49 megapixels (the report's file). */
const BIG = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#88aacc' } })
  .jpeg({ quality: 80 })
  .toBuffer();
const withBig = (parts: Part[]) =>
  parts.map((p) => ('filename' in p ? { ...p, filename: 'big.jpg', content: BIG, type: 'image/jpeg' } : p));
const field = (parts: Part[], name: string, value: string) =>
  parts.map((p) => (p.name === name && !('filename' in p) ? { ...p, value } : p));

describe('booking uploads cannot burn the CPU', () => {
  let t: TestApp;
  let tripId: number;
  let cleaned: number;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_BOOKING_ACCOUNT_MAX: '4' });
    tripId = (await bookableTrip(t.app)).id;
    // Counts the bookings whose files reach the decoding pool.
    const pool = t.app.uploadPool;
    const clean = pool.clean.bind(pool);
    pool.clean = async (customerId, files) => {
      if (files.length) cleaned++;
      return clean(customerId, files);
    };
  });
  afterAll(async () => t?.close());

  it('counts replays and refusals against the budget and decodes none of them', async () => {
    const { token } = await register(t.app);
    cleaned = 0;
    const first = await book(t.app, token, bookingParts(tripId), { 'idempotency-key': 'K' });
    expect(first.statusCode).toBe(200);
    expect(cleaned).toBe(1);
    // The report's replay: the same key, trip_id=0 and a large picture. Refused, then stopped.
    const replay = withBig(field(bookingParts(tripId), 'trip_id', '0'));
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await book(t.app, token, replay, { 'idempotency-key': 'K' })).statusCode);
    expect(codes).toEqual([422, 422, 422, 429, 429]);
    expect(cleaned).toBe(1);
    expect(filesIn(t.dataDir).filter((f) => f.includes('spool'))).toEqual([]);
  });

  it('checks the trip, date and counts before any file is decoded', async () => {
    const { token } = await register(t.app);
    cleaned = 0;
    const noTrip = await book(t.app, token, withBig(field(bookingParts(tripId), 'trip_id', '0')));
    expect(noTrip.statusCode).toBe(400);
    expect(noTrip.json().errors.trip_id).toEqual([validationMessages.required]);
    const badDate = await book(t.app, token, withBig(field(bookingParts(tripId), 'from_date', '2020-01-01')));
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().errors)).toContain('from_date');
    expect(cleaned).toBe(0);
  });

  it('takes at most a passport and a visa per adult', async () => {
    const { token } = await register(t.app);
    cleaned = 0;
    // One adult, and files under four more travellers' indexes.
    const extra: Part[] = [1, 2, 3, 4].map((i) => ({
      name: `passport_image[${i}]`,
      filename: `p${i}.png`,
      content: PNG,
      type: 'image/png',
    }));
    const res = await book(t.app, token, bookingParts(tripId, { extra }));
    expect(res.statusCode).toBe(400);
    // Refused at the first such file, as it arrives: nothing of it is written or hashed.
    expect(res.json().errors).toEqual({ 'passport_image[1]': [validationMessages.fileWithoutAdult] });
    expect(cleaned).toBe(0);
    expect(filesIn(t.dataDir).filter((f) => f.includes('spool'))).toEqual([]);
    // A passport and a visa for the one adult is what a booking may carry.
    const visa: Part = { name: 'visa_image[0]', filename: 'v.png', content: PNG, type: 'image/png' };
    expect((await book(t.app, token, bookingParts(tripId, { extra: [visa] }))).statusCode).toBe(200);
    expect(cleaned).toBe(1);
  });

  it('stores a large picture at most 2400 pixels on its longest side', async () => {
    const { token } = await register(t.app);
    const res = await book(t.app, token, withBig(bookingParts(tripId)));
    expect(res.statusCode).toBe(200);
    const url = res.json().data.files[0].url;
    const got = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 2400]);
  });
});

describe('the upload pool is bounded', () => {
  let t: TestApp;
  let tripId: number;
  beforeAll(async () => {
    // One thread and no queue: a second booking's pictures while the first's decode are turned away.
    t = await createTestApp({ UPLOAD_THREADS: '1', UPLOAD_QUEUE_MAX: '0' });
    tripId = (await bookableTrip(t.app)).id;
  });
  afterAll(async () => t?.close());

  it('answers 503 with Retry-After when full, stores nothing for it, and takes bookings again after', async () => {
    const customers = await Promise.all([1, 2, 3].map(() => register(t.app)));
    const answers = await Promise.all(customers.map((c) => book(t.app, c.token, withBig(bookingParts(tripId)))));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toContain(200);
    expect(codes).toContain(503);
    const full = answers.find((r) => r.statusCode === 503)!;
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    expect(full.json().message).toBe(errorMessages.serviceUnavailable);
    const stored = await t.app.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(codes.filter((c) => c === 200).length);
    expect(filesIn(t.dataDir).filter((f) => f.includes('spool'))).toEqual([]);
    // Once drained it decodes again.
    expect((await book(t.app, customers[0]!.token, bookingParts(tripId))).statusCode).toBe(200);
  });

  it('gives one account its turns: a flood of its own bookings answers 429, not 503 to others', async () => {
    const { token } = await register(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(t.app, token, withBig(bookingParts(tripId)), { 'idempotency-key': `turn-${i}` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes).toContain(429);
    expect(codes.every((c) => c === 200 || c === 429)).toBe(true);
  });
});

describe('one account’s turns are counted across servers (REDIS_URL)', () => {
  let t: TestApp;
  let tripId: number;
  let other: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
    tripId = (await bookableTrip(t.app)).id;
    other = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    other?.disconnect();
    await t?.close();
  });

  const key = (customerId: number) => `${t.app.config.redisKeyPrefix}upload-turns:${customerId}`;
  /** Another server behind the same nginx: the same Redis, the same keys, its own connection. */
  const server = (redis: Redis, leaseMs = 60_000) =>
    redisTurns(redis, `${t.app.config.redisKeyPrefix}upload-turns:`, leaseMs, () => {});

  it('answers 429 while the account has its bookings in flight on other servers, and books once they end', async () => {
    const { token, user } = await register(t.app);
    const customerId = user.id as number;
    const elsewhere = server(other);
    const turns = [];
    for (let i = 0; i < 3; i++) turns.push(await elsewhere.enter(customerId, 3));
    expect(turns.every(Boolean)).toBe(true);
    expect(await elsewhere.enter(customerId, 3)).toBeNull();
    const refused = await book(t.app, token, bookingParts(tripId), { 'idempotency-key': 'elsewhere-1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    for (const leave of turns) await leave!();
    expect((await book(t.app, token, bookingParts(tripId), { 'idempotency-key': 'elsewhere-2' })).statusCode).toBe(200);
    // Its own turn is given back: nothing is left counted for the account.
    expect(await other.exists(key(customerId))).toBe(0);
  });

  it('keeps a living server’s turns past their lease, and lets a killed server’s end with it', async () => {
    const { token, user } = await register(t.app);
    const customerId = user.id as number;
    const living = server(other, 300);
    const held = await Promise.all([0, 1, 2].map(() => living.enter(customerId, 3)));
    await new Promise((r) => setTimeout(r, 800));
    // Renewed while they last: still three in flight, more than two leases later.
    expect(await living.enter(customerId, 3)).toBeNull();
    for (const leave of held) await leave!();

    // A server that dies holding three turns: its connection goes, so nothing renews them.
    const doomed = new Redis(REDIS_URL);
    const dying = server(doomed, 300);
    for (let i = 0; i < 3; i++) expect(await dying.enter(customerId, 3)).not.toBeNull();
    doomed.disconnect();
    expect((await book(t.app, token, bookingParts(tripId), { 'idempotency-key': 'killed-1' })).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 400));
    expect((await book(t.app, token, bookingParts(tripId), { 'idempotency-key': 'killed-2' })).statusCode).toBe(200);
  });
});
