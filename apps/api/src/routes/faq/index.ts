import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { places as catalogue } from '../../modules/catalogue/index.ts';

// GET /api/faq: the questions and answers.
export default async function faqRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/',
    {
      schema: {
        tags: ['data'],
        summary: 'Questions and answers, wrapped twice',
        response: { 200: wire.FaqResponse },
      },
    },
    async () => ({ data: { data: await catalogue.faqs(db) } }),
  );
}
