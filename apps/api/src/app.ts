import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AutoLoad from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { errorMessages } from '@rihla/contract';
import type { Config } from './config.ts';
import type { Database } from './platform/db/database.ts';
import { REDACT_PATHS, serializers } from './platform/logging.ts';

// The server as a platform and domain modules (docs/architecture.md). platform/plugins configures
// each third-party plugin once and sets up what every module uses (app.db, errors, validation, jobs,
// mail), autoloaded as fastify/demo does; then each module's own plugins (the catalogue's cache,
// accounts' password pool, the pages' web build, …) in the order of PLUGIN_DIRS; routes/ is
// autoloaded last, each folder its URL prefix under /api (routes/cities is /api/cities).

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests, CLI). */
  database?: Database;
  /** Write the log here instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

/** The platform's plugins, then each module's, in this order (a module's may use those before it). */
const PLUGIN_DIRS = [
  'platform/plugins',
  'modules/accounts/plugins',
  'modules/catalogue/plugins',
  'modules/bookings/plugins',
  'modules/payments/plugins',
  'modules/invoices/plugins',
  'modules/privacy/plugins',
  'modules/vitals/plugins',
  'modules/staff/plugins',
  'modules/pages/plugins',
];

/** Options every plugin of the platform and the modules receives. */
export interface AppPluginOptions {
  database?: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            serializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A socket trickling a byte every few seconds is closed (408) once its headers or its whole
    // request take too long; Node checks every second instead of every 30.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode, or a path parameter over 200 characters, names nothing: the
    // API's own 404, never Fastify's code or the URL echoed back (issue 12, item 11).
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(404).send({ message: errorMessages.notFound });
    },
  });
  app.decorate('config', config);

  const appOptions: AppPluginOptions = { database: options.database };
  // Loaded by folder, as the routes are, so that a plugin and the routes share one copy of every
  // module (a module imported both ways under vitest would be two, with two ApiError classes).
  for (const dir of PLUGIN_DIRS) await app.register(AutoLoad, { dir: path.join(here, dir), options: appOptions });
  await app.register(AutoLoad, {
    dir: path.join(here, 'routes'),
    options: { prefix: '/api' },
  });
  return app;
}
