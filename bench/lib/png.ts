import crypto from 'node:crypto';
import zlib from 'node:zlib';

// Passport scans made here: real PNG files (signature, IHDR, IDAT, IEND, CRCs) with a coloured page,
// a photo box and noise, so each one is different and does not compress to nothing.

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

export function passportPng(seed: number, width = 240, height = 160, noise = 24): Buffer {
  const rnd = crypto.createHash('sha256').update(String(seed)).digest();
  const base = [40 + (rnd[0]! % 80), 60 + (rnd[1]! % 100), 120 + (rnd[2]! % 120)];
  // Deterministic noise from the seed: the same seed gives the same file, so a client can retry a
  // request with identical bytes.
  const noiseBytes = Buffer.alloc(width * height);
  let a = (seed * 2654435761) >>> 0;
  for (let i = 0; i < noiseBytes.length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    noiseBytes[i] = (t ^ (t >>> 14)) & 0xff;
  }
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inPhoto = x > 12 && x < width * 0.35 && y > 20 && y < height - 20;
      const line = !inPhoto && y > 30 && y % 18 < 3 && x > width * 0.4 && x < width - 16;
      const n = noiseBytes[y * width + x]! % noise;
      const px = inPhoto ? [200, 190, 180] : line ? [30, 30, 50] : base;
      raw[o++] = Math.min(255, px[0]! + n);
      raw[o++] = Math.min(255, px[1]! + n);
      raw[o++] = Math.min(255, px[2]! + n);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function sha256(buf: Buffer | Uint8Array): string {
  return crypto.createHash('sha256').update(buf).digest('hex');
}

/**
 * The pixels of a PNG made by passportPng (filter "none" on every row), hashed. The server re-encodes
 * every uploaded image (issue 12, item 15), so a stored file is compared by its pixels, not its bytes.
 */
export function uploadHash(png: Buffer): string {
  const idat: Buffer[] = [];
  let width = 0;
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') width = data.readUInt32BE(0);
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc((raw.length / stride) * width * 3);
  for (let y = 0, o = 0; y * stride < raw.length; y++, o += width * 3) raw.copy(pixels, o, y * stride + 1, (y + 1) * stride);
  return sha256(pixels);
}

/** The pixels of a file the server serves (any PNG), hashed like uploadHash. */
export async function servedHash(file: Buffer | Uint8Array): Promise<string> {
  const { default: sharp } = await import('sharp');
  return sha256(await sharp(file).removeAlpha().raw().toBuffer());
}
