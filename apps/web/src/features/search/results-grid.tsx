import type { ReactNode } from 'react';
import { uiMessages } from '@rihla/contract';
import { EmptyState } from '@rihla/ui/empty-state/empty-state';
import { VirtualGrid } from '../../components/infinite-list/virtual-grid.tsx';
import { ListFrame, type FramedList } from '../../components/infinite-list/list-frame.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';
import { resultCountText } from './result-count.ts';

/** What the grid reads from `useInfiniteList`. */
interface List<T> extends FramedList {
  items: readonly T[];
  total: number | null;
  isInitialLoading: boolean;
  isEmpty: boolean;
}

export interface ResultsGridProps<T extends { id: number }> {
  list: List<T>;
  label: string;
  renderItem: (item: T, position: number) => ReactNode;
  estimateRowHeight?: number;
  /** Under 'لا توجد رحلات' when nothing matched (a free-text search's "هل تقصد"). */
  emptyAction?: ReactNode;
}

/**
 * A virtualised 3-column (1 on a phone) grid over an infinite list: loads the next page near the
 * end (or on "عرض المزيد"), announces the result count and loading, and says 'لا توجد رحلات' only
 * once page 1 came back empty. A failed call leaves the grid as it is (docs/product.md, "Errors": silent).
 */
export function ResultsGrid<T extends { id: number }>({
  list,
  label,
  renderItem,
  estimateRowHeight = 460,
  emptyAction,
}: ResultsGridProps<T>) {
  // The frame stays mounted through loading and new filters, so its count line is one live region.
  return (
    <ListFrame
      list={list}
      summary={list.isInitialLoading || list.total === null ? null : resultCountText(list.total)}
      loadingMoreText="جارٍ تحميل المزيد من الرحلات…"
    >
      {list.isInitialLoading ? (
        <ResultsSkeleton label="جارٍ تحميل الرحلات" rowHeight={estimateRowHeight} />
      ) : list.isEmpty ? (
        <EmptyState title={uiMessages.noTrips} headingLevel={2} action={emptyAction} />
      ) : (
        <VirtualGrid
          items={list.items}
          getKey={(item) => item.id}
          renderItem={renderItem}
          onNearEnd={list.loadMore}
          label={label}
          estimateRowHeight={estimateRowHeight}
        />
      )}
    </ListFrame>
  );
}
