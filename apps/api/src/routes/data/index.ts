import type { FastifyInstance } from 'fastify';
import { BANNER_TYPES, type AuthProvider, type BannerType } from '@rihla/contract';
import * as catalogue from '../../repositories/catalogue.ts';
import { notFound } from '../../lib/errors.ts';
import { idParams } from '../schemas.ts';
import { banner, dataOf, list, siteInfo, tag } from '../responses.ts';

// Site-wide data (/api/data/*): site info, banners, tags. Cities and the FAQ have their own folders.
export default async function dataRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.get(
    '/info',
    {
      schema: {
        tags: ['data'],
        summary: 'Site info and the enabled social sign-in providers',
        response: { 200: dataOf(siteInfo) },
      },
    },
    async () => ({
      data: { ...(await catalogue.siteInfo(db)), auth_providers: Object.keys(config.oauth) as AuthProvider[] },
    }),
  );

  app.get<{ Querystring: { type: BannerType } }>(
    '/banners',
    {
      schema: {
        tags: ['data'],
        querystring: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: [...BANNER_TYPES] } },
        },
        response: { 200: dataOf(list(banner)) },
      },
    },
    async (request) => ({ data: await catalogue.banners(db, request.query.type) }),
  );

  app.get('/tags', { schema: { tags: ['data'], response: { 200: dataOf(list(tag)) } } }, async () => ({
    data: await catalogue.tags(db),
  }));

  app.get<{ Params: { id: number } }>(
    '/tags/:id',
    { schema: { tags: ['data'], params: idParams, response: { 200: dataOf(tag) } } },
    async (request) => {
      const found = await catalogue.tag(db, request.params.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );
}
