import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { vitalsSummary } from '../../modules/vitals/index.ts';

// GET /api/admin/vitals?days=7|28: the real visitors' speed per page type (issue 28), the 75th
// percentile of each web vital and its rating, for the dashboard. Agents and admins.
export default async function adminVitalsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { days?: 7 | 28 } }>(
    '/vitals',
    {
      schema: {
        tags: ['admin'],
        summary: 'Real visitors’ web vitals per page type: p75 and rating over the last 7 or 28 days',
        querystring: wire.VitalsQuery,
        response: { 200: wire.VitalsSummaryAnswer },
      },
    },
    async (request) => ({ data: await vitalsSummary(app.db, request.query.days ?? 7) }),
  );
}
