import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BannerType } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { firstBannerImage } from '../catalogue/index.ts';
import { firstImage } from '../catalogue/index.ts';
import { pageHeads, type HeadSource, type PageHead } from './seo/page-head.ts';
import { withHead } from './seo/render-head.ts';

// The web app's index.html, with <link> hints for the page asked for: the screen's own code (its
// chunk and what that imports, from Vite's manifest) and the picture at the top of the page (the
// page's largest content) start downloading with the app's first script. Without them the browser
// finds the screen's code only once that script has run, and the picture only once the screen has
// fetched its data. The hints are links in <head>: nothing inline, so the CSP is unchanged.
//
// Which screen a route opens is the web build's to say: apps/web/vite.config.ts writes
// .vite/routes.json ({"/trip/:id/:slug?": "src/screens/trip/trip-screen.tsx", …}: each public route
// and the manifest key of its screen) beside Vite's own .vite/manifest.json.

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;
/** Route (as the web app's router writes it) to the manifest key of the screen it opens. */
type RouteScreens = Record<string, string>;

type Picture = (db: Kysely<DB>, match: RegExpExecArray) => Promise<string | null | undefined>;

const banner =
  (type: BannerType): Picture =>
  (db) =>
    firstBannerImage(db, type);

// An id no database column can hold names no trip: no picture (and no query).
const tripPicture: Picture = async (db, match) => (/^[0-9]{1,15}$/.test(match[1]!) ? firstImage(db, Number(match[1])) : null);

// Where the picture at the top of a public page comes from (the first banner of its type, or the
// trip's first image), by the page's route in apps/web/src/app/routes-public.tsx.
const PICTURES: Record<string, Picture> = {
  '/': banner('home'),
  '/search': banner('search'),
  '/packages': banner('search'),
  '/trip/:id/:slug?': tripPicture,
  '/about-us': banner('about-us'),
  '/contact-us': banner('about-us'),
  '/faq': banner('faq'),
  '/terms': banner('terms'),
  '/policy': banner('policy'),
};

/** A router path (/countries/:id/:slug?) as a regular expression; an `id` is decimal digits. */
export function routePattern(route: string): RegExp {
  let re = '';
  for (const segment of route.split('/').filter(Boolean)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      re += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    const value = param[1] === 'id' ? '([0-9]+)' : param[2] ? '([^/]*)' : '([^/]+)';
    re += param[2] ? `(?:/${value})?` : `/${value}`;
  }
  return new RegExp(`^${re || '/'}$`);
}

interface Page {
  path: RegExp;
  screen?: string;
  picture?: Picture;
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
   * given a head source, the page's own head (modules/pages/seo/page-head.ts).
   */
  html(pathname: string, options?: { rendered?: boolean }): Promise<string>;
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
  const routesPath = path.join(webDist, '.vite', 'routes.json');
  let loaded: { mtime: number; index: string; pages: Page[]; preloads: Map<string, string[]> } | undefined;

  function load() {
    const mtime = fs.statSync(indexPath).mtimeMs;
    if (loaded?.mtime === mtime) return loaded;
    const index = fs.readFileSync(indexPath, 'utf8');
    const manifest = readJson<Manifest>(manifestPath) ?? {};
    const screens = readJson<RouteScreens>(routesPath) ?? {};
    const routes = [...new Set([...Object.keys(screens), ...Object.keys(PICTURES)])];
    const pages = routes.map((route) => ({ path: routePattern(route), screen: screens[route], picture: PICTURES[route] }));
    const closure = (key: string, seen = new Set<string>()) => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, seen);
      return seen;
    };
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    const inIndex = entryKey ? closure(entryKey) : new Set<string>();
    const preloads = new Map<string, string[]>();
    for (const screen of Object.values(screens)) {
      const files = [...closure(screen)]
        .filter((k) => !inIndex.has(k))
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js'));
      preloads.set(screen, files);
    }
    loaded = { mtime, index, pages, preloads };
    return loaded;
  }

  return {
    async html(pathname, { rendered = false } = {}) {
      const { index, pages, preloads } = load();
      // Read beside the picture hint. A catalogue that is away leaves the generic head: better than no page.
      const heading: Promise<PageHead | null> = headOf ? headOf(pathname).catch(() => null) : Promise.resolve(null);
      const page = pages.find((p) => p.path.test(pathname));
      if (!page) return withHead(index, await heading);
      const links: string[] = [];
      if (page.picture) {
        let src: string | null | undefined;
        try {
          src = await page.picture(db, page.path.exec(pathname)!);
        } catch {
          src = null; // no hint is better than no page
        }
        if (src && isOwnPath(src)) links.push(`<link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">`);
      }
      // A page rendered by the server paints without its screen's code: fetched ahead, the code would
      // only compete with the picture and the fonts on a slow link (issue 14, item 5).
      for (const file of page.screen && !rendered ? (preloads.get(page.screen) ?? []) : [])
        links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);
      return withHead(index, await heading, links);
    },
  };
}
