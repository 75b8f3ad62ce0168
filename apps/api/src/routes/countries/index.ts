import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { places as catalogue, trips } from '../../modules/catalogue/index.ts';
import { loadCustomer } from '../../modules/accounts/index.ts';
import { notFound } from '../../platform/http-errors.ts';

export default async function countryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/', { schema: { tags: ['countries'], response: { 200: wire.CountriesResponse } } }, async () => {
    const view = await app.catalogue();
    return { data: await view.get('countries', () => catalogue.countriesWithCities(db)) };
  });

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        tags: ['countries'],
        summary: 'A country with its cities, every country, and its 12 most visited trips',
        params: wire.IdParams,
        response: { 200: wire.CountryPageResponse },
      },
    },
    async (request) => {
      const customer = await loadCustomer(request);
      const view = await app.catalogue();
      const countries = await view.get('countries', () => catalogue.countriesWithCities(db));
      const country = countries.find((c) => c.id === request.params.id);
      if (!country) throw notFound();
      const popular = await trips.listCards(db, customer?.id ?? null, (q) =>
        q.where('trips.to_country_id', '=', country.id).orderBy('trips.visits', 'desc').orderBy('trips.id', 'desc').limit(12),
      );
      return { data: { country, countries, trips: popular } };
    },
  );
}
