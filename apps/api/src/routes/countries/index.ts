import type { FastifyInstance } from 'fastify';
import * as catalogue from '../../repositories/catalogue.ts';
import * as trips from '../../repositories/trips.ts';
import { loadCustomer } from '../../lib/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { idParams } from '../schemas.ts';

export default async function countryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/countries', { schema: { tags: ['countries'] } }, async () => ({ data: await catalogue.countriesWithCities(db) }));

  app.get<{ Params: { id: number } }>(
    '/api/countries/:id',
    { schema: { tags: ['countries'], params: idParams } },
    async (request) => {
      const customer = await loadCustomer(request);
      const countries = await catalogue.countriesWithCities(db);
      const country = countries.find((c) => c.id === request.params.id);
      if (!country) throw notFound();
      const popular = await trips.listCards(db, customer?.id ?? null, (q) =>
        q.where('trips.to_country_id', '=', country.id).orderBy('trips.visits', 'desc').orderBy('trips.id', 'desc').limit(12),
      );
      return { data: { country, countries, trips: popular } };
    },
  );
}
