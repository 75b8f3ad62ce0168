import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { book, bookableTrip, bookingParts, createTestApp, newCustomer, register, type TestApp } from '../helper.ts';
import { privateRedis, type PrivateRedis } from '../redis-server.ts';

// Issue 16, item 1: the rate limits live in Redis. While it is away, login, register and reset fail
// closed (503, Arabic, Retry-After), everything else fails open, nothing answers 5xx on a read, no
// request hangs, and the limits come back by themselves when Redis does.

let redis: PrivateRedis;
let t: TestApp;
let token: string;
let password: string;
let email: string;
const logged: string[] = [];
beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
  t = await createTestApp(
    { REDIS_URL: redis.url, LOG_LEVEL: 'warn' },
    {},
    { logStream: { write: (line) => void logged.push(line) } },
  );
  ({
    token,
    payload: { email, password },
  } = await register(t.app));
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
const until = async (redisIs: string) => {
  for (let i = 0; i < 100 && (await health()).redis !== redisIs; i++) await new Promise((r) => setTimeout(r, 50));
  expect((await health()).redis).toBe(redisIs);
};
const login = (pass: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass } });
const reads = ['/api/trips', '/api/trips/filter', '/api/cities', '/api/health'];

describe('Redis stopped and started again', () => {
  it('closes login, register and reset with 503, keeps reads and bookings open, then recovers', async () => {
    await until('ok');
    expect((await login('Wrong0pass')).statusCode).toBe(401);

    // Reads keep being asked while Redis goes away and comes back.
    let reading = true;
    const readCodes: number[] = [];
    const burst = (async () => {
      for (let i = 0; reading; i++)
        readCodes.push((await t.app.inject({ method: 'GET', url: reads[i % reads.length]! })).statusCode);
    })();

    await redis.stop();
    await until('unavailable');
    expect((await health()).status).toBe('degraded');
    // Said once, not once per request.
    expect(logged.filter((l) => l.includes('Redis unreachable'))).toHaveLength(1);
    const started = Date.now();
    for (const res of [
      await login(password),
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newCustomer() }),
      await t.app.inject({ method: 'POST', url: '/api/auth/reset-password-request', payload: { email } }),
    ]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: errorMessages.serviceUnavailable });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Failing at once, not after a wait for Redis.
    expect(Date.now() - started).toBeLessThan(1000);
    // A booking's budget fails open.
    const trip = await bookableTrip(t.app);
    expect((await book(t.app, token, bookingParts(trip.id))).statusCode).toBe(200);

    await redis.start();
    await until('ok');
    reading = false;
    await burst;
    expect(readCodes.length).toBeGreaterThan(10);
    expect(readCodes.filter((c) => c >= 500)).toEqual([]);
    expect((await login(password)).statusCode).toBe(200);
    expect(logged.some((l) => l.includes('Redis is back'))).toBe(true);
  });

  it('a Redis that accepts connections but answers nothing does not hold a login', async () => {
    await until('ok');
    redis.freeze(true);
    try {
      const started = Date.now();
      const res = await login(password);
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await t.app.inject({ method: 'GET', url: '/api/trips' })).statusCode).toBe(200);
    } finally {
      redis.freeze(false);
    }
    await until('ok');
    expect((await login(password)).statusCode).toBe(200);
  });
});
