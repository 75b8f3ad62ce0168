import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueView } from '../modules/catalogue/index.ts';

// Answers kept whole (issue 16, item 6): what every guest is sent for a public read is the same
// bytes until the catalogue changes, so they are serialised once and compressed once per encoding
// instead of on every request. Guests' JSON reads (home, search, a trip) and rendered pages
// (modules/pages/server-render.ts) both go through here.

export type Encoding = 'br' | 'gzip' | null;
const ENCODINGS = ['br', 'gzip'];

/** A kept body: its bytes, and each compressed form made the first time a client asks for it. */
export interface KeptBody {
  readonly plain: Buffer;
  body(encoding: Encoding): Buffer;
}

/**
 * `quick` is @fastify/compress's level for JSON (app's platform/plugins/compress.ts), for bodies that
 * may be kept only briefly (a search); `best` is for pages sent thousands of times (rendered HTML).
 */
export function keptBody(plain: Buffer, effort: 'quick' | 'best'): KeptBody {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  const quality = effort === 'best' ? 9 : 4;
  return {
    plain,
    body(encoding) {
      if (encoding === 'br')
        return (br ??= zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }));
      if (encoding === 'gzip') return (gzip ??= zlib.gzipSync(plain, { level: effort === 'best' ? 9 : 6 }));
      return plain;
    },
  };
}

/** The encoding to answer in, by the client's Accept-Encoding and its q-values (as @fastify/compress chooses). */
export function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const chosen = negotiate(header.toLowerCase().replace(/x-gzip/g, 'gzip'), ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Sends a kept body as it is: with its content-encoding set, @fastify/compress leaves it alone. A body
 * under `threshold` bytes goes plain, as the plugin would send it.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, kept: KeptBody, type: string, threshold = 0) {
  reply.type(type).header('vary', 'accept-encoding');
  const encoding = kept.plain.length >= threshold ? acceptedEncoding(request) : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(kept.body(encoding));
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON answers under this size are not worth compressing (the plugin's threshold). */
export const JSON_COMPRESS_THRESHOLD = 1024;

/**
 * A guest's JSON answer kept under the catalogue version: built and serialised by the route's
 * response schema once, then the same bytes for every guest. Signed-in customers see their own
 * favourite flags, so their answers are built each time by the route. `byUrl`: the answer is the
 * URL's alone, so the same URL is answered before the route is run (modules/catalogue/answers-by-url.ts), counting
 * `visit` (a trip's id) each time as the route does.
 */
export async function sendKeptJson(
  request: FastifyRequest,
  reply: FastifyReply,
  view: CatalogueView,
  key: string,
  build: () => Promise<unknown>,
  { byUrl = false, visit }: { byUrl?: boolean; visit?: number } = {},
) {
  const kept = await view.get(`answer:${key}`, async () => {
    const json = reply.serialize(await build());
    return keptBody(Buffer.from(json as string), 'quick');
  });
  if (byUrl) view.keepUrl(request.url, { kept, visit });
  return sendKeptBody(request, reply, kept, JSON_TYPE, JSON_COMPRESS_THRESHOLD);
}
