import fs from 'node:fs/promises';
import sharp from 'sharp';
import { errorMessages, type UploadMime } from '@rihla/contract';
import { checkPdf } from './pdf-check.ts';

// Passport and visa uploads (issue 12, item 15). Checking the first bytes let a PNG or JPEG carry a
// web page after its first kilobyte. Images are now decoded and re-encoded (sharp): what is stored
// is the new image, without metadata (EXIF location, camera) or anything appended; a file that does
// not decode is refused.
//
// PDFs are kept on purpose: Saudi e-visas are issued as PDF documents, and a customer should not have
// to screenshot one. They cannot be re-encoded without a PDF renderer, so an encrypted one is refused
// and every stream of the others is decoded and searched for active content (./pdf-check.ts); the
// file endpoint serves them as a download in a sandbox, never rendered by the site itself.

sharp.cache(false);
sharp.concurrency(1);

/** Pixels a passport scan may have: a 50-megapixel photo, not a decompression bomb. */
const MAX_PIXELS = 50_000_000;
/**
 * The longest side kept: a passport page stays legible (its machine-readable lines too) far below
 * this, and a JPEG or WebP this much smaller is decoded at a fraction of its size (shrink-on-load):
 * a 7000×7000 JPEG took 1.8 s to re-encode whole and 0.25 s at this size (issue 29, finding 1).
 */
const MAX_SIDE = 2400;
const FORMAT: Record<string, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/** Re-encodes the image at `file` in place; returns its new size, or null when it does not decode. */
export async function reencodeImage(file: string, mime: UploadMime): Promise<number | null> {
  const format = FORMAT[mime];
  if (!format) return null;
  let out: Buffer;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by
    // default). Plain libjpeg, not mozjpeg: mozjpeg took 6–7× the CPU for a few per cent of bytes.
    out = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'jpeg' ? { quality: 90 } : {})
      .toBuffer();
  } catch {
    return null;
  }
  await fs.writeFile(file, out, { mode: 0o600 });
  return out.length;
}

/** The upload made safe to keep: the mime and size to store, or a null mime when it is refused. */
export async function sanitiseUpload(
  file: string,
  mime: UploadMime | null,
): Promise<{ mime: UploadMime | null; size: number | null; refusal?: string }> {
  if (!mime) return { mime: null, size: null };
  if (mime === 'application/pdf') {
    const verdict = checkPdf(await fs.readFile(file));
    if (verdict === 'inert') return { mime, size: null };
    // Why, in Arabic, for the customer: a protected file, or one with active or unreadable parts.
    if (verdict === 'not-pdf') return { mime: null, size: null };
    return { mime: null, size: null, refusal: verdict === 'encrypted' ? errorMessages.pdfEncrypted : errorMessages.pdfActive };
  }
  const size = await reencodeImage(file, mime);
  return size === null ? { mime: null, size: null } : { mime, size };
}
