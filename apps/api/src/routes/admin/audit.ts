import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { auditPage } from '../../modules/staff/index.ts';

// The audit log, newest first, 50 a page (admins only). Read-only: nothing here changes it.
export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { before?: number } }>(
    '/audit',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'The audit log (admins)',
        querystring: wire.AuditQuery,
        response: { 200: wire.AuditAnswer },
      },
    },
    async (request) => ({ data: await auditPage(app.db, request.query.before ?? null) }),
  );
}
