import { createRequire } from 'node:module';

type HelmetMiddleware = (req: unknown, res: HeaderSink, next: (error?: unknown) => void) => void;
type Helmet = (options: object) => HelmetMiddleware;
interface HeaderSink {
  setHeader(name: string, value: string | number | readonly string[]): void;
  removeHeader(name: string): void;
}

// @fastify/helmet runs Helmet's whole set-up (options, CSP directives) again on every request, a
// visible share of a small answer's time. The headers are the same for every request, so Helmet
// (the one @fastify/helmet depends on) runs once here and the resulting list is set per request.
const helmet = createRequire(import.meta.resolve('@fastify/helmet'))('helmet') as Helmet;

/** The headers Helmet sets with these options, as [name, value] pairs. */
export function securityHeaders(options: object): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const sink: HeaderSink = {
    setHeader: (name, value) =>
      void headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    removeHeader: (name) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({}, sink, (error) => {
    if (error) throw error;
  });
  return [...headers.values()];
}
