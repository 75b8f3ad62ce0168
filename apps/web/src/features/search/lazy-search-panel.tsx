import { css } from '@rihla/styled-system/css';
import { nearSection } from '../../lib/near-section.tsx';

const placeholderClass = css({
  // Measured heights of the rendered form at each breakpoint (390, 700, 1100 and 1280 px wide).
  minHeight: { base: '[637px]', sm: '[370px]', lg: '[283px]', xl: '[133px]' },
  layerStyle: 'card',
});
const stand = <div aria-hidden="true" className={placeholderClass} />;

/**
 * The search form's code (its date picker and selects: about 100 KB, the heaviest widgets of home
 * and /search) is asked for on first use, issue 28: the server draws the form, and it hydrates when
 * a pointer, a touch or the focus first reaches it. What the visitor does to it meanwhile is held and
 * given to it once live (near-section.tsx). A navigation inside the site shows the placeholder, which
 * keeps the form's place, while the code comes.
 */
const SearchPanel = nearSection('search-panel', () => import('./search-panel.tsx'), {
  placeholder: stand,
  until: 'reached',
});

/**
 * A screen whose top picture is its largest content passes `defer` until that picture is on the
 * page: on a navigation inside the site the form's code then does not compete with it on a slow
 * connection.
 */
export function LazySearchPanel({ search, defer = false }: { search: string; defer?: boolean }) {
  if (defer) return stand;
  return <SearchPanel search={search} />;
}
