import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorMessages } from '@rihla/contract';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.ctx.db);
        return { status: 'ok' };
      } catch {
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable', message: errorMessages.serviceUnavailable });
      }
    },
  );
}
