import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BannerType } from '@rihla/contract';
import type { DB } from '../db/schema.ts';
import { firstBannerImage } from '../repositories/catalogue.ts';
import { firstImage } from '../repositories/trips.ts';

// The web app's index.html, with <link> hints for the page asked for: the screen's own code (its
// chunk and what that imports, from Vite's manifest) and the picture at the top of the page (the
// page's largest content) start downloading with the app's first script. Without them the browser
// finds the screen's code only once that script has run, and the picture only once the screen has
// fetched its data. The hints are links in <head>: nothing inline, so the CSP is unchanged.

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

type Picture = (db: Kysely<DB>, match: RegExpExecArray) => Promise<string | null | undefined>;

const banner =
  (type: BannerType): Picture =>
  (db) =>
    firstBannerImage(db, type);

const tripPicture: Picture = (db, match) => firstImage(db, Number(match[1]));

// The public routes of apps/web/src/app/routes-public.tsx, the screen each opens, and where the
// picture at its top comes from (the first banner of its type, or the trip's first image).
const PAGES: { path: RegExp; screen: string; picture?: Picture }[] = [
  { path: /^\/$/, screen: 'src/screens/home/home-screen.tsx', picture: banner('home') },
  { path: /^\/search$/, screen: 'src/screens/search/search-screen.tsx', picture: banner('search') },
  { path: /^\/packages$/, screen: 'src/screens/packages/packages-screen.tsx', picture: banner('search') },
  { path: /^\/packages\/[0-9]+$/, screen: 'src/screens/tag/tag-screen.tsx' },
  { path: /^\/countries$/, screen: 'src/screens/countries/countries-screen.tsx' },
  { path: /^\/countries\/[0-9]+(?:\/[^/]*)?$/, screen: 'src/screens/country/country-screen.tsx' },
  { path: /^\/cities\/[0-9]+(?:\/[^/]*)?$/, screen: 'src/screens/city/city-screen.tsx' },
  { path: /^\/trip\/([0-9]{1,15})(?:\/[^/]*)?$/, screen: 'src/screens/trip/trip-screen.tsx', picture: tripPicture },
  { path: /^\/about-us$/, screen: 'src/screens/about-us/about-us-screen.tsx', picture: banner('about-us') },
  { path: /^\/contact-us$/, screen: 'src/screens/contact-us/contact-us-screen.tsx', picture: banner('about-us') },
  { path: /^\/faq$/, screen: 'src/screens/faq/faq-screen.tsx', picture: banner('faq') },
  { path: /^\/terms$/, screen: 'src/screens/terms/terms-screen.tsx', picture: banner('terms') },
  { path: /^\/policy$/, screen: 'src/screens/policy/policy-screen.tsx', picture: banner('policy') },
];

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture of this site (a path on this origin), the only kind the CSP lets the page show. */
const isOwnPath = (src: string) => src.startsWith('/') && !src.startsWith('//') && !/[\s\\]/.test(src);

export interface PageHints {
  /** index.html for this path (a URL path, query removed), with the page's hints when it has any. */
  html(pathname: string): Promise<string>;
}

/** Reads index.html and the manifest again whenever the build changes (a rebuild renames every chunk). */
export function pageHints(webDist: string, db: Kysely<DB>): PageHints {
  const indexPath = path.join(webDist, 'index.html');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  let loaded: { mtime: number; index: string; preloads: Map<string, string[]> } | undefined;

  function load() {
    const mtime = fs.statSync(indexPath).mtimeMs;
    if (loaded?.mtime === mtime) return loaded;
    const index = fs.readFileSync(indexPath, 'utf8');
    const preloads = new Map<string, string[]>();
    let manifest: Manifest = {};
    try {
      manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    } catch {
      // A build without a manifest gets no code hints.
    }
    const closure = (key: string, seen = new Set<string>()) => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, seen);
      return seen;
    };
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    const inIndex = entryKey ? closure(entryKey) : new Set<string>();
    for (const { screen } of PAGES) {
      const files = [...closure(screen)]
        .filter((k) => !inIndex.has(k))
        .map((k) => manifest[k]!.file)
        .filter((f) => f.endsWith('.js'));
      preloads.set(screen, files);
    }
    loaded = { mtime, index, preloads };
    return loaded;
  }

  return {
    async html(pathname) {
      const { index, preloads } = load();
      const page = PAGES.find((p) => p.path.test(pathname));
      if (!page) return index;
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
      for (const file of preloads.get(page.screen) ?? [])
        links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);
      if (!links.length) return index;
      return index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    },
  };
}
