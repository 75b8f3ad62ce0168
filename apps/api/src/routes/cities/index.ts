import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { places as catalogue } from '../../modules/catalogue/index.ts';

// GET /api/cities: every city as a select option.
export default async function cityRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/',
    { schema: { tags: ['data'], summary: 'Cities as select options', response: { 200: wire.CityOptionsResponse } } },
    async () => ({ data: await catalogue.cityOptions(db) }),
  );
}
