import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { rendersOnServer, todayIso, type PageMatch } from '@rihla/contract';
import { keptBody, type KeptBody } from '../../platform/response-cache.ts';

// Public pages rendered on the server (docs/architecture.md, "Server rendering"): the web build's
// server entry (apps/web/src/app/entry-server.tsx, built into dist-ssr/ beside the web build) renders
// a guest's visit; its reads go to this server's own API in-process (app.inject), so they take the
// same routes, repositories and catalogue cache as the browser's. A guest's page has nothing
// personal in it, so the whole answer (status and HTML, compressed once per encoding) is kept under
// the catalogue's version and the business day (the search form's dates start from it), like the
// API's answers.

interface ServerEntry {
  render(url: string, timeoutMs?: number): Promise<{ html: string; data: string }>;
  setFetch(fetch: typeof globalThis.fetch): void;
}

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The JSON data block for before </body>. */
  data: string;
}

/** A page's whole answer, kept: its status and its HTML in each encoding asked for so far. */
export interface KeptPage extends KeptBody {
  status: number;
}

/** A page the server renders: its answers kept as of one catalogue version, and its renderer. */
export interface RenderablePage {
  get(url: string): KeptPage | undefined;
  /** Keeps the answer, unless the catalogue changed since this page was opened (or could not be read). */
  keep(url: string, status: number, html: string): KeptPage;
  /** The page at `url` (path and query) rendered for a guest. */
  render(url: string): Promise<RenderedPage>;
}

export interface ServerRender {
  /** The page at this path when the server renders it (not a signed-in customer's page), else null. */
  open(pathname: string, match: PageMatch | null): Promise<RenderablePage | null>;
}

/** Pages kept: a page is tens of kB; the search form's combinations are many, its pages few. */
const MAX_KEPT = 500;

interface Store {
  under: string;
  pages: Map<string, KeptPage>;
}

export function serverRender(app: FastifyInstance, webDist: string): ServerRender | null {
  const entryPath = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryPath)) return null;
  let loaded: { mtime: number; entry: Promise<ServerEntry> } | undefined;
  let store: Store = { under: '', pages: new Map() };

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
      store = { under: '', pages: new Map() };
    }
    return loaded.entry;
  }

  /** The store of the catalogue's current version; null when the version cannot be read (nothing kept). */
  async function currentStore(): Promise<Store | null> {
    try {
      const under = `${(await app.catalogue()).version}:${todayIso()}`;
      if (store.under !== under) store = { under, pages: new Map() };
      return store;
    } catch {
      return null;
    }
  }

  return {
    async open(pathname, match) {
      // Pages the page table marks browser-only (personal, one-shot) are the browser's to render.
      if (!rendersOnServer(pathname, match)) return null;
      const rendering = await entry();
      const current = await currentStore();
      return {
        get: (url) => current?.pages.get(url),
        keep(url, status, html) {
          const page = keptPage(status, html);
          if (!current || store !== current) return page; // the catalogue changed while it rendered
          if (current.pages.size >= MAX_KEPT) current.pages.delete(current.pages.keys().next().value!);
          current.pages.set(url, page);
          return page;
        },
        render: (url) => rendering.render(url),
      };
    },
  };
}

/** Compressed once per encoding, when first asked for in it, at the best level: a page is sent often. */
function keptPage(status: number, html: string): KeptPage {
  return { status, ...keptBody(Buffer.from(html), 'best') };
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
