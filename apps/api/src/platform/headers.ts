import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

interface HeaderSink {
  setHeader(name: string, value: string | number | readonly string[]): void;
  removeHeader(name: string): void;
}

// @fastify/helmet would run Helmet's whole set-up (options, CSP directives) again on every request, a
// visible share of a small answer's time. The headers are the same for every request, so Helmet runs
// once here and the resulting list is set per request (platform/plugins/helmet.ts).

/** The headers Helmet sets with these options, as [name, value] pairs. */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const sink: HeaderSink = {
    setHeader: (name, value) =>
      void headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    removeHeader: (name) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, sink as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers.values()];
}

/** A file's validators and range support, which an immutable, content-hashed file never needs. */
export const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'] as const;

/**
 * Helmet's headers that only a document (or a worker) reads: a content-hashed script, stylesheet,
 * font or picture under /assets/ answers without them (modules/pages/plugins/web.ts). They were
 * about 700 of the 1,050 bytes of headers on each of the 30 to 80 scripts a page loads; what a
 * subresource does read stays (`X-Content-Type-Options`, `Cross-Origin-Resource-Policy`,
 * `Referrer-Policy`, which a stylesheet's own requests follow).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;
