import type { FastifyInstance } from 'fastify';
import { customerOf, requireCustomer } from '../../../lib/auth.ts';
import { notFound } from '../../../lib/errors.ts';
import { favouritesPage, toggleFavourite } from '../../../repositories/favourites.ts';
import { pageMeta as pageMetaOf } from '../../../repositories/trips.ts';
import { bearer, idParams, pageMeta, pageQuery } from '../../schemas.ts';
import { list, object, tripCard } from '../../responses.ts';

// The signed-in customer's favourite trips (/api/customer/favourites).
export default async function favouriteRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Params: { id: number }; Body: { liked?: boolean } | undefined }>(
    '/:id',
    {
      schema: {
        tags: ['customer'],
        security: bearer,
        params: idParams,
        body: { type: ['object', 'null'], properties: { liked: { type: 'boolean' } } },
        response: { 200: object({ liked: { type: 'boolean' } }) },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      // `liked` is the wanted state; without it the call toggles.
      const wanted = typeof request.body?.liked === 'boolean' ? request.body.liked : undefined;
      const liked = await toggleFavourite(db, customerOf(request).id, request.params.id, wanted);
      if (liked === null) throw notFound();
      return { liked };
    },
  );

  app.get<{ Querystring: { page: number } }>(
    '/',
    {
      schema: {
        tags: ['customer'],
        security: bearer,
        querystring: pageQuery,
        response: {
          200: object({ data: object({ favourites: list(tripCard) }), meta: pageMeta }),
        },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { favourites, total } = await favouritesPage(db, customerOf(request).id, page);
      return { data: { favourites }, meta: pageMetaOf(page, total) };
    },
  );
}
