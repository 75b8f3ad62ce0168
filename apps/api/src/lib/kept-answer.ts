import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueView } from '../repositories/catalogue-cache.ts';

/** How JSON answers are compressed (@fastify/compress in app.ts, and the kept answers below). */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

// The encoding @fastify/compress would choose, by its own negotiator (the one it depends on).
const negotiator = createRequire(import.meta.resolve('@fastify/compress'))('@fastify/accept-negotiator') as {
  negotiate(header: string, supported: string[]): string | null | undefined;
};

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (header == null || request.headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), COMPRESSION.encodings);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** A guest's answer as bytes, and its compressed forms once asked for. */
interface Kept {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A guest's whole answer, serialised once per catalogue version (by the route's response schema) and
 * sent as the same bytes to every guest after, compressed once per encoding: @fastify/compress would
 * otherwise spend far more on each answer than everything else together. The headers are the ones
 * the plugin sets (it leaves an answer that has a content-encoding as it is). Signed-in customers
 * see their own favourite flags, so their answers are built each time.
 */
export async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  view: CatalogueView,
  key: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const kept = await view.get<Kept>(`answer:${key}`, async () => {
    const json = reply.serialize(await build());
    return { json: typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer) };
  });
  reply.type('application/json; charset=utf-8');
  const encoding = kept.json.length >= COMPRESSION.threshold ? encodingFor(request) : null;
  if (!encoding) return reply.send(kept.json);
  const body = (kept[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(kept.json, COMPRESSION.brotliOptions)
      : zlib.gzipSync(kept.json, COMPRESSION.zlibOptions));
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else {
    const values = Array.isArray(vary) ? vary : [String(vary)];
    if (!values.some((v) => v.includes('accept-encoding'))) reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
  return reply.header('content-encoding', encoding).send(body);
}
