// Passport and visa files: the browser's drop zone and the server enforce the same limits. The server
// trusts the bytes, not the name or the declared type.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIN_BYTES = 1;

export const UPLOAD_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
} as const;

export type UploadMime = keyof typeof UPLOAD_TYPES;

export function extensionFor(mime: UploadMime): string {
  return UPLOAD_TYPES[mime][0];
}

/** The file's real type from its first bytes, or null when it is none of the accepted ones. */
export function sniffUploadType(head: Uint8Array): UploadMime | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50)
    return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}
