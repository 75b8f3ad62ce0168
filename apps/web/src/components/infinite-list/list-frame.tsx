import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { PULL_THRESHOLD_PX, usePullToRefresh } from './use-pull-to-refresh.ts';
import { NativeButton } from '@rihla/ui/button/native-button';

/** What the frame reads from `useInfiniteList`. */
export interface FramedList {
  items: readonly unknown[];
  hasMore: boolean;
  hasError: boolean;
  isLoadingMore: boolean;
  isRefreshing: boolean;
  loadMore: () => void;
  refresh: () => void;
  retry: () => void;
}

export interface ListFrameProps {
  list: FramedList;
  /** The line above the list (the result count); announced politely when it changes. */
  summary?: ReactNode;
  /** The loading line under the list while the next page comes. */
  loadingMoreText: string;
  children: ReactNode;
}

/**
 * Everything around an infinite list's cards: pull-to-refresh on touch screens with a refresh
 * button that does the same for everyone else, and under the list a "عرض المزيد" button, the
 * fallback of scrolling for keyboard and screen-reader users (a failed next page is asked again by
 * the same button, silently: docs/product.md, "Errors"). Native buttons: the listing pages load no
 * react-aria for them (issue 28).
 */
export function ListFrame({ list, summary, loadingMoreText, children }: ListFrameProps) {
  const pull = usePullToRefresh(list.refresh);
  const showMore = list.items.length > 0 && list.hasMore;
  return (
    <>
      {pull > 0 && (
        <div aria-hidden className={indicator} style={{ height: pull, opacity: Math.min(1, pull / PULL_THRESHOLD_PX) }}>
          {pull >= PULL_THRESHOLD_PX ? 'أفلت للتحديث' : 'اسحب للتحديث'}
        </div>
      )}
      {/* Always on the page, so a screen reader announces each new count (a live region that
          appears together with its text is often not read). */}
      <div className={toolbar}>
        <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {list.isRefreshing ? 'جارٍ التحديث…' : summary}
        </p>
        {list.items.length > 0 && (
          <NativeButton onClick={list.refresh} variant="ghost" className={css({ minHeight: '40px', fontSize: 'sm' })}>
            تحديث
          </NativeButton>
        )}
      </div>
      {children}
      {list.isLoadingMore && (
        <p role="status" className={css({ textAlign: 'center', color: 'fg.muted', paddingBlock: '3' })}>
          {loadingMoreText}
        </p>
      )}
      {showMore && (
        <div className={css({ display: 'flex', justifyContent: 'center', paddingBlock: '4' })}>
          <NativeButton onClick={list.hasError ? list.retry : list.loadMore} variant="secondary">
            عرض المزيد
          </NativeButton>
        </div>
      )}
    </>
  );
}

const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  marginBlockEnd: '2',
  minHeight: '40px',
});

const indicator = css({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  paddingBlockEnd: '2',
  color: 'fg.muted',
  fontSize: 'sm',
  overflow: 'hidden',
});
