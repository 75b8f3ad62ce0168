import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Kysely } from 'kysely';
import { BANNER_TYPES, parsePicture, type BannerType } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import type { CatalogueView } from '../../catalogue/index.ts';
import { MEDIA_KINDS, renderArt, variantContent } from '../../media/index.ts';
import { catalogueReader, type CatalogueReader } from './catalogue-data.ts';
import { captionLayers, shortTitle } from './preview-caption.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewKind } from './site.ts';

// The picture a shared link shows (og:image, twitter:image): 1200×630 JPEG, because WhatsApp, X,
// Facebook, Telegram and iMessage do not read SVG, and every picture of the demo catalogue is SVG
// (src/modules/media/art.ts). Made from the subject's own first picture: generated art is drawn and
// rasterised; a picture file of the web build (an operator's catalogue may point at one) is
// converted; anything else (another site's address: nothing is downloaded) falls back to the
// subject's generated art.
//
// A trip's title is set across the top (preview-caption.ts).
//
// An uploaded picture (modules/media/pictures.ts) is drawn from its widest JPEG in the database. Its id names
// its content (a new upload is a new id), so a trip whose first picture is replaced names another
// source, gets another file, and its preview is drawn again at the next request; the catalogue's
// version already makes the new picture the one read.
//
// Rendered once per source picture (and caption) and kept on disk under DATA_DIR/previews, named by a hash of the
// source (and of the file's size and time, for a file), so a trip whose picture changes gets a new
// file and an unchanged one is never drawn again, across restarts. Concurrent requests for the same
// picture share one rendering.

/** Bump when the rendering below changes: every kept picture is then drawn again. */
const RENDERING = 'v1';
const ART = new RegExp(`^/api/media/(${MEDIA_KINDS.join('|')})/([a-z0-9-]{1,80})\\.svg$`);

export interface PreviewFile {
  /** Absolute path of the JPEG. */
  file: string;
  /** Names the picture's content: a strong validator. */
  etag: string;
}

export interface PreviewImages {
  /** The preview of a trip, country, city or tag by id, or of a page banner by type; null if there is none. */
  get(kind: PreviewKind, key: string): Promise<PreviewFile | null>;
  /** How many pictures were drawn since start (tests check that a kept one is not drawn again). */
  readonly renders: number;
}

export interface PreviewSource {
  db: Kysely<DB>;
  catalogue: () => Promise<CatalogueView>;
  /** Where kept pictures go (DATA_DIR/previews). */
  dir: string;
  /** The web build, whose files a catalogue picture may name. */
  webDist: string;
}

interface Source {
  /** What identifies the picture drawn. */
  id: string;
  load(): Promise<Buffer>;
}

const art = (kind: string, key: string): Source => ({
  id: `art:${kind}/${key}`,
  load: async () => Buffer.from(renderArt(kind, key)),
});

interface Subject {
  /** Its first picture, as its catalogue row names it. */
  picture: string | null | undefined;
  /** Text set across the top (a trip's title; the art of the others already carries their name). */
  caption?: string;
}

/** The subject's picture; undefined: no such subject. */
async function subjectOf(data: CatalogueReader, kind: PreviewKind, key: string): Promise<Subject | undefined> {
  if (kind === 'banner')
    return (BANNER_TYPES as readonly string[]).includes(key)
      ? { picture: (await data.bannerImage(key as BannerType)) ?? null }
      : undefined;
  if (!/^[0-9]{1,10}$/.test(key)) return undefined;
  const id = Number(key);
  const found = (picture: string | undefined) => (picture === undefined ? undefined : { picture });
  switch (kind) {
    case 'trip': {
      const trip = await data.trip(id);
      return trip ? { picture: trip.images[0] ?? null, caption: trip.title } : undefined;
    }
    case 'country':
      return found((await data.country(id))?.image);
    case 'city':
      return found((await data.city(id))?.image);
    case 'tag':
      return found((await data.tag(id))?.image);
  }
}

export function previewImages(source: PreviewSource): PreviewImages {
  const drawing = new Map<string, Promise<PreviewFile>>();
  let renders = 0;

  const fallbackOf = (kind: PreviewKind, key: string) => art(kind, kind === 'banner' ? key : `${kind}-${key}`);

  function sourceOf(picture: string | null, kind: PreviewKind, key: string): Source {
    const generated = picture ? ART.exec(picture) : null;
    if (generated) return art(generated[1]!, generated[2]!);
    const uploaded = parsePicture(picture);
    if (uploaded) {
      const widest = uploaded.widths[uploaded.widths.length - 1]!;
      return {
        id: `picture:${uploaded.id}`,
        load: async () => {
          const bytes = await variantContent(source.db, uploaded.id, widest, 'jpg');
          if (!bytes) throw new Error('no such picture');
          return bytes;
        },
      };
    }
    if (picture?.startsWith('/') && !picture.startsWith('//')) {
      const file = path.resolve(source.webDist, `.${decodeURIComponent(picture.split('?')[0]!)}`);
      const stat = file.startsWith(source.webDist + path.sep) ? statFile(file) : null;
      if (stat) return { id: `file:${file}:${stat.size}:${stat.mtimeMs}`, load: () => fs.promises.readFile(file) };
    }
    return fallbackOf(kind, key);
  }

  async function draw(
    src: Source,
    fallback: Source,
    caption: string | undefined,
    file: string,
    etag: string,
  ): Promise<PreviewFile> {
    let image: Sharp;
    try {
      image = await rasterise(await src.load());
    } catch {
      // A file sharp cannot read (damaged, not a picture): the subject's generated art instead.
      image = await rasterise(await fallback.load());
    }
    const picture = await image
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toBuffer();
    const jpeg = await sharp(picture)
      .composite(caption ? await captionLayers(caption) : [])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    renders++;
    await fs.promises.mkdir(source.dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, jpeg);
    await fs.promises.rename(tmp, file);
    return { file, etag };
  }

  return {
    get renders() {
      return renders;
    },
    async get(kind, key) {
      const data = catalogueReader(source.db, await source.catalogue());
      const subject = await subjectOf(data, kind, key);
      if (!subject) return null;
      const src = sourceOf(subject.picture ?? null, kind, key);
      const caption = subject.caption ? shortTitle(subject.caption) : undefined;
      const hash = crypto
        .createHash('sha256')
        .update(`${RENDERING}|${src.id}|${caption ?? ''}`)
        .digest('hex')
        .slice(0, 32);
      const file = path.join(source.dir, `${hash}.jpg`);
      const etag = `"${hash}"`;
      if (statFile(file)) return { file, etag };
      let pending = drawing.get(file);
      if (!pending) {
        pending = draw(src, fallbackOf(kind, key), caption, file, etag).finally(() => drawing.delete(file));
        drawing.set(file, pending);
      }
      return pending;
    },
  };
}

/** A picture as sharp reads it; an SVG is drawn at the density that fills 1200×630 without upscaling. */
async function rasterise(input: Buffer): Promise<Sharp> {
  const meta = await sharp(input).metadata();
  if (meta.format !== 'svg' || !meta.width || !meta.height) return sharp(input);
  const scale = Math.max(PREVIEW_WIDTH / meta.width, PREVIEW_HEIGHT / meta.height);
  return sharp(input, { density: Math.min(72 * scale, 600) });
}

function statFile(file: string): fs.Stats | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}
