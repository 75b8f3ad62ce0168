import { css } from '@rihla/styled-system/css';
import { Picture, PICTURE_SIZES } from '../picture/picture.tsx';

/**
 * One of the gallery's pictures, at the gallery's size and shape: also what a page shows in the
 * gallery's place while the gallery's own code loads (a module without react-aria, for that).
 */
export function GalleryPicture(props: { src: string; alt: string; fetchPriority?: 'high' }) {
  return <Picture {...props} sizes={PICTURE_SIZES.gallery} className={image} />;
}

const image = css({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: 'card',
  bg: 'bg.muted',
  display: 'block',
});
