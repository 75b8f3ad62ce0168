import rateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

export type LimitBucket = keyof Config['rateLimits'];
type Check = ReturnType<import('fastify').FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** One per-address and one per-account counter for each budget of config.rateLimits (platform/rate-limits.ts). */
    limits: Record<LimitBucket, { address: Check; account: Check }>;
  }
}

/** The account a per-account check counts: set by platform/rate-limits.ts just before it calls the check. */
export const accountOf = new WeakMap<FastifyRequest, string>();

// @fastify/rate-limit counts, in Redis (its Lua INCR + PEXPIRE) when REDIS_URL is set and in memory
// otherwise. It is not hooked onto routes: each route asks for its budgets itself (platform/rate-limits.ts),
// because the account is known only after the body is read or the token checked, and because a
// failed store must close login but open bookings. Every key names its budget: the plugin's own
// prefix is the same for all the counters made by createRateLimit (in Redis it reads
// "<prefix>limit:undefinedundefined-", the route it would name being none).
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}limit:` } : {}),
      skipOnError: false,
    });
    // In memory each counter is an LRU; 50,000 keys (the plugin's 5,000 would let a flood of other
    // addresses or accounts push a counter out). Its type leaves `cache` out of createRateLimit, whose
    // options still reach the store.
    const counter = (options: CreateRateLimitOptions) =>
      app.createRateLimit({ ...options, cache: 50_000 } as CreateRateLimitOptions);
    const make = (bucket: LimitBucket) => {
      const { ipMax, accountMax, windowMs } = app.config.rateLimits[bucket];
      return {
        address: counter({
          max: ipMax,
          timeWindow: windowMs,
          // IPv6 counted per /64, as the plugin does: one host holds a whole /64.
          keyGenerator: (req) => `${bucket}:ip:${normalizeIP(req.ip)}`,
        }),
        account: counter({
          max: accountMax,
          timeWindow: windowMs,
          keyGenerator: (req) => `${bucket}:acct:${accountOf.get(req) ?? ''}`,
        }),
      };
    };
    app.decorate('limits', {
      login: make('login'),
      register: make('register'),
      reset: make('reset'),
      booking: make('booking'),
      vitals: make('vitals'),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
