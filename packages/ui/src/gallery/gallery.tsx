import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { css } from '@rihla/styled-system/css';
import { formatNumber } from '@rihla/contract';
import { GalleryPicture } from './gallery-picture.tsx';

export interface GalleryProps {
  images: readonly string[];
  /** Describes the pictures (the trip title); each is announced as "صورة n من m". */
  alt: string;
  selectedIndex?: number;
  defaultSelectedIndex?: number;
  onSelectedIndexChange?: (index: number) => void;
  label?: string;
}

/**
 * The trip's image gallery: one large image and a row of dots that select it. The dots are a
 * react-aria tab list (arrow keys move, mirrored in RTL), each named "صورة 2 من 5".
 */
export function Gallery({
  images,
  alt,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  label = 'صور الرحلة',
}: GalleryProps) {
  const count = images.length;
  if (count === 0) return null;
  const name = (i: number) => `صورة ${formatNumber(i + 1)} من ${formatNumber(count)}`;
  // The first picture is at the top of the trip page, its largest content: fetched with high priority.
  if (count === 1) return <GalleryPicture src={images[0]!} alt={alt} fetchPriority="high" />;
  // The dot list comes first in the DOM (react-aria needs tabs before panels) and shows below the image.
  return (
    <Tabs
      selectedKey={selectedIndex === undefined ? undefined : String(selectedIndex)}
      defaultSelectedKey={String(defaultSelectedIndex)}
      onSelectionChange={(key: Key) => onSelectedIndexChange?.(Number(key))}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <TabList aria-label={label} className={dots}>
        {images.map((_, i) => (
          <Tab key={i} id={String(i)} aria-label={name(i)} className={dot}>
            <span className={dotMark} />
          </Tab>
        ))}
      </TabList>
      {images.map((src, i) => (
        <TabPanel key={i} id={String(i)} className={panel}>
          <GalleryPicture src={src} alt={`${alt}، ${name(i)}`} fetchPriority={i === defaultSelectedIndex ? 'high' : undefined} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
const panel = css({
  order: '-1',
  borderRadius: 'card',
  focusOutline: 'auto',
});
const dots = css({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap' });
const dot = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: 'full',
  cursor: 'pointer',
  focusOutline: 'insideEdge',
});
const dotMark = css({
  width: '12px',
  height: '12px',
  borderRadius: 'full',
  border: '2px solid',
  borderColor: 'accent',
  bg: 'bg',
  transition: 'all 150ms',
  '[data-selected] > &': { bg: 'accent', width: '24px' },
  '[data-hovered] > &': { bg: 'brand.200' },
});
