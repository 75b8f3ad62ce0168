import type { FastifyInstance, FastifyReply } from 'fastify';
import { MEDIA_KINDS, renderArt, pictureSize, variantContent } from '../../modules/media/index.ts';
import { notFound } from '../../platform/http-errors.ts';
import { PICTURE_FORMATS, PICTURE_ID_PATTERN, PICTURE_MIME, parsePicture, type PictureFormat } from '@rihla/contract';

/** An uploaded picture's bytes never change under its address (a new upload is a new id). */
const FOREVER = 'public, max-age=31536000, immutable';

// Generated demo art. Cached for a day; the picture for a key never changes.
export default async function mediaRoutes(app: FastifyInstance) {
  // Uploaded pictures (issue 17; modules/media/pictures.ts). /pictures/<id>/<width>.<avif|webp|jpg> is one
  // variant; /pictures/<id>-<W>x<H>.jpg, the address a trip keeps, is its widest JPEG, so a client
  // that knows nothing of variants still shows the picture.
  const sendVariant = async (reply: FastifyReply, id: string, width: number, format: PictureFormat) => {
    const content = await variantContent(app.db, id, width, format);
    if (!content) throw notFound();
    return reply
      .type(PICTURE_MIME[format])
      .header('cache-control', FOREVER)
      .header('content-security-policy', "default-src 'none'")
      .send(content);
  };

  app.get<{ Params: { name: string } }>(
    '/pictures/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded picture at its widest, as JPEG: the address a trip keeps',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[a-z0-9]{16}-[0-9]{1,5}x[0-9]{1,5}\\.jpg$' } },
        },
      },
    },
    async (request, reply) => {
      const picture = parsePicture(`/api/media/pictures/${request.params.name}`);
      const size = picture && (await pictureSize(app.db, picture.id));
      // The size in the address must be the picture's own: one address per picture.
      if (!picture || !size || size.width !== picture.width || size.height !== picture.height) throw notFound();
      return sendVariant(reply, picture.id, picture.widths[picture.widths.length - 1]!, 'jpg');
    },
  );

  // The same parameter name as the route above: find-my-way shares the node between them.
  app.get<{ Params: { name: string; file: string } }>(
    '/pictures/:name/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'One variant of an uploaded picture: a width it is kept at, in AVIF, WebP or JPEG',
        params: {
          type: 'object',
          required: ['name', 'file'],
          properties: {
            name: { type: 'string', pattern: PICTURE_ID_PATTERN },
            file: { type: 'string', pattern: `^[1-9][0-9]{0,4}\\.(${PICTURE_FORMATS.join('|')})$` },
          },
        },
      },
    },
    async (request, reply) => {
      const [width, format] = request.params.file.split('.') as [string, PictureFormat];
      return sendVariant(reply, request.params.name, Number(width), format);
    },
  );

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
