import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPath, type Banner, type DataEnvelope, type TripDetail } from '@rihla/contract';
import { createTestApp, type TestApp } from '../helper.ts';

// index.html with the hints of the page asked for (apps/api/src/modules/pages/page-hints.ts), over a small
// stand-in build: an entry that imports `shared` and asks for the app (importing `shared` and `react`)
// and a screen by dynamic imports, and a home screen that imports `shared` and `row`, with the
// route-to-screen table the web build writes.
let t: TestApp;
let web: string;
const INDEX = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <script type="module" crossorigin src="/assets/index-aaa.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-bbb.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-aaa.js',
    isEntry: true,
    imports: ['_shared-bbb.js'],
    dynamicImports: ['_app-ggg.js', 'src/screens/faq/faq-screen.tsx'],
  },
  '_app-ggg.js': { file: 'assets/app-ggg.js', name: 'app', imports: ['_shared-bbb.js', '_react-hhh.js'] },
  '_react-hhh.js': { file: 'assets/react-hhh.js' },
  'src/screens/faq/faq-screen.tsx': { file: 'assets/faq-screen-iii.js', isDynamicEntry: true },
  '_shared-bbb.js': { file: 'assets/shared-bbb.js' },
  '_row-ccc.js': { file: 'assets/row-ccc.js', imports: ['_shared-bbb.js'] },
  'src/screens/home/home-screen.tsx': { file: 'assets/home-screen-ddd.js', imports: ['_shared-bbb.js', '_row-ccc.js'] },
  'src/screens/trip/trip-screen.tsx': { file: 'assets/trip-screen-eee.js', imports: ['_shared-bbb.js'] },
};
// The screens of the page table's pages, as the web build writes them beside its manifest
// (apps/web/vite.config.ts, pageScreens).
const SCREENS = {
  home: 'src/screens/home/home-screen.tsx',
  trip: 'src/screens/trip/trip-screen.tsx',
};

beforeAll(async () => {
  const base = await createTestApp();
  web = path.join(base.dataDir, 'web');
  await base.close();
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(web, '.vite', 'page-screens.json'), JSON.stringify(SCREENS));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.dirname(web), { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The page without the head lib/seo adds to every page (seo-head.test.ts checks that). */
const withoutPageHead = (html: string) =>
  html.replace(/^\s*<(title|meta |link rel="canonical"|script type="application\/ld\+json").*\n/gm, '');
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('missing build files', () => {
  it('a chunk that is not in the build answers 404, never the app’s HTML', async () => {
    const res = await get('/assets/trip-screen-old.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.body).not.toContain('<!doctype html>');
    // A page path still gets the app.
    expect((await get('/faq')).statusCode).toBe(200);
  });
});

describe('index.html page hints', () => {
  it('home: the app, its screen chunk and what they import (not what index.html has already), and the first home banner', async () => {
    const banners = (await get('/api/data/banners?type=home')).json() as DataEnvelope<Banner[]>;
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // shared-bbb.js once: index.html has it already (the entry imports it). This build has no server
    // entry, so the browser draws the page: the app is fetched beside the entry, not after it.
    expect(preloads(res.body)).toEqual([
      '/assets/shared-bbb.js',
      '/assets/app-ggg.js',
      '/assets/react-hhh.js',
      '/assets/home-screen-ddd.js',
      '/assets/row-ccc.js',
    ]);
    expect(res.body).toContain(`<link rel="preload" as="image" href="${banners.data[0]!.image}" fetchpriority="high">`);
    // The hints go in <head>; nothing inline is added, so the CSP (script-src 'self') still holds.
    expect(res.body.indexOf('fetchpriority')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).not.toMatch(/<script>|<style>|style=/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("trip: the trip's first image", async () => {
    const trip = (await get('/api/trips/3')).json() as DataEnvelope<TripDetail>;
    // At its canonical address: another slug is now a 301 to it (page-status.test.ts).
    const res = await get(tripPath(3, trip.data.title));
    expect(res.body).toContain(`<link rel="preload" as="image" href="${trip.data.images[0]}" fetchpriority="high">`);
    expect(preloads(res.body)).toEqual([
      '/assets/shared-bbb.js',
      '/assets/app-ggg.js',
      '/assets/react-hhh.js',
      '/assets/trip-screen-eee.js',
    ]);
    // A trip that does not exist (or an id no database can hold) still gets the page, without a
    // picture, now with the status 404 (issue 14: honest status codes).
    for (const url of ['/trip/999999', '/trip/999999999999999/x']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).not.toContain('as="image"');
    }
  });

  it('other paths get index.html as built (with their own head); a rebuild is picked up', async () => {
    for (const url of ['/faq-nope', '/account/favourites', '/search/extra']) {
      expect(withoutPageHead((await get(url)).body)).toBe(INDEX);
    }
    const rebuilt = INDEX.replace('index-aaa', 'index-fff');
    fs.writeFileSync(path.join(web, 'index.html'), rebuilt);
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(web, 'index.html'), future, future);
    expect(withoutPageHead((await get('/nothing-here')).body)).toBe(rebuilt);
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
