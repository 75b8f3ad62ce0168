import { Gallery } from '@rihla/ui/gallery/gallery';
import { Lightbox } from '@rihla/ui/lightbox/lightbox';

/**
 * The trip's pictures: the gallery (its dots a react-aria tab list) and the full-screen button. A
 * section of its own, loaded when the visitor reaches into it (trip-screen.tsx): the server's HTML
 * already shows the first picture, which is all a visitor sees before touching it.
 */
export default function TripPictures({ images, alt }: { images: readonly string[]; alt: string }) {
  return (
    <>
      <Gallery images={images} alt={alt} />
      <Lightbox images={images} alt={alt} />
    </>
  );
}
