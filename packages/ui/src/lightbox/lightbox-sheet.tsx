import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { formatNumber } from '@rihla/contract';
import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { Picture } from '../picture/picture.tsx';

export interface LightboxSheetProps {
  images: readonly string[];
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The lightbox's full-screen sheet (lightbox.tsx), a chunk of its own: react-aria's modal and
 * dialog are asked for on the first opening, not with the page (issue 28).
 */
export default function LightboxSheet({ images, alt, open, onOpenChange }: LightboxSheetProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (by: number) => setIndex((i) => (i + by + count) % count);
  // The arrow keys turn the pictures while it is open, mirrored in RTL: ← is the next one. The
  // dialog is portaled out of the app's right-to-left tree: it says its direction itself.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') setIndex((i) => (i + 1) % count);
      if (e.key === 'ArrowRight') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count]);
  if (count === 0) return null;
  const name = (i: number) => `صورة ${formatNumber(i + 1)} من ${formatNumber(count)}`;
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    // Right to left: a swipe towards the right brings the next picture, as a page turns in Arabic.
    if (Math.abs(dx) > 50) go(dx > 0 ? 1 : -1);
  };
  return (
    <ModalOverlay isOpen={open} onOpenChange={onOpenChange} isDismissable className={overlay}>
      <Modal className={sheet}>
        <Dialog aria-label={`صور ${alt}`} className={dialog}>
          <div dir="rtl" className={css({ display: 'flex', flexDirection: 'column', gap: '3', height: '100%' })}>
            <header className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
              <Heading slot="title" className={css({ fontWeight: '700', color: 'white' })}>
                <span aria-live="polite">{name(index)}</span>
              </Heading>
              <IconButton aria-label="إغلاق الصور" onPress={() => onOpenChange(false)} variant="surface">
                <CloseIcon />
              </IconButton>
            </header>
            <div
              className={stage}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              // The browser took the gesture over (a vertical scroll): it turns nothing.
              onPointerCancel={() => (start.current = null)}
            >
              <Picture src={images[index]!} sizes="100vw" alt={`${alt}، ${name(index)}`} className={picture} />
            </div>
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
              {/* Words, not arrows: which way an arrow points in a portaled right-to-left dialog is easy to get wrong. */}
              <Button variant="secondary" onPress={() => go(-1)}>
                الصورة السابقة
              </Button>
              <Button variant="secondary" onPress={() => go(1)}>
                الصورة التالية
              </Button>
            </div>
            <ul aria-label="الصور المصغرة" className={thumbs}>
              {images.map((src, i) => (
                <li key={src}>
                  <button
                    type="button"
                    aria-label={`عرض ${name(i)}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => setIndex(i)}
                    className={thumb}
                  >
                    <Picture
                      src={src}
                      sizes="80px"
                      alt=""
                      className={css({ width: '80px', height: '50px', objectFit: 'cover' })}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

const overlay = css({ position: 'fixed', inset: '0', zIndex: '950', bg: 'rgba(2, 6, 23, 0.92)' });
const sheet = css({ position: 'fixed', inset: '0', padding: { base: '3', md: '6' }, outline: 'none' });
const dialog = css({ height: '100%', outline: 'none' });
const stage = css({
  flex: '1',
  minHeight: '0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  touchAction: 'pan-y',
});
const picture = css({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', borderRadius: 'card' });
const thumbs = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  listStyle: 'none',
  paddingBlock: '1',
  justifyContent: 'center',
});
const thumb = css({
  display: 'block',
  borderRadius: 'control',
  overflow: 'hidden',
  opacity: '0.6',
  cursor: 'pointer',
  border: '2px solid transparent',
  '&[aria-current=true]': { opacity: '1', borderColor: 'white' },
  _focusVisible: { outline: '3px solid white', outlineOffset: '2px' },
});
