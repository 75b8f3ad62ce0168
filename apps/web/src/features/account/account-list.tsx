import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import { EmptyState } from '@rihla/ui/empty-state/empty-state';
import { VirtualGrid } from '../../components/infinite-list/virtual-grid.tsx';
import { ListFrame, type FramedList } from '../../components/infinite-list/list-frame.tsx';

/** What an account list reads from `useInfiniteList`. */
interface List<T> extends FramedList {
  items: readonly T[];
  isInitialLoading: boolean;
  isEmpty: boolean;
}

export interface AccountListProps<T extends { id: number }> {
  list: List<T>;
  /** The list's name, for assistive technology and in the loading line. */
  label: string;
  emptyTitle: string;
  maxColumns: number;
  estimateRowHeight?: number;
  renderItem: (item: T, position: number) => ReactNode;
}

/**
 * An infinite list of the account area (favourites, bookings): loading line, empty message, a retry
 * button when page 1 failed, then the virtualised grid in its frame (refresh, "عرض المزيد").
 */
export function AccountList<T extends { id: number }>({
  list,
  label,
  emptyTitle,
  maxColumns,
  estimateRowHeight,
  renderItem,
}: AccountListProps<T>) {
  // Empty also once the last card was removed (an un-favourite), not only when page 1 came back empty.
  const isEmpty = list.isEmpty || (!list.isInitialLoading && !list.hasError && list.items.length === 0);
  return (
    <>
      {list.isInitialLoading && <p className={css({ color: 'fg.muted' })}>جارٍ تحميل {label}…</p>}
      {isEmpty && <EmptyState title={emptyTitle} />}
      {list.hasError && list.items.length === 0 && (
        <Button variant="secondary" onPress={list.retry}>
          إعادة المحاولة
        </Button>
      )}
      {list.items.length > 0 && (
        <ListFrame list={list} loadingMoreText="جارٍ تحميل المزيد…">
          <VirtualGrid
            label={label}
            items={list.items}
            maxColumns={maxColumns}
            estimateRowHeight={estimateRowHeight}
            getKey={(item) => item.id}
            onNearEnd={list.loadMore}
            renderItem={renderItem}
          />
        </ListFrame>
      )}
    </>
  );
}
