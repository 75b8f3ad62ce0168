import type { FastifyInstance } from 'fastify';
import { MEDIA_KINDS, renderArt } from '../../media/art.ts';
import { notFound } from '../../lib/errors.ts';

// Generated demo art. Cached for a day; the picture for a key never changes.
export default async function mediaRoutes(app: FastifyInstance) {
  const cache = new Map<string, string>();
  app.get<{ Params: { kind: string; file: string } }>(
    '/:kind/:file',
    {
      schema: {
        tags: ['media'],
        params: {
          type: 'object',
          required: ['kind', 'file'],
          properties: {
            kind: { type: 'string', enum: [...MEDIA_KINDS] },
            file: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.svg$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const key = `${kind}/${file}`;
      let svg = cache.get(key);
      if (!svg) {
        svg = renderArt(kind, file.slice(0, -4));
        if (cache.size > 2000) cache.clear();
        cache.set(key, svg);
      }
      if (!svg) throw notFound();
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
