import type { FastifyInstance } from 'fastify';
import * as catalogue from '../../repositories/catalogue.ts';
import { cityOption, dataOf, list } from '../responses.ts';

// GET /api/cities: every city as a select option.
export default async function cityRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/',
    { schema: { tags: ['data'], summary: 'Cities as select options', response: { 200: dataOf(list(cityOption)) } } },
    async () => ({ data: await catalogue.cityOptions(db) }),
  );
}
