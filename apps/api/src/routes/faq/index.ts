import type { FastifyInstance } from 'fastify';
import * as catalogue from '../../repositories/catalogue.ts';
import { dataOf, faqItem, list } from '../responses.ts';

// GET /api/faq: the questions and answers.
export default async function faqRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    '/',
    {
      schema: {
        tags: ['data'],
        summary: 'Questions and answers, wrapped twice',
        response: { 200: dataOf(dataOf(list(faqItem))) },
      },
    },
    async () => ({ data: { data: await catalogue.faqs(db) } }),
  );
}
