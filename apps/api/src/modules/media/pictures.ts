import crypto from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PICTURE_FORMATS, PICTURE_MAX_PIXELS, pictureWidths, type PictureFormat } from '@rihla/contract';
import type { EncodedPicture, PictureVariant } from './repositories/pictures.ts';

export type { EncodedPicture, PictureVariant };

// Uploaded trip pictures (issue 17): decoded once, turned upright by their EXIF orientation, then
// written as AVIF, WebP and JPEG at each width the contract keeps (packages/contract/src/pictures.ts),
// never wider than the original. sharp writes no metadata unless asked, so EXIF (a camera's GPS
// position among it), XMP and ICC profiles are gone; colours are converted to sRGB first.
//
// The original is shrunk to the widest variant once, into raw pixels, and every variant is made from
// those: a 12-megapixel photo is decoded and resampled once instead of nine times.

/** Encoder settings: visually alike at each format, AVIF at the effort that keeps an upload near a second. */
const ENCODE: Record<PictureFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 3 }),
  webp: (s) => s.webp({ quality: 75, effort: 4 }),
  jpg: (s) => s.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/** Why an upload was refused: not a picture of an accepted format, or too many pixels. */
export class PictureRefused extends Error {
  readonly reason: 'invalidType' | 'tooManyPixels';
  constructor(reason: 'invalidType' | 'tooManyPixels') {
    super(reason);
    this.reason = reason;
  }
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/** 64 random bits, in hex: unique across servers without asking the database. */
export const newPictureId = () => crypto.randomBytes(8).toString('hex');

export async function encodePicture(input: Buffer): Promise<EncodedPicture> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefused('invalidType');
  }
  // HEIF holds HEIC (HEVC) too, which sharp's prebuilt libvips does not decode: AVIF only.
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1'))
    throw new PictureRefused('invalidType');
  if (!meta.width || !meta.height) throw new PictureRefused('invalidType');
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw new PictureRefused('tooManyPixels');
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = pictureWidths(width);
  const widest = widths[widths.length - 1]!;

  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .toColourspace('srgb')
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new PictureRefused('invalidType');
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const opaque = raw.channels === 3 || meta.hasAlpha === false;

  const variants: PictureVariant[] = [];
  for (const w of widths) {
    for (const format of PICTURE_FORMATS) {
      let pipeline = sharp(base.data, { raw }).resize({ width: w, withoutEnlargement: true });
      // JPEG has no transparency: a PNG's clear parts become white, as on the site's cards.
      if (format === 'jpg' && !opaque) pipeline = pipeline.flatten({ background: '#ffffff' });
      const { data, info } = await ENCODE[format](pipeline).toBuffer({ resolveWithObject: true });
      variants.push({ width: w, height: info.height, format, content: data });
    }
  }
  return { id: newPictureId(), width, height, variants };
}
