import { useCallback, type ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { uiMessages } from '@rihla/contract';
import { EmptyState } from '@rihla/ui/empty-state/empty-state';
import { VirtualGrid } from '../infinite-list/virtual-grid.tsx';
import { ResultsSkeleton } from './results-skeleton.tsx';

/** What the grid reads from `useInfiniteList`. */
interface List<T> {
  actor: { send: (event: { type: 'list.loadMore' }) => void };
  items: readonly T[];
  isInitialLoading: boolean;
  isLoadingMore: boolean;
  isEmpty: boolean;
}

export interface ResultsGridProps<T extends { id: number }> {
  list: List<T>;
  label: string;
  renderItem: (item: T) => ReactNode;
  estimateRowHeight?: number;
}

/**
 * A virtualised 3-column (1 on a phone) grid over an infinite list: loads the next page near the
 * end, announces loading, and says 'لا توجد رحلات' only once page 1 came back empty. A failed call
 * leaves the grid as it is (SPEC.md section 8: silent).
 */
export function ResultsGrid<T extends { id: number }>({ list, label, renderItem, estimateRowHeight = 460 }: ResultsGridProps<T>) {
  const { actor } = list;
  const loadMore = useCallback(() => actor.send({ type: 'list.loadMore' }), [actor]);
  if (list.isInitialLoading) return <ResultsSkeleton label="جارٍ تحميل الرحلات" rowHeight={estimateRowHeight} />;
  if (list.isEmpty) return <EmptyState title={uiMessages.noTrips} headingLevel={2} />;
  return (
    <>
      <VirtualGrid
        items={list.items}
        getKey={(item) => item.id}
        renderItem={renderItem}
        onNearEnd={loadMore}
        label={label}
        estimateRowHeight={estimateRowHeight}
      />
      {list.isLoadingMore && (
        <p role="status" className={css({ textAlign: 'center', color: 'fg.muted', paddingBlock: '4' })}>
          جارٍ تحميل المزيد من الرحلات…
        </p>
      )}
    </>
  );
}
