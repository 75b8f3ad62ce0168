import { lazy, Suspense } from 'react';
import { css } from '@rihla/styled-system/css';

const SearchPanel = lazy(() => import('./search-panel.tsx'));

/**
 * The search form arrives in its own chunk (its date picker and selects are the heaviest widgets of
 * the page), so the page around it is interactive first. The placeholder keeps its place.
 */
export function LazySearchPanel({ search }: { search: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={placeholder} />}>
      <SearchPanel search={search} />
    </Suspense>
  );
}

const placeholder = css({
  minHeight: { base: '[620px]', sm: '[330px]', lg: '[240px]', xl: '[110px]' },
  bg: 'bg',
  borderRadius: 'card',
  boxShadow: 'card',
});
