import { lazy, Suspense } from 'react';
import { css } from '@rihla/styled-system/css';

const SearchPanel = lazy(() => import('./search-panel.tsx'));

/**
 * The search form arrives in its own chunk (its date picker and selects are the heaviest widgets of
 * the page), so the page around it is interactive first. The placeholder keeps its place. A screen
 * whose top picture is its largest content passes `defer` until that picture is on the page: the
 * form's code (about 100 KB) then does not compete with it on a slow connection.
 */
export function LazySearchPanel({ search, defer = false }: { search: string; defer?: boolean }) {
  const stand = <div aria-hidden="true" className={placeholder} />;
  if (defer) return stand;
  return (
    <Suspense fallback={stand}>
      <SearchPanel search={search} />
    </Suspense>
  );
}

const placeholder = css({
  // Measured heights of the rendered form at each breakpoint (390, 700, 1100 and 1280 px wide).
  minHeight: { base: '[637px]', sm: '[370px]', lg: '[283px]', xl: '[133px]' },
  layerStyle: 'card',
});
