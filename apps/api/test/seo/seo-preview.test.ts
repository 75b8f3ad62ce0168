import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp, type WebApp } from './web-build.ts';

// Link preview pictures (issue 14, item 2): 1200×630 JPEG made from the generated art on the server,
// rendered once and kept on disk, not drawn again for the next request.
let t: WebApp;

beforeAll(async () => {
  t = await createWebApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('preview pictures', () => {
  it('a trip, country, city, tag and page banner each have a 1200×630 JPEG', async () => {
    for (const url of [
      '/api/media/preview/trip/1.jpg',
      '/api/media/preview/country/1.jpg',
      '/api/media/preview/city/1.jpg',
      '/api/media/preview/tag/1.jpg',
      '/api/media/preview/banner/home.jpg',
      '/api/media/preview/banner/faq.jpg',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d{5,}/);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('is rendered once: a second request, and a restart, read the kept file', async () => {
    const url = '/api/media/preview/trip/2.jpg';
    const before = t.app.previews.renders;
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(t.app.previews.renders).toBe(before + 1);
    const c = await get(url);
    expect(t.app.previews.renders).toBe(before + 1);
    expect(c.rawPayload.equals(a.rawPayload) && b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(fs.readdirSync(path.join(t.dataDir, 'previews')).filter((f) => f.endsWith('.jpg')).length).toBeGreaterThan(0);
    // Its ETag answers a client that has it with 304.
    expect((await get(url, { 'if-none-match': String(a.headers.etag) })).statusCode).toBe(304);
    const app = await t.restart();
    expect((await app.inject({ method: 'GET', url })).rawPayload.equals(a.rawPayload)).toBe(true);
    expect(app.previews.renders).toBe(0);
  });

  it('a trip whose picture changes gets a new one; a picture file of the web build is converted', async () => {
    const url = '/api/media/preview/trip/3.jpg';
    const first = await get(url);
    fs.writeFileSync(
      path.join(t.web, 'photo.png'),
      await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } } })
        .png()
        .toBuffer(),
    );
    await t.app.db
      .updateTable('trips')
      .set({ images: JSON.stringify(['/photo.png']) })
      .where('id', '=', 3)
      .execute();
    const second = await get(url);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const { data, info } = await sharp(second.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    // The photo's blue, not the art (below the title's band).
    const at = (620 * info.width + 10) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    expect(Math.abs(r - 10) + Math.abs(g - 120) + Math.abs(b - 200)).toBeLessThan(30);
  });

  it('a trip’s title is set on its picture: a new title, a new picture', async () => {
    const url = '/api/media/preview/trip/4.jpg';
    const first = await get(url);
    await t.app.db.updateTable('trips').set({ title: 'عنوان جديد للرحلة' }).where('id', '=', 4).execute();
    const second = await get(url);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    // The top band differs (the text), the bottom of the picture does not.
    const rows = async (buf: Buffer, top: number) =>
      sharp(buf).extract({ left: 0, top, width: 1200, height: 40 }).raw().toBuffer();
    const diff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    expect(diff(await rows(first.rawPayload, 30), await rows(second.rawPayload, 30))).toBeGreaterThan(1);
    expect(diff(await rows(first.rawPayload, 580), await rows(second.rawPayload, 580))).toBeLessThan(1);
  });

  it('a subject that does not exist, or a name no subject has: 404', async () => {
    for (const url of [
      '/api/media/preview/trip/99999.jpg',
      '/api/media/preview/banner/nope.jpg',
      '/api/media/preview/trip/x.png',
      '/api/media/preview/user/1.jpg',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});
