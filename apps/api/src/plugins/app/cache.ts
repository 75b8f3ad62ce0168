import fp from 'fastify-plugin';
import { catalogueView, type CatalogueView } from '../../lib/catalogue-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue's answers, kept under its current version (lib/catalogue-cache.ts). */
    catalogue(): Promise<CatalogueView>;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogue', () => catalogueView(app.db, app.readCatalogueVersion));
  },
  { name: 'cache', dependencies: ['database'] },
);
