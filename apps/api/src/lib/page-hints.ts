import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { BannerType } from '@rihla/contract';
import type { DB } from '../db/schema.ts';

// The web app's index.html, with a hint for the page asked for: the picture at the top of the page
// (its largest content) starts downloading, with high priority, together with the app's first
// script, instead of once the screen's code has run and its data has arrived. The hint is a <link> in
// <head>: nothing inline, so the CSP is unchanged.
//
// The screen's code is not hinted: Lighthouse counts every request the HTML starts as holding back
// the first paint, and on a slow connection the screen's chunks would take bandwidth from the first
// script (measured: a trip page's first paint 0.7–0.9 s later with its 27 chunks hinted).

type Picture = (db: Kysely<DB>, match: RegExpExecArray) => Promise<string | null | undefined>;

const banner =
  (type: BannerType): Picture =>
  async (db) =>
    (
      await db
        .selectFrom('banners')
        .select('image')
        .where('type', '=', type)
        .orderBy('position')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
    )?.image;

const tripPicture: Picture = async (db, match) => {
  const row = await db.selectFrom('trips').select('images').where('id', '=', Number(match[1])).executeTakeFirst();
  try {
    const images: unknown = JSON.parse(row?.images ?? '[]');
    return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
  } catch {
    return null;
  }
};

// The public routes of apps/web/src/app/routes-public.tsx that open with a picture, and where it comes
// from: the first banner of the page's type (the banner its screen shows), or the trip's first image.
const PAGES: { path: RegExp; picture: Picture }[] = [
  { path: /^\/$/, picture: banner('home') },
  { path: /^\/search$/, picture: banner('search') },
  { path: /^\/packages$/, picture: banner('search') },
  { path: /^\/trip\/([0-9]{1,15})(?:\/[^/]*)?$/, picture: tripPicture },
  { path: /^\/about-us$/, picture: banner('about-us') },
  { path: /^\/contact-us$/, picture: banner('about-us') },
  { path: /^\/faq$/, picture: banner('faq') },
  { path: /^\/terms$/, picture: banner('terms') },
  { path: /^\/policy$/, picture: banner('policy') },
];

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture of this site (a path on this origin), the only kind the CSP lets the page show. */
const isOwnPath = (src: string) => src.startsWith('/') && !src.startsWith('//') && !/[\s\\]/.test(src);

export interface PageHints {
  /** index.html for this path (a URL path, query removed), with the page's hint when it has one. */
  html(pathname: string): Promise<string>;
}

/** Reads index.html again whenever the build changes (a rebuild renames the scripts it names). */
export function pageHints(webDist: string, db: Kysely<DB>): PageHints {
  const indexPath = path.join(webDist, 'index.html');
  let loaded: { mtime: number; index: string } | undefined;
  const index = () => {
    const mtime = fs.statSync(indexPath).mtimeMs;
    if (loaded?.mtime !== mtime) loaded = { mtime, index: fs.readFileSync(indexPath, 'utf8') };
    return loaded.index;
  };

  return {
    async html(pathname) {
      const html = index();
      const page = PAGES.find((p) => p.path.test(pathname));
      if (!page) return html;
      let src: string | null | undefined;
      try {
        src = await page.picture(db, page.path.exec(pathname)!);
      } catch {
        src = null; // no hint is better than no page
      }
      if (!src || !isOwnPath(src)) return html;
      return html.replace(
        '</head>',
        `  <link rel="preload" as="image" href="${escapeAttr(src)}" fetchpriority="high">\n  </head>`,
      );
    },
  };
}

/**
 * index.html compressed for a client that accepts it (@fastify/compress only compresses the answers
 * of routes, and this one comes from the not-found handler): brotli, else gzip, else as it is. The
 * page is 2–3 KB, so this costs well under a millisecond.
 */
export function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!),
  );
  if (accepted.has('br'))
    return { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted.has('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}
