import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { css } from '@rihla/styled-system/css';
import { useColumns } from './use-columns.ts';

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
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
    // Before the window is measured (on the server, and in the render that hydrates its HTML) every
    // row of what is loaded is there: the server's page lists page 1 whole, and the browser's first
    // render is the same. The first scroll event or measurement narrows it to the rows near view.
    initialRect: { width: 0, height: rowCount * estimateRowHeight },
    initialOffset: 0,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  // The first render shows every loaded row (initialRect above), not what is near view: the end is
  // judged only once the virtualizer has measured the window (the initial rect has no width).
  const measured = (virtualizer.scrollRect?.width ?? 0) > 0;

  // Runs on scroll (a new last row) and again after every page (a new item count): if the end is
  // still near once the new cards are in, the list asks again instead of waiting for a scroll that
  // may never come (the visitor already pressed End).
  useEffect(() => {
    if (measured && rowCount > 0 && lastRendered + 1 >= Math.floor(rowCount * 0.8)) onNearEnd?.();
  }, [measured, lastRendered, rowCount, items.length, onNearEnd]);

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
              {renderItem(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
