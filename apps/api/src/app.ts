import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AutoLoad from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { errorMessages } from '@rihla/contract';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { REDACT_PATHS, serializers } from './lib/logging.ts';

// The server, laid out as fastify/demo lays it out: plugins/external configures each third-party
// plugin once; plugins/app decorates what the routes use (app.db, app.mailOutbox, app.passwords, …) and
// sets the error handler, validation and the web build; routes/ is autoloaded, each folder its URL
// prefix under /api (routes/cities is /api/cities, routes/customer/bookings /api/customer/bookings).

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests, CLI). */
  database?: Database;
  /** Write the log here instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

/** Options every plugin in plugins/app receives. */
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
  await app.register(AutoLoad, { dir: path.join(here, 'plugins', 'external') });
  await app.register(AutoLoad, { dir: path.join(here, 'plugins', 'app'), options: appOptions });
  await app.register(AutoLoad, {
    dir: path.join(here, 'routes'),
    options: { prefix: '/api' },
  });
  return app;
}
