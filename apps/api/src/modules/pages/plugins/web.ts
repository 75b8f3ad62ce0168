import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessages, matchPage, MAX_ID, type PageMatch } from '@rihla/contract';
import { pageHints } from '../page-hints.ts';
import { decodedPath, pageStatus } from '../page-status.ts';
import { serverRender, type KeptPage, type RenderedPage } from '../server-render.ts';
import { DOCUMENT_ONLY_HEADERS, REVALIDATION_HEADERS } from '../../../platform/headers.ts';
import { sendKeptBody } from '../../../platform/response-cache.ts';

// The web build (WEB_DIST), when there is one: its files, and index.html for every other GET outside
// /api (the client router takes over), with the hints of the page asked for (modules/pages/page-hints.ts).
// A missing file under /assets, and anything else that matches no route: the API's 404.
export default fp(
  async (app) => {
    const { config } = app;
    const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, file) {
          // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (!hashed) return;
          // Vite's files are scripts, styles, fonts and pictures, never a page or a worker.
          for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
          // Never asked again while cached (immutable), so nothing to revalidate or resume: their
          // validators are bytes on each of a page's 20-80 scripts (issue 28, Lighthouse counts them).
          for (const name of REVALIDATION_HEADERS) res.removeHeader(name);
        },
      });
    }
    // index.html carries hints for the page asked for (its screen's code, the picture at its top).
    const hints = hasWeb
      ? pageHints(config.webDist, app.db, { publicUrl: config.publicUrl, catalogue: () => app.catalogue() })
      : null;
    // The page's status (modules/pages/page-status.ts), by the page table.
    const statusOf = pageStatus(app.db);
    // Public pages come rendered (modules/pages/server-render.ts); without a server build, the browser renders.
    const ssr = hasWeb ? serverRender(app, config.webDist) : null;
    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0]!;
      if (hints && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && url !== '/api') {
        // A real file in the build, else the SPA's index.html (the client router takes over).
        const rel = decodedPath(url).replace(/^\/+/, '');
        const abs = path.resolve(config.webDist, rel);
        if (rel && abs.startsWith(config.webDist + path.sep) && isFile(abs)) return reply.sendFile(rel);
        // A build file that is not there (a chunk of an older deploy) is a 404, never the app's HTML:
        // HTML where a script was expected fails to run and empties the page.
        if (url.startsWith('/assets/')) return reply.code(404).send({ message: errorMessages.notFound });
        reply.header('cache-control', 'no-cache');
        // Which page of the page table this is: matched once, for the render, the status, the hints and the head.
        const match = matchPage(url);
        // A guest's rendered page kept from an earlier visit (modules/pages/server-render.ts) is the answer.
        const rendered = ssr && (await openRendered(url, match));
        const hit = rendered?.get(request.url);
        if (hit) {
          countTripVisit(match);
          return sendKept(request, reply, hit);
        }
        let answer: Awaited<ReturnType<typeof statusOf>> = { status: 200 };
        try {
          answer = await statusOf(match, url, request.url.slice(url.length));
        } catch (e) {
          request.log.warn({ err: e }, 'page status unknown'); // the page itself is still served
        }
        if ('redirect' in answer) return reply.redirect(answer.redirect, 301);
        reply.code(answer.status);
        let html: string;
        try {
          html = await hints.html(url, match, { rendered: !!rendered });
        } catch (e) {
          request.log.warn({ err: e }, 'index.html without page hints');
          return reply.type('text/html; charset=utf-8').sendFile('index.html');
        }
        if (!rendered) return reply.type('text/html; charset=utf-8').send(html);
        let page: RenderedPage;
        try {
          page = await rendered.render(request.url);
        } catch (err) {
          request.log.error({ err, url: request.url }, 'server render failed; the browser renders the page');
          return reply.type('text/html; charset=utf-8').send(html);
        }
        return sendKept(request, reply, rendered.keep(request.url, answer.status, withPage(html, page)));
      }
      return reply.code(404).send({ message: errorMessages.notFound });
    });

    async function openRendered(pathname: string, page: PageMatch | null) {
      try {
        return await ssr!.open(pathname, page);
      } catch (err) {
        app.log.error({ err }, 'server entry unusable; the browser renders the page');
        return null;
      }
    }

    // A kept trip page did not read its trip: the visit is counted here, as the trip's read does.
    function countTripVisit(page: PageMatch | null) {
      if (page?.name === 'trip' && Number(page.params.id) <= MAX_ID) app.visits.count(Number(page.params.id));
    }
  },
  { name: 'web', dependencies: ['database', 'validation', 'visits'] },
);

/** The kept page in the best encoding the client takes (compressed once, not per request). */
function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  return sendKeptBody(request, reply.code(page.status), page, 'text/html; charset=utf-8');
}

/** index.html with the rendered page inside #root and its data before </body>. */
function withPage(html: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  return html.replace(root, () => `<div id="root">${page.html}</div>`).replace('</body>', () => `${page.data}</body>`);
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
