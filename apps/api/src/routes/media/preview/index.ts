import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { PREVIEW_KINDS, type PreviewKind } from '../../../modules/pages/index.ts';
import { notFound } from '../../../platform/http-errors.ts';

// GET /api/media/preview/{kind}/{id}.jpg: a trip's, country's, city's or tag's link preview picture
// (og:image), or a page banner's (/api/media/preview/banner/home.jpg). Rendered once and kept
// (modules/pages/seo/preview-images.ts); the address stays the same when the picture changes, so it is cached
// for a day, and a client that has it gets 304 by its ETag.
export default async function previewRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: PreviewKind; file: string } }>(
    '/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A 1200×630 JPEG for link previews',
        params: {
          type: 'object',
          required: ['kind', 'file'],
          properties: {
            kind: { type: 'string', enum: [...PREVIEW_KINDS] },
            file: { type: 'string', pattern: '^[a-z0-9-]{1,40}\\.jpg$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const preview = await app.previews.get(kind, file.slice(0, -4));
      if (!preview) throw notFound();
      reply.header('etag', preview.etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === preview.etag) return reply.code(304).send();
      return reply.type('image/jpeg').send(await fs.readFile(preview.file));
    },
  );
}
