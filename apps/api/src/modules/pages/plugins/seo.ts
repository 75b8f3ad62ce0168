import path from 'node:path';
import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { errorMessages } from '@rihla/contract';
import { previewImages, type PreviewImages } from '../seo/preview-images.ts';
import { robotsTxt, sitemaps } from '../seo/sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Link preview pictures, rendered once and kept under DATA_DIR/previews (modules/pages/seo/preview-images.ts). */
    previews: PreviewImages;
  }
}

// What search engines and link previews read besides the pages (docs/product.md, "Search engines and
// link previews"): /robots.txt and /sitemap.xml at the site's root, and the preview pictures that
// routes/media/preview serves. Registered routes win over the web build's not-found handler, which
// only answers paths no route has.
export default fp(
  async (app) => {
    const { config, db } = app;
    const catalogue = () => app.catalogue();
    app.decorate(
      'previews',
      previewImages({ db, catalogue, dir: path.join(config.dataDir, 'previews'), webDist: config.webDist }),
    );
    const maps = sitemaps({ db, publicUrl: config.publicUrl, catalogue, maxUrls: config.sitemapMaxUrls });
    const robots = robotsTxt(config.publicUrl);
    const hide = { schema: { hide: true } };

    // A build that still ships its own robots.txt or sitemap.xml has it served as a file
    // (modules/pages/plugins/web.ts registers first): that is said in the log rather than failing the start.
    const ours = (url: string) => {
      if (!app.hasRoute({ method: 'GET', url })) return true;
      app.log.warn({ url }, 'the web build has this file: it is served instead of the generated one');
      return false;
    };

    if (ours('/robots.txt'))
      app.get('/robots.txt', hide, async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
      );

    // One list, or (past the protocol's 50,000 addresses) an index of /sitemap-{n}.xml files.
    if (ours('/sitemap.xml'))
      app.get('/sitemap.xml', hide, async (_request, reply) => {
        const files = await maps.files();
        return xml(reply, files > 1 ? maps.index() : maps.file(1));
      });
    app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', hide, async (request, reply) => {
      const n = Number(request.params.n);
      if (n < 1 || n > (await maps.files())) return reply.code(404).send({ message: errorMessages.notFound });
      return xml(reply, maps.file(n));
    });
  },
  { name: 'seo', dependencies: ['database', 'cache', 'web'] },
);

function xml(reply: import('fastify').FastifyReply, body: AsyncGenerator<string>) {
  return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(Readable.from(body));
}
