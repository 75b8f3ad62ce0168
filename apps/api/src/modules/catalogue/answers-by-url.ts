import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_COMPRESS_THRESHOLD, JSON_TYPE, keptBody, sendKeptBody, type KeptBody } from '../../platform/response-cache.ts';
import type { CatalogueView } from './catalogue-cache.ts';

// Guests' answers by the exact URL they were asked with (issue 16, item 6). A guest's home page,
// search or trip is a function of its URL and the catalogue alone: no clock, no viewer, and the one
// side effect, a trip's visit, is kept with the answer and counted on every hit. Once the route has
// answered a URL under a catalogue version (platform/response-cache.ts, sendKeptJson), the same URL under the
// same version is answered with the same bytes before validation and the route run at all
// (modules/catalogue/plugins/cache.ts): about a sixth of a request's cost on a busy server. The answers are kept in
// the catalogue's store (modules/catalogue/catalogue-cache.ts), dropped with it at the next version. A different
// spelling of the same search (the parameters in another order) goes through the route, which keeps
// its answer by the search itself.

/** An answer, and the trip whose visit it counts (modules/catalogue/visit-counter.ts), if any. */
export interface KeptUrl {
  readonly kept: KeptBody;
  readonly visit?: number;
}

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
