import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import type { GeoLookup } from '@rihla/contract';

// The edge's country header names no country for these: unknown, Tor, anonymous proxies, EU-wide.
const NOT_A_COUNTRY = new Set(['xx', 't1', 'a1', 'a2', 'o1', 'eu', 'ap']);

/** The country in the configured edge header (e.g. Cloudflare's cf-ipcountry), when it is one. */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return raw && /^[a-z]{2}$/.test(raw) && !NOT_A_COUNTRY.has(raw) ? raw : null;
}

/**
 * GET /api/geo: the visitor's country for the phone field's default dial code (docs/product.md, "Screens and routes":
 * "default Saudi Arabia, or the visitor's detected country"). The country comes only from a header the
 * operator's CDN or proxy sets (GEO_COUNTRY_HEADER); a client cannot be trusted to say where it is, and
 * without that header the answer is null and the field stays on Saudi Arabia.
 */
export default async function geoRoutes(app: FastifyInstance) {
  const header = app.config.geoCountryHeader;
  app.get(
    '/',
    {
      schema: {
        tags: ['data'],
        summary: "The visitor's country (from the edge's GEO_COUNTRY_HEADER), or null",
        response: { 200: wire.GeoResponse },
      },
    },
    async (request, reply): Promise<{ data: GeoLookup }> => {
      // Depends on the visitor: never cached by a shared cache.
      reply.header('cache-control', 'private, max-age=3600').header('vary', header ?? 'accept');
      return { data: { country_code: header ? countryFromHeader(request.headers[header]) : null } };
    },
  );
}
