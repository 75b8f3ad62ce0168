import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { todayIso } from '@rihla/contract';

// Public pages rendered on the server (docs/architecture.md, "Server rendering"): the web build's
// server entry (apps/web/src/app/entry-server.tsx, built into dist-ssr/ beside the web build) renders
// a guest's visit; its reads go to this server's own API in-process (app.inject), so they take the
// same routes, repositories and catalogue cache as the browser's. A guest's page has nothing
// personal in it, so the HTML is kept under the catalogue's version (and the business day, which the
// search form's dates start from), like the API's answers.

interface ServerEntry {
  render(url: string, timeoutMs?: number): Promise<{ html: string; data: string }>;
  setFetch(fetch: typeof globalThis.fetch): void;
  isServerRendered(pathname: string): boolean;
}

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The JSON data block for before </body>. */
  data: string;
}

export interface ServerRender {
  /** Whether the page at this path is rendered here (not a signed-in customer's page). */
  renders(pathname: string): Promise<boolean>;
  /**
   * The page at `url` (path and query) rendered for a guest, kept while the catalogue is unchanged;
   * `kept` says it was served from what was kept (its reads were not made again).
   */
  page(url: string): Promise<RenderedPage & { kept: boolean }>;
}

/** Pages kept: a page is tens of kB; the search form's combinations are many, its pages few. */
const MAX_KEPT = 500;

export function serverRender(app: FastifyInstance, webDist: string): ServerRender | null {
  const entryPath = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryPath)) return null;
  let loaded: { mtime: number; entry: Promise<ServerEntry> } | undefined;
  const kept = new Map<string, Promise<RenderedPage>>();
  let keptUnder = '';

  // A rebuild (same path, new code) is imported afresh: the query makes it a new module.
  function entry(): Promise<ServerEntry> {
    const mtime = fs.statSync(entryPath).mtimeMs;
    if (loaded?.mtime !== mtime) {
      const url = `${pathToFileURL(entryPath).href}?v=${mtime}`;
      const imported = import(url) as Promise<ServerEntry>;
      loaded = {
        mtime,
        entry: imported.then((e) => {
          e.setFetch(inProcessFetch(app));
          return e;
        }),
      };
      kept.clear();
    }
    return loaded.entry;
  }

  return {
    async renders(pathname) {
      return (await entry()).isServerRendered(pathname);
    },
    async page(url) {
      const render = await entry();
      const version = `${(await app.catalogue()).version}:${todayIso()}`;
      if (keptUnder !== version) {
        kept.clear();
        keptUnder = version;
      }
      const page = kept.get(url);
      if (page) return { ...(await page), kept: true };
      const rendering = render.render(url);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(url, rendering);
      rendering.catch(() => kept.delete(url));
      return { ...(await rendering), kept: false };
    },
  };
}

/** fetch() for the render: the request goes through this server's routes without a socket. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', 'accept-language': 'ar' },
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
