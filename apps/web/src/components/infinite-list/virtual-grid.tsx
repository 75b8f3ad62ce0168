import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { css } from '@rihla/styled-system/css';
import { useHydrated } from '@rihla/ui/utils/use-hydrated';
import { useColumns } from './use-columns.ts';

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** `position` is the item's place in the list (0 first). */
  renderItem: (item: T, position: number) => ReactNode;
  /** Called when the visitor has scrolled through 80% of the rows (docs/product.md, "Constants and limits"). */
  onNearEnd?: () => void;
  maxColumns?: number;
  estimateRowHeight?: number;
  label: string;
}

/**
 * A grid of cards in which only the rows near the viewport exist in the DOM, so a list of thousands
 * of trips stays light on a cheap phone. Each card is a list item that announces its position.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  onNearEnd,
  maxColumns = 3,
  estimateRowHeight = 460,
  label,
}: VirtualGridProps<T>) {
  const columns = useColumns(maxColumns);
  const rowCount = Math.ceil(items.length / columns);
  const listRef = useRef<HTMLDivElement>(null);
  // The grid's distance from the top of the page, so window scroll maps onto rows.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  }, [items.length]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 2,
    scrollMargin,
    // No width until the window is measured (see `measured` below).
    initialRect: { width: 0, height: 0 },
    initialOffset: 0,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  // The end is judged only once the virtualizer has measured the window (the initial rect has no
  // width), after the page rendered by the server is hydrated.
  const hydrated = useHydrated();
  const measured = hydrated && (virtualizer.scrollRect?.width ?? 0) > 0;

  // Runs on scroll (a new last row) and again after every page (a new item count): if the end is
  // still near once the new cards are in, the list asks again instead of waiting for a scroll that
  // may never come (the visitor already pressed End).
  useEffect(() => {
    if (measured && rowCount > 0 && lastRendered + 1 >= Math.floor(rowCount * 0.8)) onNearEnd?.();
  }, [measured, lastRendered, rowCount, items.length, onNearEnd]);

  // The server, and the render that hydrates its page, lay out every loaded card in a plain grid
  // whose columns follow the width in CSS (no window to measure there); the virtual rows take over
  // in the next render, measured before the browser paints, so the cards stay where they are.
  if (!hydrated)
    return (
      <div ref={listRef} role="list" aria-label={label} className={flowGrid[Math.min(Math.max(maxColumns, 1), 3) as 1 | 2 | 3]}>
        {items.map((item, i) => (
          <div role="listitem" key={getKey(item)} aria-setsize={items.length} aria-posinset={i + 1}>
            {renderItem(item, i)}
          </div>
        ))}
      </div>
    );

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={css({ position: 'relative', width: '100%' })}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={css({
            position: 'absolute',
            insetInlineStart: 0,
            width: '100%',
            display: 'grid',
            gap: '4',
            paddingBlockEnd: '4',
          })}
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item, i) => (
            <div role="listitem" key={getKey(item)} aria-setsize={items.length} aria-posinset={row.index * columns + i + 1}>
              {renderItem(item, row.index * columns + i)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

// The columns of useColumns (1, 2 from 640 px, 3 from 1024 px) and the virtual rows' spacing.
const flowGrid = {
  1: css({ display: 'grid', gap: '4', paddingBlockEnd: '4', width: '100%', gridTemplateColumns: 'minmax(0, 1fr)' }),
  2: css({
    display: 'grid',
    gap: '4',
    paddingBlockEnd: '4',
    width: '100%',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  }),
  3: css({
    display: 'grid',
    gap: '4',
    paddingBlockEnd: '4',
    width: '100%',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  }),
};
