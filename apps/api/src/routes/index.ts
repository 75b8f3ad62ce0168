import type { FastifyInstance } from 'fastify';

// GET /api/openapi.json: the OpenAPI document @fastify/swagger builds from every route's schema.
export default async function openapiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
