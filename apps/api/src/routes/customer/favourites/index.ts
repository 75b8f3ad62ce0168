import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { customerOf, requireCustomer } from '../../../modules/accounts/index.ts';
import { notFound } from '../../../platform/http-errors.ts';
import { favouritesPage, toggleFavourite, pageMeta as pageMetaOf } from '../../../modules/catalogue/index.ts';

// The signed-in customer's favourite trips (/api/customer/favourites).
export default async function favouriteRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Params: { id: number }; Body: { liked?: boolean } | undefined }>(
    '/:id',
    {
      schema: {
        tags: ['customer'],
        security: wire.bearer,
        params: wire.IdParams,
        body: wire.FavouriteBody,
        response: { 200: wire.FavouriteResponse },
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
        security: wire.bearer,
        querystring: wire.PageQuery,
        response: {
          200: wire.FavouritesPage,
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
