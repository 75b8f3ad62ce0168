import sharp from 'sharp';

/**
 * A flat-colour JPEG of `side`×`side` pixels: a few hundred kB on the wire that decode to tens of
 * megapixels (issue 29, finding 1's upload flood; tests/reliability/upload-flood.ts).
 */
export function largeFlatJpeg(side = 7000): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#88aacc' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
