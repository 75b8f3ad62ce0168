import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { MAX_ID, type PageMatch, type PageName } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { firstBannerImage, firstImage } from '../catalogue/index.ts';
import { pageHeads, type HeadSource, type PageHead } from './seo/page-head.ts';
import { withHead } from './seo/render-head.ts';
import { firstScripts, staticClosure, type WebManifest } from './web-manifest.ts';

// The web app's index.html, with <link> hints for the page asked for: the screen's own code (its
// chunk and what that imports, from Vite's manifest) and the picture at the top of the page (the
// page's largest content) start downloading with the app's first script. Without them the browser
// finds the screen's code only once that script has run, and the picture only once the screen has
// fetched its data. The hints are links in <head>: nothing inline, so the CSP is unchanged.
//
// Which page a path is, and the banner at its top, are the page table's (packages/contract/src/pages.ts).
// Which screen a page opens is the web build's to say: it writes .vite/page-screens.json (each page
// table name and the manifest key of its lazily loaded screen) beside Vite's own .vite/manifest.json.

/** Page table name to the manifest key of the screen it opens. */
type PageScreens = Partial<Record<PageName, string>>;

/**
 * The picture at the top of a page: the first banner of the page's type, or, on a page about a trip,
 * the trip's first image (an id no database column can hold names no trip: no picture, and no query).
 */
async function pictureOf(db: Kysely<DB>, match: PageMatch): Promise<string | null | undefined> {
  if (match.page.banner) return firstBannerImage(db, match.page.banner);
  // A trip's pages: its own, and its booking wizard's summary, at the top of a phone's page (issue 28).
  if (match.page.subject === 'trip') return Number(match.params.id) <= MAX_ID ? firstImage(db, Number(match.params.id)) : null;
  return null;
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture of this site (a path on this origin), the only kind the CSP lets the page show. */
const isOwnPath = (src: string) => src.startsWith('/') && !src.startsWith('//') && !/[\s\\]/.test(src);

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined; // a build without it gets no code hints
  }
}

export interface PageHints {
  /**
   * index.html for this path (a URL path, query removed), with the page's hints when it has any and,
   * given a head source, the page's own head (modules/pages/seo/page-head.ts). `page`: the path's
   * `matchPage`, null for a path no page has.
   */
  html(pathname: string, page: PageMatch | null, options?: { rendered?: boolean }): Promise<string>;
}

/**
 * Reads index.html and the manifests again whenever the build changes (a rebuild renames every chunk).
 * `seo`: where the page's head comes from (PUBLIC_URL and the catalogue); without it, index.html
 * keeps its generic head.
 */
export function pageHints(webDist: string, db: Kysely<DB>, seo?: Omit<HeadSource, 'db'>): PageHints {
  const headOf = seo ? pageHeads({ ...seo, db }) : null;
  const indexPath = path.join(webDist, 'index.html');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const screensPath = path.join(webDist, '.vite', 'page-screens.json');
  let loaded: { mtime: number; index: string; screens: PageScreens; preloads: Map<string, string[]> } | undefined;

  function load() {
    const mtime = fs.statSync(indexPath).mtimeMs;
    if (loaded?.mtime === mtime) return loaded;
    const index = fs.readFileSync(indexPath, 'utf8');
    const manifest = readJson<WebManifest>(manifestPath) ?? {};
    const screens = readJson<PageScreens>(screensPath) ?? {};
    // The app, which the entry asks for without waiting when the browser draws the page: listed with
    // the screen's files, it is fetched beside the entry rather than after it.
    const { entry: inIndex, app } = firstScripts(manifest);
    const preloads = new Map<string, string[]>();
    for (const screen of Object.values(screens)) {
      const files = [...staticClosure(manifest, screen, new Set(app))]
        .filter((k) => !inIndex.has(k))
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js'));
      preloads.set(screen, files);
    }
    loaded = { mtime, index, screens, preloads };
    return loaded;
  }

  return {
    async html(pathname, page, { rendered = false } = {}) {
      const { index, screens, preloads } = load();
      // Read beside the picture hint. A catalogue that is away leaves the generic head: better than no page.
      const heading: Promise<PageHead | null> = headOf ? headOf(page, pathname).catch(() => null) : Promise.resolve(null);
      if (!page) return withHead(index, await heading);
      const links: string[] = [];
      let src: string | null | undefined;
      try {
        src = await pictureOf(db, page);
      } catch {
        src = null; // no hint is better than no page
      }
      if (src && isOwnPath(src)) links.push(`<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`);
      // A page rendered by the server paints without its screen's code: fetched ahead, the code would
      // only compete with the picture and the fonts on a slow link (issue 14, item 5).
      const screen = screens[page.name];
      for (const file of screen && !rendered ? (preloads.get(screen) ?? []) : [])
        links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);
      return withHead(index, await heading, links);
    },
  };
}
