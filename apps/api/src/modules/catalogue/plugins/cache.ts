import fp from 'fastify-plugin';
import { catalogueView, keptUrl, type CatalogueView } from '../catalogue-cache.ts';
import { sendKeptBody, JSON_TYPE, JSON_COMPRESS_THRESHOLD } from '../../../platform/response-cache.ts';
import type { KeptUrl } from '../answers-by-url.ts';
import { keptTextSearch, readTextSearchAhead } from '../text-search.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept under its current version (modules/catalogue/catalogue-cache.ts). */
    catalogue(): Promise<CatalogueView>;
    /** A guest's answer kept for this URL under this version (modules/catalogue/answers-by-url.ts), without waiting. */
    keptUrl(version: number, url: string): KeptUrl | undefined;
    /** What free-text search holds now (modules/catalogue/text-search.ts); for the tests. */
    keptTextSearch(): ReturnType<typeof keptTextSearch>;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogue', () => catalogueView(app.db, app.readCatalogueVersion));
    app.decorate('keptUrl', (version: number, url: string) => keptUrl(app.db, version, url));
    app.decorate('keptTextSearch', () => keptTextSearch(app.db));
    // Once listening, free-text search's columns are read in the background, not by the first
    // visitor's search (modules/catalogue/text-search.ts).
    app.addHook('onListen', () => {
      void app
        .catalogue()
        .then((view) => readTextSearchAhead(app.db, view, app.dialect))
        .catch(() => undefined);
    });
    // A guest's GET of a URL a route has answered under this version (modules/catalogue/answers-by-url.ts): the same
    // bytes, before the body, validation and the route. Anyone with an Authorization header goes through the route
    // (a signed-in customer sees their own favourite flags). Synchronous, as every hook here
    // (platform/plugins/validation.ts): the version is nearly always known without a query, and when it
    // is not (PostgreSQL restarting) the route reads it.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || request.headers.authorization !== undefined) return done();
      const version = app.readCatalogueVersion.peek();
      const answer = version === null ? undefined : app.keptUrl(version, request.url);
      if (!answer) return done();
      if (answer.visit !== undefined) app.visits.count(answer.visit);
      // Sending from a hook ends the request; done() must not be called as well.
      void sendKeptBody(request, reply, answer.kept, JSON_TYPE, JSON_COMPRESS_THRESHOLD);
    });
  },
  { name: 'cache', dependencies: ['catalogue', 'visits'] },
);
