import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages } from '@rihla/contract';
import { storageHealth } from '../../platform/storage-errors.ts';
import { ensureSpool } from '../../modules/bookings/index.ts';
import { ping } from '../../platform/db/health.ts';

// 200 when the database answers and both it and this process's upload spool folder take writes; 503 otherwise, naming
// which storage is unavailable (a read-only database still serves reads, but takes no booking).
// `redis` says where the rate limits stand. A Redis that does not answer stays a 200 ("degraded"):
// every server shares it, so a balancer taking them all out would stop the reads that still work,
// while login, register and reset answer 503 by themselves (platform/rate-limits.ts).
export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        response: {
          200: wire.HealthResponse,
          503: wire.HealthDownResponse,
        },
      },
    },
    async (_request, reply) => {
      const redis = app.redisStatus();
      try {
        await ping(app.db);
        await ensureSpool(app.spoolDir).catch(() => undefined);
        const health = await storageHealth(app.db, app.spoolDir);
        if (health.database === 'ok' && health.files === 'ok')
          return { status: redis === 'unavailable' ? 'degraded' : 'ok', redis };
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ status: 'storage unavailable', message: errorMessages.serviceUnavailable, storage: health, redis });
      } catch {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable', message: errorMessages.serviceUnavailable, redis });
      }
    },
  );
}
