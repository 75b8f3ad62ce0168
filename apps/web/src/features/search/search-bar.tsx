import { Fragment, useMemo, useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { useHydrated } from '@rihla/ui/utils/use-hydrated';
import type { SearchForm } from '@rihla/contract';
import { citiesQuery } from '../../api/get-cities.ts';
import { countriesQuery } from '../../api/get-countries.ts';
import { useRemote } from '../../api/use-remote.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { ActiveFilters } from './active-filters.tsx';
import { activeFilters, searchSummary, type SearchNames } from './active-search.ts';
import { LazySearchPanel } from './lazy-search-panel.tsx';
import { NativeButton } from '@rihla/ui/button/native-button';

/** Below the Panda `sm` breakpoint (640 px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 639.98px)';

export interface SearchBarProps {
  /** The address's query string, and the search parsed from it. */
  search: string;
  form: SearchForm;
  /** Hold the form's code back until the banner is in (see LazySearchPanel). */
  defer: boolean;
}

/**
 * The search on /search. From 640 px the full form; on a phone a one-line summary of the active
 * search with a button that opens the form, so the results start on the first screen. Under
 * either, the active filters (the country of /search?to_country_id= included), each clearable.
 */
export function SearchBar({ search, form, defer }: SearchBarProps) {
  // The server cannot know the width: it renders both, each shown by CSS at its widths, and the
  // browser keeps the one that fits once the page is hydrated.
  const hydrated = useHydrated();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const phone = !hydrated || isPhone;
  const wide = !hydrated || !isPhone;
  // Open for this search only: a new search (submitted, or a filter cleared) closes the form.
  const [editingFor, setEditingFor] = useState<string | null>(null);
  const editing = editingFor === search;
  const names = useSearchNames(form);
  const filters = activeFilters(form, names);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {phone && (
        <div className={phoneOnly}>
          <section aria-label="البحث الحالي" className={bar}>
            <p className={summaryLine}>
              {/* Each part isolated, so the Latin date does not pull its neighbours out of order. */}
              {searchSummary(form, names).map((part, i) => (
                <Fragment key={i}>
                  {i > 0 && ' · '}
                  <bdi className={i === 0 ? css({ fontWeight: '700' }) : undefined}>{part}</bdi>
                </Fragment>
              ))}
            </p>
            {/* A short visible word; the name says what it edits (and still starts with the word).
                Native: the results page loads no react-aria until the form opens (issue 28). */}
            <NativeButton
              aria-label={editing ? 'إخفاء البحث' : 'تعديل البحث'}
              aria-expanded={editing}
              aria-controls={editing ? 'search-form-panel' : undefined}
              onClick={() => setEditingFor(editing ? null : search)}
              variant="secondary"
              className={css({ flexShrink: 0, minHeight: '40px', paddingInline: '3', fontSize: 'sm' })}
            >
              {editing ? 'إخفاء' : 'تعديل'}
            </NativeButton>
          </section>
          {editing && (
            <div id="search-form-panel">
              <LazySearchPanel key={search} search={search} />
            </div>
          )}
        </div>
      )}
      {wide && (
        <div className={wideOnly}>
          <LazySearchPanel key={search} search={search} defer={defer} />
        </div>
      )}
      <ActiveFilters filters={filters} />
    </div>
  );
}

/** City and country names for the ids of the search (the lists are fetched once per page). */
function useSearchNames(form: SearchForm): SearchNames {
  const cities = useRemote(citiesQuery()).data;
  const countries = useRemote(form.to_country_id > 0 ? countriesQuery() : null).data;
  return useMemo(
    () => ({
      city: (id) => cities?.find((c) => c.value === id)?.label,
      country: (id) => countries?.find((c) => c.id === id)?.name,
    }),
    [cities, countries],
  );
}

const phoneOnly = css({ display: { base: 'flex', sm: 'none' }, flexDirection: 'column', gap: '3' });
const wideOnly = css({ display: { base: 'none', sm: 'block' } });

const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '2',
  paddingInline: '3',
  layerStyle: 'card',
});
const summaryLine = css({
  flex: '1',
  minWidth: '0',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: 'sm',
});
