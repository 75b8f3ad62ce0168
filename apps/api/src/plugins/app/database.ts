import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppPluginOptions } from '../../app.ts';
import { createDatabase, migrate, type Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { seedIfEmpty } from '../../db/seed.ts';
import { prepareDataDir } from '../../lib/data-dir.ts';
import { versionReader, type VersionReader } from '../../lib/catalogue-version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every query goes through a repository (src/repositories), given this or a transaction. */
    db: Kysely<DB>;
    dialect: Dialect;
    /** The catalogue's version, read the cheapest safe way (lib/catalogue-version.ts). */
    readCatalogueVersion: VersionReader;
  }
}

// The data dir checked, the database opened (or the one given: tests, CLI), migrated and, on a first
// start, seeded. A database the app opened is closed with it.
export default fp<AppPluginOptions>(
  async (app, options) => {
    const { config } = app;
    prepareDataDir(config.dataDir);
    const database =
      options.database ??
      createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
    const ownsDatabase = !options.database;
    try {
      await migrate(database);
      if (config.seed) await seedIfEmpty(database.db, database.dialect);
    } catch (e) {
      if (ownsDatabase) await database.destroy();
      throw e;
    }
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    const readCatalogueVersion = versionReader(database);
    app.decorate('readCatalogueVersion', readCatalogueVersion);
    app.addHook('onClose', async () => {
      await readCatalogueVersion.stop();
      if (ownsDatabase) await database.destroy();
    });
  },
  { name: 'database' },
);
