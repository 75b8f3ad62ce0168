import { lazy, Suspense, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { Button } from '../button/button.tsx';

export interface LightboxProps {
  images: readonly string[];
  /** What the pictures show (the trip title): each is "{alt}، صورة n من m". */
  alt: string;
  /** The button's text that opens it. */
  triggerLabel?: string;
}

const loadSheet = () => import('./lightbox-sheet.tsx');
const LightboxSheet = lazy(loadSheet);

/**
 * The pictures full screen (issue 31, item 7): a modal dialog (focus kept inside and given back to
 * the button on closing, Escape closes) with the picture, "السابقة"/"التالية" (the arrow keys too,
 * mirrored in RTL: ← is the next), a swipe on touch screens, the count, and the thumbnails to jump.
 * The page carries only the button: the sheet (lightbox-sheet.tsx) is asked for when a pointer
 * comes over it or it is first pressed, and stays once it has opened.
 */
export function Lightbox({ images, alt, triggerLabel = 'عرض الصور بملء الشاشة' }: LightboxProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        onHoverStart={() => void loadSheet()}
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={css({ alignSelf: 'flex-start' })}
      >
        {triggerLabel}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LightboxSheet images={images} alt={alt} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
