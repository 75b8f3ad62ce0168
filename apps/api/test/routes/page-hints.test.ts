import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, DataEnvelope, TripDetail } from '@rihla/contract';
import { createTestApp, type TestApp } from '../helper.ts';

// index.html with the hint of the page asked for (apps/api/src/lib/page-hints.ts), over a stand-in
// build.
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

beforeAll(async () => {
  const base = await createTestApp();
  web = path.join(base.dataDir, 'web');
  await base.close();
  fs.mkdirSync(web, { recursive: true });
  fs.writeFileSync(path.join(web, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.dirname(web), { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const hint = (src: string) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;

describe('index.html page hints', () => {
  it('home: the first home banner, in <head>, and nothing else added', async () => {
    const banners = (await get('/api/data/banners?type=home')).json() as DataEnvelope<Banner[]>;
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX.replace('</head>', `  ${hint(banners.data[0]!.image)}\n  </head>`));
    // The hints go in <head>; nothing inline is added, so the CSP (script-src 'self') still holds.
    expect(res.body.indexOf('fetchpriority')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body).not.toMatch(/<script>|<style>|style=/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it("trip: the trip's first image, whatever the slug", async () => {
    const trip = (await get('/api/trips/3')).json() as DataEnvelope<TripDetail>;
    const res = await get('/trip/3/%D8%B1%D8%AD%D9%84%D8%A9');
    expect(res.body).toContain(hint(trip.data.images[0]!));
    // A trip that does not exist (or an id no database can hold) still gets the page, without a picture.
    for (const url of ['/trip/999999', '/trip/999999999999999/x']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(200);
      expect(missing.body).not.toContain('as="image"');
    }
  });

  it('other paths get index.html as built; a rebuild is picked up', async () => {
    for (const url of ['/faq-nope', '/account/favourites', '/search/extra', '/countries/1']) {
      expect((await get(url)).body).toBe(INDEX);
    }
    const rebuilt = INDEX.replace('index-aaa', 'index-fff');
    fs.writeFileSync(path.join(web, 'index.html'), rebuilt);
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(web, 'index.html'), future, future);
    expect((await get('/nothing-here')).body).toBe(rebuilt);
  });

  it('is compressed for clients that accept it (brotli first, then gzip)', async () => {
    const page = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    const plain = (await page()).body;
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await page('gzip;q=1.0, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await page('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
