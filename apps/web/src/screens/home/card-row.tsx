import { lazy, Suspense, type ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';

// Swiper is loaded after the page is interactive; until then the same cards sit in a plain row.
const Carousel = lazy(() => import('@rihla/ui/carousel/carousel').then((m) => ({ default: m.Carousel })));

export interface CardRowProps<T extends { id: number }> {
  label: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}

/** One home carousel: 1 card visible on a phone, 2 from 640 px, 3 from 1024 px. */
export function CardRow<T extends { id: number }>({ label, items, render }: CardRowProps<T>) {
  return (
    <Suspense fallback={<PlainRow label={label} items={items} render={render} />}>
      <Carousel label={label}>
        {items.map((item) => (
          <div key={item.id} className={css({ height: '100%' })}>
            {render(item)}
          </div>
        ))}
      </Carousel>
    </Suspense>
  );
}

function PlainRow<T extends { id: number }>({ label, items, render }: CardRowProps<T>) {
  return (
    <ul aria-label={label} className={row}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}

// Same geometry as the carousel (its controls row included), so nothing jumps when it takes over.
const row = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: { base: '100%', sm: 'calc((100% - 16px) / 2)', lg: 'calc((100% - 32px) / 3)' },
  gap: '16px',
  overflow: 'hidden',
  listStyle: 'none',
  marginBlockStart: '[47px]',
});
