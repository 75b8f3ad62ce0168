import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { UploadMime } from '@rihla/contract';

// Passport and visa uploads (issue 12, item 15). Checking the first bytes let a PNG or JPEG carry a
// web page after its first kilobyte. Images are now decoded and re-encoded (sharp): what is stored
// is the new image, without metadata (EXIF location, camera) or anything appended; a file that does
// not decode is refused.
//
// PDFs are kept on purpose: Saudi e-visas are issued as PDF documents, and a customer should not have
// to screenshot one. They cannot be re-encoded without a PDF renderer, so the whole file (and every
// compressed stream in it) is searched for active content, and the file endpoint serves them as a
// download in a sandbox, never rendered by the site itself.

sharp.cache(false);
sharp.concurrency(1);

/** Pixels a passport scan may have: a 50-megapixel photo, not a decompression bomb. */
const MAX_PIXELS = 50_000_000;
const FORMAT: Record<string, 'png' | 'jpeg' | 'webp'> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };

/** Re-encodes the image at `file` in place; returns its new size, or null when it does not decode. */
export async function reencodeImage(file: string, mime: UploadMime): Promise<number | null> {
  const format = FORMAT[mime];
  if (!format) return null;
  let out: Buffer;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    out = await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .toFormat(format, format === 'jpeg' ? { quality: 90, mozjpeg: true } : {})
      .toBuffer();
  } catch {
    return null;
  }
  await fs.writeFile(file, out, { mode: 0o600 });
  return out.length;
}

// Names that make a PDF act rather than show: scripts, launching programs, embedded files, forms
// that submit, multimedia. Names may hide letters as #xx escapes, which are undone first.
const ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToR|GoToE|AA)\b/;
const MARKUP = /<\s*(!doctype|html|script|svg|iframe|body|object|embed)\b/i;

function unescapeNames(text: string): string {
  return text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function streams(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < 2000; i++) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const end = pdf.indexOf('endstream', start + 6, 'latin1');
    if (end < 0) break;
    let body = pdf.subarray(start + 6, end);
    if (body[0] === 0x0d) body = body.subarray(1);
    if (body[0] === 0x0a) body = body.subarray(1);
    try {
      out.push(zlib.inflateSync(body, { maxOutputLength: 32 * 1024 * 1024 }));
    } catch {
      // not a Flate stream (an image, a font): its bytes were searched as they are
    }
    at = end + 9;
  }
  return out;
}

/** True when the PDF looks like a document only: a header, an end, no active content anywhere. */
export async function isInertPdf(file: string): Promise<boolean> {
  const pdf = await fs.readFile(file);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  if (!pdf.subarray(-1024).toString('latin1').includes('%%EOF')) return false;
  for (const part of [pdf, ...streams(pdf)]) {
    const text = unescapeNames(part.toString('latin1'));
    if (ACTIVE.test(text) || MARKUP.test(text)) return false;
  }
  return true;
}

/** The upload made safe to keep: the mime and size to store, or a null mime when it is refused. */
export async function sanitiseUpload(
  file: string,
  mime: UploadMime | null,
): Promise<{ mime: UploadMime | null; size: number | null }> {
  if (!mime) return { mime: null, size: null };
  if (mime === 'application/pdf') return (await isInertPdf(file)) ? { mime, size: null } : { mime: null, size: null };
  const size = await reencodeImage(file, mime);
  return size === null ? { mime: null, size: null } : { mime, size };
}
