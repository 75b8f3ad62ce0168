import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

// The OpenAPI document of every route registered after it (GET /api/openapi.json, routes/index.ts).
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Rihla API', version: '1.0.0', description: 'Arabic travel booking API (SPEC.md section 7).' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
    });
  },
  { name: 'swagger', dependencies: ['multipart'] },
);
