import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import { errorMessages, validationMessages } from '@rihla/contract';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createDatabase, migrate, type Database } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { ApiError, INVALID_INPUT, INVALID_VALUE, notFound } from './lib/errors.ts';
import { outboxMailer, smtpMailer } from './lib/mail.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { createPasswordPool } from './lib/password-pool.ts';
import { LoginGuard } from './lib/login-guard.ts';
import { recoverUploads } from './lib/uploads.ts';
import { pageHints } from './lib/page-hints.ts';
import { securityHeaders } from './lib/headers.ts';
import { forbiddenText } from './lib/text-rules.ts';
import { deleteExpiredTokens } from './lib/auth.ts';
import { isStorageError } from './lib/storage-errors.ts';
import { prepareDataDir } from './lib/data-dir.ts';
import { REDACT_PATHS, serializers } from './lib/logging.ts';
import healthRoutes from './routes/health/index.ts';
import geoRoutes from './routes/geo/index.ts';
import dataRoutes from './routes/data/index.ts';
import tripRoutes from './routes/trips/index.ts';
import countryRoutes from './routes/countries/index.ts';
import mediaRoutes from './routes/media/index.ts';
import authRoutes from './routes/auth/index.ts';
import customerRoutes from './routes/customer/index.ts';
import bookingRoutes from './routes/bookings/index.ts';
import './context.ts';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests, CLI). */
  database?: Database;
  /** Write the log here instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

// Fields whose validation message the contract defines: a schema failure on them reads the same as
// the client's own check.
const FIELD_MESSAGES: Record<string, string> = {
  name: validationMessages.name,
  email: validationMessages.email,
  password: validationMessages.password,
  password_confirmation: validationMessages.passwordConfirmation,
  phone_number: validationMessages.phone,
  birthday: validationMessages.birthdayFuture,
  rate: validationMessages.rating,
};

function validationErrors(error: FastifyError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const v of error.validation ?? []) {
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    const field = missing ?? (v.instancePath.replace(/^\//, '').split('/')[0] || 'body');
    const message = FIELD_MESSAGES[field] ?? (missing ? validationMessages.required : INVALID_VALUE);
    out[field] ??= [message];
  }
  return out;
}

const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  'SQLITE_BUSY',
]);

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    (!!e?.code && UNAVAILABLE.has(e.code)) ||
    /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i.test(e?.message ?? '')
  );
}

/** The name of a field holding a number that is not finite (Ajv coerces a 400-digit number to Infinity). */
function nonFinite(o: unknown): string | undefined {
  if (!o || typeof o !== 'object') return undefined;
  for (const key in o) {
    const v = (o as Record<string, unknown>)[key];
    if (typeof v === 'number' && !Number.isFinite(v)) return key;
  }
  return undefined;
}

function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const config = request.routeOptions.config;
  if (error instanceof ApiError) {
    if (error.headers) reply.headers(error.headers);
    return reply
      .code(error.statusCode)
      .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
  }
  if (error.validation) {
    if (error.validationContext === 'params') return reply.code(404).send({ message: errorMessages.notFound });
    const errors = validationErrors(error);
    const status = config?.invalidStatus ?? 422;
    return reply.code(status).send({ message: config?.invalidMessage ?? Object.values(errors)[0]?.[0] ?? INVALID_INPUT, errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
    return reply.code(413).send({ message: errorMessages.fileTooLarge });
  if (status === 429) return reply.code(429).send({ message: errorMessages.tooManyRequests });
  if (status >= 400 && status < 500) {
    return reply
      .code(status)
      .send({ message: status === 404 ? errorMessages.notFound : (config?.invalidMessage ?? INVALID_INPUT) });
  }
  if (isStorageError(error)) {
    request.log.error({ err: error }, 'storage cannot be written');
    return reply.code(503).header('retry-after', '30').send({ message: errorMessages.serviceUnavailable });
  }
  if (isDatabaseDown(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send({ message: errorMessages.serviceUnavailable });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: errorMessages.server });
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
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await recoverUploads(database.db, uploadsDir, app.log);
  const mailer = config.smtpUrl
    ? await smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);

  const passwords = createPasswordPool({
    threads: config.passwordThreads,
    queueMax: config.passwordQueueMax,
    maxWaitMs: config.passwordQueueWaitMs,
    logN: config.scryptLogN,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer,
    limiter: new RateLimiter(),
    passwords,
    loginGuard: new LoginGuard(config.rateLimits.login.accountMax, config.rateLimits.login.windowMs),
    uploadsDir,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('customer', null);
  app.decorateRequest('tokenHash', null);
  // Expired tokens already answer 401; this only keeps the table from growing.
  const sweepTokens = () =>
    deleteExpiredTokens(database.db, config).catch((err: unknown) => app.log.warn({ err }, 'token clean-up failed'));
  const tokenSweep = setInterval(sweepTokens, 60 * 60 * 1000);
  tokenSweep.unref();
  void sweepTokens();
  app.addHook('onClose', async () => {
    clearInterval(tokenSweep);
    mailer.close();
    await passwords.close();
    if (ownsDatabase) await database.destroy();
  });

  app.setErrorHandler(errorHandler);
  // Query strings and path parameters are text, so their numbers are coerced; a JSON body must
  // carry the right types itself (a number where a name belongs is refused, not turned into text).
  const coercing = new Ajv({ allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, strict: false });
  const strict = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true, strict: false });
  addFormats.default(coercing);
  addFormats.default(strict);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
  // Ajv's coercion reads "0x10", " 1" or "1e1" as numbers; an id in a path is plain decimal digits or
  // names nothing (otherwise /favourites/0x10 would toggle trip 16). The hooks of every request are
  // synchronous: an async hook costs a promise and a turn of the microtask queue each time.
  app.addHook('preValidation', (request, _reply, done) => {
    const params = request.params as Record<string, unknown> | undefined;
    for (const name in params) {
      const value = params[name];
      if ((name === 'id' || name.endsWith('Id')) && typeof value === 'string' && !/^[0-9]+$/.test(value)) return done(notFound());
    }
    done();
  });
  // Ajv coerces a 400-digit number to Infinity and lets it through its minimum/maximum checks.
  app.addHook('preHandler', (request, _reply, done) => {
    if (nonFinite(request.params)) return done(notFound());
    // Control characters in any text: one rule, one status on both databases.
    const bad = forbiddenText(request.body) ?? forbiddenText(request.query);
    if (bad) return done(new ApiError(422, bad[1], { [bad[0]]: [bad[1]] }));
    const field = nonFinite(request.query) ?? nonFinite(request.body);
    if (field)
      return done(
        new ApiError(
          request.routeOptions.config?.invalidStatus ?? 422,
          request.routeOptions.config?.invalidMessage ?? INVALID_VALUE,
          { [field]: [INVALID_VALUE] },
        ),
      );
    done();
  });

  // JSON answers are compressed on the fly at a cheap level; the web build ships precompressed
  // .br/.gz files (apps/web/scripts/precompress.ts) that the static handler sends as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  // Helmet's headers, worked out once (lib/headers.ts); a route may still replace one (media, files).
  // HSTS only means something over HTTPS, so it is sent when the request came that way.
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The hash is the one <style> element react-aria-components inserts at run time.
        styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='", ...config.cspStyleSrc],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.cspConnectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    if (request.protocol === 'https') res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A customer's data and the answers that carry a token are never kept by a browser or a proxy
    // (issue 12, item 12); a route may still say more (files: "private, no-store").
    if (request.url.startsWith('/api/customer') || request.url.startsWith('/api/auth/'))
      res.setHeader('cache-control', 'no-store');
    done();
  });
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    });
  }
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Rihla API', version: '1.0.0', description: 'Arabic travel booking API (SPEC.md section 7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  await app.register(healthRoutes);
  await app.register(geoRoutes);
  await app.register(dataRoutes);
  await app.register(tripRoutes);
  await app.register(countryRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(bookingRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, file) {
        // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // index.html carries hints for the page asked for (its screen's code, the picture at its top).
  const hints = hasWeb ? pageHints(config.webDist, ctx.db) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (hints && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api') {
      // A real file in the build, else the SPA's index.html (the client router takes over).
      const rel = decodeURIComponentSafe(url).replace(/^\/+/, '');
      const abs = path.resolve(config.webDist, rel);
      if (rel && abs.startsWith(config.webDist + path.sep) && isFile(abs)) return reply.sendFile(rel);
      reply.header('cache-control', 'no-cache');
      let html: string;
      try {
        html = await hints.html(url);
      } catch (e) {
        request.log.warn({ err: e }, 'index.html without page hints');
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send({ message: errorMessages.notFound });
  });

  return app;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
