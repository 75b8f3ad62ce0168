import fp from 'fastify-plugin';
import { seedIfEmpty } from '../demo/seed.ts';
import { versionReader, type VersionReader } from '../catalogue-version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's version, read the cheapest safe way (modules/catalogue/catalogue-version.ts). */
    readCatalogueVersion: VersionReader;
  }
}

// The catalogue on a migrated database: the demo catalogue seeded on a first start (SEED), and the
// version every kept answer is checked against.
export default fp(
  async (app) => {
    if (app.config.seed) await seedIfEmpty(app.db, app.dialect);
    const readCatalogueVersion = versionReader(app.database);
    app.decorate('readCatalogueVersion', readCatalogueVersion);
    app.addHook('onClose', async () => readCatalogueVersion.stop());
  },
  { name: 'catalogue', dependencies: ['database'] },
);
