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
