import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
