import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis that holds the rate limits when REDIS_URL is set; null keeps them in memory. */
    redis: Redis | null;
    /** "ok", "unavailable" (configured but not answering) or "off" (no REDIS_URL); /api/health shows it. */
    redisStatus(): 'ok' | 'unavailable' | 'off';
  }
}

// Short time-outs and no offline queue: while Redis is away a command fails at once instead of
// waiting, so a dead Redis never holds a request (platform/rate-limits.ts then fails closed or open). The client
// keeps reconnecting by itself every half second, so the limits come back without a restart.
export const REDIS_OPTIONS = {
  connectTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: () => 500,
} as const;

export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      app.decorate('redisStatus', () => 'off' as const);
      return;
    }
    const redis = new Redis(url, REDIS_OPTIONS);
    let up = false;
    // Said once per change, not once per failed request.
    let saidDown = false;
    redis.on('ready', () => {
      up = true;
      if (saidDown) app.log.warn('Redis is back: rate limits are counted in Redis again');
      saidDown = false;
    });
    const down = (err?: unknown) => {
      up = false;
      if (saidDown) return;
      saidDown = true;
      app.log.error(
        { err },
        'Redis unreachable: login, register and password reset answer 503; other limits are not counted until it returns',
      );
    };
    redis.on('error', down);
    redis.on('close', () => down());
    app.decorate('redis', redis);
    app.decorate('redisStatus', () => (up && redis.status === 'ready' ? ('ok' as const) : ('unavailable' as const)));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'redis' },
);
