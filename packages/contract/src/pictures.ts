// Uploaded trip pictures (issue 17). The server keeps each upload re-encoded into AVIF, WebP and JPEG
// at a few widths, never wider than the original. A trip names a picture by one address that carries
// its id and its original size, `/api/media/pictures/<id>-<W>x<H>.jpg` (itself the widest JPEG), so
// the site can write `srcset`, `sizes`, `width` and `height` from the trip's data alone, with no
// request for the picture's facts. Everything that reads or writes these addresses goes through here.

/** Widths the server makes, narrowest first; an original narrower than the widest adds its own width. */
export const PICTURE_WIDTHS = [480, 960, 1600] as const;
/** Formats of every variant, best first (the order of a `<picture>`'s sources). */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
export const PICTURE_MIME: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
/** Formats an admin may upload (sharp decodes each; AVIF arrives as HEIF with AV1). */
export const PICTURE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** Bytes of one upload: a full-size phone or camera photo, not a raw file. */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** Pixels of one upload: a 50-megapixel photo, not a decompression bomb. */
export const PICTURE_MAX_PIXELS = 50_000_000;

const PICTURE_ID = '[a-z0-9]{16}';
export const PICTURE_ID_PATTERN = `^${PICTURE_ID}$`;
const ADDRESS = new RegExp(`^/api/media/pictures/(${PICTURE_ID})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\\.jpg$`);

/** The widths the server keeps of an original `width` pixels wide. */
export function pictureWidths(width: number): number[] {
  const widest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
  const top = Math.min(width, widest);
  return [...PICTURE_WIDTHS.filter((w) => w < top), top];
}

export interface UploadedPicture {
  id: string;
  /** The original's size, in pixels: the aspect ratio every variant keeps. */
  width: number;
  height: number;
  /** The widths kept, narrowest first. */
  widths: number[];
}

/** The address a trip keeps for an uploaded picture. */
export function pictureAddress(id: string, width: number, height: number): string {
  return `/api/media/pictures/${id}-${width}x${height}.jpg`;
}

/** The address of one variant. */
export function pictureVariant(id: string, width: number, format: PictureFormat): string {
  return `/api/media/pictures/${id}/${width}.${format}`;
}

/** An uploaded picture's facts from its address; null for any other picture (the generated art). */
export function parsePicture(address: string | null | undefined): UploadedPicture | null {
  const m = address ? ADDRESS.exec(address) : null;
  if (!m) return null;
  const width = Number(m[2]);
  return { id: m[1]!, width, height: Number(m[3]), widths: pictureWidths(width) };
}

/** The `srcset` of one format: every kept width. */
export function pictureSrcSet(picture: UploadedPicture, format: PictureFormat): string {
  return picture.widths.map((w) => `${pictureVariant(picture.id, w, format)} ${w}w`).join(', ');
}

/** What the upload answers when it refuses a file. */
export const pictureMessages = {
  missing: 'اختر صورة لرفعها',
  tooLarge: 'حجم الصورة أكبر من 20 ميجابايت، اختر صورة أصغر',
  invalidType: 'نوع الملف غير مدعوم، اختر صورة JPG أو PNG أو WebP أو AVIF',
  tooManyPixels: 'أبعاد الصورة كبيرة جدًا، اختر صورة لا تزيد على 50 ميجابكسل',
  uploadFailed: 'تعذر رفع الصورة، حاول مرة أخرى',
} as const;
