import { Suspense, useRef, type ReactNode, type Ref } from 'react';
import { css } from '@rihla/styled-system/css';
import { Carousel, useCarouselTurn } from './carousel-turn.ts';

export interface CardRowProps<T extends { id: number }> {
  label: string;
  items: readonly T[];
  /** `position` is the card's place in the row (0 first). */
  render: (item: T, position: number) => ReactNode;
}

/**
 * One home carousel: 1 card visible on a phone, 2 from 640 px, 3 from 1024 px. Swiper comes when the
 * row nears the viewport, one carousel at a time (carousel-turn.ts); until then the same cards sit in
 * a plain row.
 */
export function CardRow<T extends { id: number }>({ label, items, render }: CardRowProps<T>) {
  const near = useRef<HTMLUListElement>(null);
  const plain = <PlainRow label={label} items={items} render={render} listRef={near} />;
  if (!useCarouselTurn(near)) return plain;
  return (
    <Suspense fallback={plain}>
      <Carousel label={label}>
        {items.map((item, i) => (
          <div key={item.id} className={css({ height: '100%' })}>
            {render(item, i)}
          </div>
        ))}
      </Carousel>
    </Suspense>
  );
}

function PlainRow<T extends { id: number }>({
  label,
  items,
  render,
  listRef,
}: CardRowProps<T> & { listRef: Ref<HTMLUListElement> }) {
  return (
    <ul ref={listRef} aria-label={label} className={row}>
      {items.map((item, i) => (
        <li key={item.id}>{render(item, i)}</li>
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
