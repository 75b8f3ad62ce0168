import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { isIsoDate, type TripFilterQuery } from '@rihla/contract';
import { filterTrips, searchKey, sendKeptJson, trips, places as catalogue } from '../../modules/catalogue/index.ts';
import { loadCustomer } from '../../modules/accounts/index.ts';
import { notFound, unprocessable, INVALID_VALUE } from '../../platform/http-errors.ts';

import tripAvailabilityRoutes from './availability.ts';
import searchSuggestionRoutes from './suggestions.ts';
import tripReviewRoutes from './reviews.ts';

export default async function tripRoutes(app: FastifyInstance) {
  const { db, dialect } = app;
  // Autoload reads only this index of the folder.
  await app.register(tripAvailabilityRoutes);
  await app.register(searchSuggestionRoutes);
  await app.register(tripReviewRoutes);

  app.get(
    '/',
    {
      schema: {
        tags: ['trips'],
        summary: 'Home page: countries, home banners, featured and latest trips',
        response: { 200: wire.HomeResponse },
      },
    },
    async (request, reply) => {
      const customer = await loadCustomer(request);
      // All of it is kept under the catalogue version (modules/catalogue/catalogue-cache.ts); only the
      // signed-in viewer's favourite flags are read each time. A guest gets the kept bytes.
      const view = await app.catalogue();
      const home = async (customerId: number | null) => {
        const [countries, banners, featured, latest] = await Promise.all([
          view.get('countries', () => catalogue.countriesWithCities(db)),
          view.get('banners:home', () => catalogue.banners(db, 'home')),
          view.get('home:featured', () =>
            trips.listCards(db, null, (q) => q.where('trips.featured', '=', 1).orderBy('trips.id', 'desc').limit(12)),
          ),
          view.get('home:latest', () => trips.listCards(db, null, (q) => q.orderBy('trips.id', 'desc').limit(12))),
        ]);
        const [flaggedFeatured, flaggedLatest] = await trips.withFavourites(db, [featured, latest], customerId);
        return { countries, banners, trips: { featured: flaggedFeatured!, latest: flaggedLatest! } };
      };
      if (!customer) return sendKeptJson(request, reply, view, 'home', () => home(null), { byUrl: true });
      return home(customer.id);
    },
  );

  app.get<{ Querystring: TripFilterQuery }>(
    '/filter',
    {
      schema: {
        tags: ['trips'],
        summary: 'Search, 12 a page',
        querystring: wire.TripFilterQuery,
        response: { 200: wire.TripPage },
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.start_date !== undefined && !isIsoDate(q.start_date)) throw unprocessable({ start_date: INVALID_VALUE });
      const customer = await loadCustomer(request);
      const key = searchKey(q);
      // One read of the catalogue version per request: the kept answer and the search share it.
      const view = await app.catalogue();
      if (!customer && key)
        return sendKeptJson(request, reply, view, key, () => filterTrips(db, view, dialect, q, null), { byUrl: true });
      return filterTrips(db, view, dialect, q, customer?.id ?? null);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        tags: ['trips'],
        summary: 'Trip detail; counts a visit',
        params: wire.IdParams,
        response: { 200: wire.TripResponse },
      },
    },
    async (request, reply) => {
      const customer = await loadCustomer(request);
      const view = await app.catalogue();
      const id = request.params.id;
      const trip = await view.get(`trip:${id}`, () => trips.tripDetail(db, id, null));
      if (!trip) throw notFound();
      // Counted in memory, written in batches (modules/catalogue/visit-counter.ts): a read never fails on it.
      app.visits.count(trip.id);
      if (!customer)
        return sendKeptJson(request, reply, view, `trip:${id}`, async () => ({ data: trip }), { byUrl: true, visit: trip.id });
      const [[flagged]] = await trips.withFavourites(db, [[trip]], customer.id);
      return { data: flagged! };
    },
  );
}
