import type { ImgHTMLAttributes } from 'react';
import { parsePicture, pictureSrcSet, pictureVariant, PICTURE_MIME } from '@rihla/contract';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The picture's address as the catalogue keeps it: an uploaded picture's, or any other (the generated art). */
  src: string;
  /** How wide the picture shows at each viewport, as `sizes` writes it: the browser picks a width from it. */
  sizes: string;
  alt: string;
}

/** Card, gallery and itinerary `sizes`, matching the site's layout (cards 3 a row from 64em, 2 from 40em). */
export const PICTURE_SIZES = {
  card: '(min-width: 64em) 400px, (min-width: 40em) 50vw, 100vw',
  gallery: '(min-width: 64em) 800px, 100vw',
  /** The itinerary's pictures are at most 480px wide. */
  day: '(max-width: 34em) 100vw, 480px',
  thumbnail: '160px',
} as const;

/**
 * A catalogue picture. An uploaded one (packages/contract/src/pictures.ts) is a `<picture>` offering
 * AVIF, then WebP, then JPEG, each at every width the server keeps, with its own width and height so
 * the page does not move while it loads; any other address (the demo's generated SVG art) is a plain
 * `<img>`, as before. The `<picture>` takes no box of its own (`display: contents`), so the `<img>`
 * keeps the place and class the layout gives it.
 */
export function Picture({ src, sizes, alt, width, height, ...img }: PictureProps) {
  const uploaded = parsePicture(src);
  if (!uploaded) return <img src={src} alt={alt} width={width} height={height} {...img} />;
  // The fallback src is a middle width: a browser without srcset support gets a reasonable file.
  const fallback = uploaded.widths[Math.min(1, uploaded.widths.length - 1)]!;
  return (
    <picture style={{ display: 'contents' }}>
      <source type={PICTURE_MIME.avif} srcSet={pictureSrcSet(uploaded, 'avif')} sizes={sizes} />
      <source type={PICTURE_MIME.webp} srcSet={pictureSrcSet(uploaded, 'webp')} sizes={sizes} />
      <img
        src={pictureVariant(uploaded.id, fallback, 'jpg')}
        srcSet={pictureSrcSet(uploaded, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={uploaded.width}
        height={uploaded.height}
        decoding="async"
        {...img}
      />
    </picture>
  );
}
