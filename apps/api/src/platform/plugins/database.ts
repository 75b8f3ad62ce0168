import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppPluginOptions } from '../../app.ts';
import { createDatabase, migrate, type Database, type Dialect } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { prepareDataDir } from '../data-dir.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every query goes through a module's repositories, given this or a transaction. */
    db: Kysely<DB>;
    dialect: Dialect;
    /** The opened database itself, for what needs more than queries (the catalogue's version reader). */
    database: Database;
  }
}

// The data dir checked, the database opened (or the one given: tests, CLI) and migrated. Seeding a
// first start is the catalogue module's (modules/catalogue/plugins/catalogue.ts). A database the app
// opened is closed with it.
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
    } catch (e) {
      if (ownsDatabase) await database.destroy();
      throw e;
    }
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      if (ownsDatabase) await database.destroy();
    });
  },
  { name: 'database' },
);
