import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { recordReport, type VitalsReport } from '../../modules/vitals/index.ts';
import { enforceLimit } from '../../platform/rate-limits.ts';

// POST /api/vitals: a browser's report of its page load's speed (issue 28, real visitors), sent with
// navigator.sendBeacon as the page is hidden. No account, no cookie, no address kept: the page type
// and five numbers, counted into today's histogram. Anything else is refused (422); an address past
// its budget gets 429.
export default async function vitalsRoutes(app: FastifyInstance) {
  app.post<{ Body: VitalsReport }>(
    '/',
    {
      schema: {
        tags: ['data'],
        summary: 'A page load’s web vitals (LCP, INP, CLS, FCP, TTFB) from a real visitor’s browser',
        body: wire.VitalsReport,
        response: { 204: { type: 'null' } },
      },
      // sendBeacon's body is small: a page type and five numbers.
      bodyLimit: 2048,
    },
    async (request, reply) => {
      await enforceLimit(request, 'vitals');
      await recordReport(app.db, request.body);
      return reply.code(204).send();
    },
  );
}
