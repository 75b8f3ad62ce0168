import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import * as wire from '@rihla/contract/wire';

// The OpenAPI document of every route registered after it (GET /api/openapi.json, routes/index.ts).
// Each operation gets its operationId and its error answers from the contract's operation table
// (packages/contract/src/wire/operations.ts); the booking call gets its multipart body, which the
// route reads as a stream and so never declares. Only the document changes: what a route validates
// and serialises is its own schema.

const STATUS_TEXT: Record<number, string> = {
  400: 'The form has errors (errors names each field)',
  401: 'No valid token',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'A file is over its size limit (5 MB a booking file, 20 MB a picture)',
  422: 'A value is refused (errors names each field)',
  429: 'Too many attempts; Retry-After says when to try again',
  500: 'Server error',
  503: 'Temporarily unavailable; Retry-After says when to try again',
};

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; hide?: boolean };

/** The route's schema as the document shows it. */
export function documented(method: string, url: string, schema: RouteSchema | undefined): RouteSchema | undefined {
  if (!schema || schema.hide) return schema;
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  const id = wire.operationIdOf(method, path);
  if (!id) return schema;
  const operation = wire.OPERATIONS[id];
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of [...operation.errors, 500, 503])
    response[status] ??= { ...wire.ErrorBody, description: STATUS_TEXT[status] ?? 'Error' };
  // Answers that are not JSON, so no route schema names them.
  if (id.startsWith('startSignInWith')) response[302] ??= { description: 'To the provider’s sign-in page' };
  if (
    id === 'getBookingFile' ||
    id === 'getAdminBookingFile' ||
    id === 'getMedia' ||
    id === 'getPreviewImage' ||
    id === 'getPicture' ||
    id === 'getPictureVariant'
  )
    response[200] ??= { description: 'The file itself (its own Content-Type)' };
  if (['exportAdminBookings', 'exportSettlement', 'exportAdminInvoices', 'exportManifest'].includes(id))
    response[200] ??= { description: 'text/csv, UTF-8 with a byte-order mark' };
  if (id === 'exportMyData')
    response[200] ??= { description: 'application/json, as a download: everything held about the customer' };
  const out: RouteSchema = { ...schema, operationId: id, response };
  if (id === 'bookTrip') {
    out.consumes = ['multipart/form-data'];
    out.body = wire.BookingFormBody;
  }
  if (id === 'uploadPicture') {
    out.consumes = ['multipart/form-data'];
    out.body = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
  }
  return out;
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Rihla API', version: '1.0.0', description: 'Arabic travel booking API (docs/product.md).' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: ({ schema, url, route }) => {
        const method = Array.isArray(route.method) ? route.method[0]! : route.method;
        return { schema: documented(method, url, schema as RouteSchema) as typeof schema, url };
      },
    });
  },
  { name: 'swagger', dependencies: ['multipart'] },
);
