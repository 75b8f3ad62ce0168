import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePicture, pictureMessages, pictureSrcSet, pictureVariant } from '@rihla/contract';
import { auditPage } from '../../src/modules/staff/repositories/audit-log.ts';
import { staffToken } from './staff-token.ts';
import { auth, createTestApp, multipart, type TestApp } from '../helper.ts';

// Trip pictures uploaded in the back office (issue 17): any of JPEG, PNG, WebP and AVIF is re-encoded
// into AVIF, WebP and JPEG at each kept width without metadata, stored in the database, served at
// addresses cached for good; anything else is refused in Arabic; agents cannot upload.

let t: TestApp;
let admin: string;
let agent: string;

const signedIn = (role: 'admin' | 'agent') => staffToken(t.app, role, `${role}@pictures.example`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn('admin');
  agent = await signedIn('agent');
});
afterAll(async () => t?.close());

/** A photo-like picture (smooth colours from a little noise blown up), with EXIF that must not survive. */
const photo = async (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp(
    await sharp({
      create: { width: 16, height: 12, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer(),
  )
    .resize(width, height, { fit: 'fill' })
    .withExif({ IFD0: { Copyright: 'secret camera owner' } })
    .toFormat(format)
    .toBuffer();

const upload = (content: Buffer, token = admin, filename = 'photo.jpg', type = 'image/jpeg') => {
  const { payload, headers } = multipart([{ name: 'file', filename, content, type }]);
  return t.app.inject({ method: 'POST', url: '/api/admin/pictures', payload, headers: { ...headers, ...auth(token) } });
};

describe('uploading a picture', () => {
  it('keeps a big JPEG as AVIF, WebP and JPEG at 480, 960 and 1600 wide, without metadata, served for good', async () => {
    const res = await upload(await photo(2000, 1500, 'jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ width: 2000, height: 1500 });
    expect(data.address).toBe(`/api/media/pictures/${data.id}-2000x1500.jpg`);
    const parsed = parsePicture(data.address)!;
    expect(parsed).toEqual({ id: data.id, width: 2000, height: 1500, widths: [480, 960, 1600] });
    expect(data.variants).toHaveLength(9);

    for (const [format, mime, sharpFormat] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      for (const w of parsed.widths) {
        const res = await t.app.inject({ method: 'GET', url: pictureVariant(data.id, w, format) });
        expect(res.statusCode, `${pictureVariant(data.id, w, format)} ${res.body}`).toBe(200);
        expect(res.headers['content-type']).toBe(mime);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(sharpFormat);
        expect(meta.width).toBe(w);
        expect(meta.height).toBe(Math.round((w * 1500) / 2000));
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
      }
    }
    // The address a trip keeps is itself the widest JPEG.
    const kept = await t.app.inject({ method: 'GET', url: data.address });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(kept.rawPayload).metadata()).width).toBe(1600);
    expect(pictureSrcSet(parsed, 'webp')).toBe(
      [480, 960, 1600].map((w) => `/api/media/pictures/${data.id}/${w}.webp ${w}w`).join(', '),
    );

    const log = await auditPage(t.app.db, null);
    expect(log.find((e) => e.action === 'picture.uploaded')).toMatchObject({ subject: `picture:${data.id}` });
  });

  it('takes PNG, WebP and AVIF too, and never makes a picture wider than it was', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const res = await upload(await photo(700, 500, format), admin, `p.${format}`, `image/${format}`);
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
      const data = res.json().data;
      expect(parsePicture(data.address)!.widths).toEqual([480, 700]);
      expect(data.variants.map((v: { width: number }) => v.width).sort()).toEqual([480, 480, 480, 700, 700, 700]);
    }
    const small = (await upload(await photo(300, 200, 'png'), admin, 'small.png', 'image/png')).json().data;
    expect(parsePicture(small.address)!.widths).toEqual([300]);
    expect((await t.app.inject({ method: 'GET', url: pictureVariant(small.id, 480, 'jpg') })).statusCode).toBe(404);
  });

  it('refuses anything that is not a picture of those formats, in Arabic, never with a 500', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    for (const [content, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.jpg'],
      [Buffer.from('%PDF-1.7\n%%EOF\n'), 'doc.pdf'],
      [gif, 'anim.gif'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]), 'broken.jpg'],
    ] as const) {
      const res = await upload(content, admin, name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().message).toBe(pictureMessages.invalidType);
      expect(res.json().errors.file).toEqual([pictureMessages.invalidType]);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/pictures', payload: {}, headers: auth(admin) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(pictureMessages.missing);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pictures',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...auth(admin) },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(Object.values(pictureMessages)).toContain(broken.json().message);
    const big = await upload(Buffer.alloc(21 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(pictureMessages.tooLarge);
  });

  it('is for admins only; unknown pictures are not found', async () => {
    const res = await upload(await photo(100, 100, 'png'), agent, 'x.png', 'image/png');
    expect(res.statusCode).toBe(403);
    expect((await upload(await photo(100, 100, 'png'), '')).statusCode).toBe(401);
    for (const url of ['/api/media/pictures/0123456789abcdef/480.avif', '/api/media/pictures/0123456789abcdef-2000x1500.jpg'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    // A known picture under a size that is not its own is not found either: one address per picture.
    const data = (await upload(await photo(600, 400, 'jpeg'))).json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/media/pictures/${data.id}-601x400.jpg` })).statusCode).toBe(404);
  });

  it('a trip given an uploaded picture gets its link preview drawn again from it', async () => {
    const trip = (await t.app.db.selectFrom('trips').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const url = `/api/media/preview/trip/${trip}.jpg`;
    const before = await t.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    const green = await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 20, g: 180, b: 60 } } })
      .jpeg()
      .toBuffer();
    const address = (await upload(green)).json().data.address as string;
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/trips/${trip}`,
      payload: { images: [address] },
      headers: auth(admin),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { data, info } = await sharp(after.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (620 * info.width + 10) * info.channels;
    const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
    expect(Math.abs(r - 20) + Math.abs(g - 180) + Math.abs(b - 60)).toBeLessThan(40);
  });
});
