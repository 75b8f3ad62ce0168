import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { searchTextKey } from '@rihla/contract';
import { searchSuggestions, sendKeptJson } from '../../modules/catalogue/index.ts';

// GET /api/trips/suggestions?q=: what the header's search box suggests as the visitor types
// (issue 30, item 1): countries, cities, tags and trips, at most 8; with none, the nearest destination.
// The same for everyone, so kept by the folded text under the catalogue version (and by URL).
export default async function searchSuggestionRoutes(app: FastifyInstance) {
  const { db, dialect } = app;

  app.get<{ Querystring: { q: string } }>(
    '/suggestions',
    {
      schema: {
        tags: ['trips'],
        summary: 'Suggestions for what is typed in the search box: places and trips, at most 8',
        querystring: wire.SuggestionsQuery,
        response: { 200: wire.SearchSuggestions },
      },
    },
    async (request, reply) => {
      const view = await app.catalogue();
      const q = request.query.q;
      return sendKeptJson(request, reply, view, `suggest:${searchTextKey(q)}`, () => searchSuggestions(db, view, dialect, q), {
        byUrl: true,
      });
    },
  );
}
