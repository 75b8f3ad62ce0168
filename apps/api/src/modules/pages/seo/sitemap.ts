import type { Kysely } from 'kysely';
import { cityPath, countryPath, PAGES, tagPath, tripPath, type PageDef } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { CatalogueView } from '../../catalogue/index.ts';
import * as repo from '../repositories/sitemap.ts';
import { escapeHtml } from './escape.ts';
import { LEGAL_UPDATED } from './site.ts';

// /sitemap.xml (issue 14, item 3; docs/product.md, "Search engines and link previews"): every public
// page at its canonical address with when it last changed. The protocol allows 50,000 addresses a
// file: past that, /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml, …
//
// Order: the pages without a subject, then countries, cities and tags (a few hundred rows, kept
// under the catalogue version), then trips in id order, read a page at a time from the last id
// (modules/pages/repositories/sitemap.ts) and written as they come: 100,000 trips are never all in memory.

export const SITEMAP_MAX_URLS = 50_000;
const TRIP_PAGE = 2000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapSource {
  db: Kysely<DB>;
  publicUrl: string;
  catalogue: () => Promise<CatalogueView>;
  /** Addresses a file (50,000, the protocol's limit; tests use a few). */
  maxUrls?: number;
}

interface Entry {
  path: string;
  lastmod: string | null;
}

export interface Sitemaps {
  /** How many sitemap files the site has (1: /sitemap.xml is the list itself). */
  files(): Promise<number>;
  /** The index of the files, when there is more than one. */
  index(): AsyncGenerator<string>;
  /** File `n` (1-based) as XML text, a piece at a time. */
  file(n: number): AsyncGenerator<string>;
}

/** Pages with no subject of their own that the page table lists for the sitemap (/search is not one). */
const FIXED_PAGES = (Object.values(PAGES) as PageDef[]).filter((page) => page.sitemap);

function fixedEntries(lastChange: string | null, places: repo.SitemapPlaces): Entry[] {
  // Lists change with the catalogue; the terms and the policy with their own texts.
  const byKind = (kind: 'list' | 'legal', lastmod: string | null) =>
    FIXED_PAGES.filter((page) => page.sitemap === kind).map((page) => ({ path: page.path, lastmod }));
  return [
    ...byKind('list', lastChange),
    ...byKind('legal', LEGAL_UPDATED),
    ...places.countries.map((c) => ({ path: countryPath(c.id, c.name), lastmod: c.updated_at })),
    ...places.cities.map((c) => ({ path: cityPath(c.id, c.name), lastmod: c.updated_at })),
    ...places.tags.map((t) => ({ path: tagPath(t.id), lastmod: t.updated_at })),
  ];
}

export function sitemaps(source: SitemapSource): Sitemaps {
  const max = source.maxUrls ?? SITEMAP_MAX_URLS;
  const base = source.publicUrl.replace(/\/+$/, '');
  const { db } = source;

  async function plan() {
    const view = await source.catalogue();
    const [places, trips, lastChange] = await Promise.all([
      view.get('seo:sitemap-places', () => repo.sitemapPlaces(db)),
      view.get('seo:trip-count', () => repo.tripCount(db)),
      view.get('seo:last-change', () => repo.catalogueLastChange(db)),
    ]);
    const fixed = fixedEntries(lastChange, places);
    return { fixed, trips, lastChange, files: Math.max(1, Math.ceil((fixed.length + trips) / max)) };
  }

  const url = (e: Entry) =>
    `<url><loc>${escapeHtml(base + e.path)}</loc>${e.lastmod ? `<lastmod>${escapeHtml(e.lastmod)}</lastmod>` : ''}</url>\n`;

  return {
    async files() {
      return (await plan()).files;
    },
    async *index() {
      const { files, lastChange } = await plan();
      yield `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n`;
      for (let n = 1; n <= files; n++)
        yield `<sitemap><loc>${escapeHtml(`${base}/sitemap-${n}.xml`)}</loc>${lastChange ? `<lastmod>${escapeHtml(lastChange)}</lastmod>` : ''}</sitemap>\n`;
      yield '</sitemapindex>\n';
    },
    async *file(n) {
      const { fixed } = await plan();
      const start = (n - 1) * max;
      const end = start + max;
      yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n`;
      if (start < fixed.length) yield fixed.slice(start, end).map(url).join('');
      let left = end - Math.max(start, fixed.length);
      let fromId = start > fixed.length ? await repo.tripIdAt(db, start - fixed.length) : 0;
      while (left > 0 && fromId !== undefined) {
        const want = Math.min(TRIP_PAGE, left);
        const rows = await repo.sitemapTrips(db, fromId, want);
        if (rows.length) yield rows.map((t) => url({ path: tripPath(t.id, t.title), lastmod: t.updated_at })).join('');
        left -= rows.length;
        fromId = rows.length < want ? undefined : rows[rows.length - 1]!.id + 1;
      }
      yield '</urlset>\n';
    },
  };
}

/**
 * robots.txt: everything public may be crawled (the booking wizard too: its canonical is its
 * trip's page); the API (but its pictures), the account and the back office not.
 */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /admin',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
