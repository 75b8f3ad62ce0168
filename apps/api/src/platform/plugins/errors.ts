import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages, validationMessages } from '@rihla/contract';
import { ApiError, INVALID_INPUT, INVALID_VALUE } from '../http-errors.ts';
import { isStorageError } from '../storage-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Status and message for this route's validation errors (the spec gives 400 for some forms). */
    invalidStatus?: number;
    invalidMessage?: string;
  }
}

// One error handler for every route: the API's own errors as they are, schema failures with the
// contract's field messages, framework errors without their codes, storage and database outages as
// 503 with Retry-After, anything else 500 without details.

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

export default fp(
  async (app) => {
    app.setErrorHandler(errorHandler);
  },
  { name: 'errors' },
);
