import { useCallback, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { parseSearchParams, type SearchForm, searchFormToFilter, searchText, type TripCard, tripPath } from '@rihla/contract';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { filterTrips } from '../../api/filter-trips.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { ResultsGrid } from '../../features/search/results-grid.tsx';
import { FavouriteTripCard } from '../../features/favourite/favourite-trip-card.tsx';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { PackageCategories } from '../../features/search/package-categories.tsx';
import { SearchBar } from '../../features/search/search-bar.tsx';
import { Page, pageTitle } from '../../components/page.tsx';
import { HOME_CRUMB } from '../../components/crumbs.ts';
import { DidYouMean } from '../../features/search/did-you-mean.tsx';

/**
 * /search: the form's parameters come from the address (read by the contract's parseSearchParams,
 * the one place that defaults and corrects them); the results grid is an infinite,
 * virtualised list. A card search from home (source=card) shows no breadcrumb.
 */
export default function SearchScreen() {
  useDocumentMeta(searchText);
  const search = useSearch();
  const form = useMemo<SearchForm>(() => parseSearchParams(new URLSearchParams(search)), [search]);
  const list = useInfiniteList<TripCard, SearchForm>(fetchSearchPage, form, 'search');
  const fromCard = form.source === 'card';
  // The form's code follows the banner (the page's largest content) on a slow connection.
  const [bannerSettled, setBannerSettled] = useState(false);
  const onBannerSettled = useCallback(() => setBannerSettled(true), []);

  return (
    <Page>
      <PageBanner type="search" size="slim" onSettled={onBannerSettled}>
        <h1 className={pageTitle}>{searchText.title}</h1>
      </PageBanner>
      {!fromCard && <Breadcrumbs items={[HOME_CRUMB, { label: searchText.title }]} className={css({ marginBlockEnd: '2' })} />}
      <div className={css({ marginBlockEnd: { base: '3', sm: '6' } })}>
        <SearchBar search={search} form={form} defer={!bannerSettled} />
      </div>
      {/* Above the results: below an infinite list it would keep moving away from the visitor. */}
      <section
        id="package"
        aria-labelledby="package-title"
        className={css({ marginBlockEnd: { base: '2', sm: '6' }, scrollMarginBlockStart: '20' })}
      >
        <h2 id="package-title" className={packageTitle}>
          الباقات والدراسة في الخارج
        </h2>
        <PackageCategories onReady={scrollToPackage} rowOnPhone />
      </section>
      <section aria-label="نتائج البحث">
        <ResultsGrid
          list={list}
          label="نتائج البحث"
          renderItem={(trip, position) => (
            <FavouriteTripCard trip={trip} href={tripPath(trip.id, trip.title)} headingLevel={2} position={position} />
          )}
          emptyAction={form.q && list.isEmpty ? <DidYouMean text={form.q} /> : undefined}
        />
      </section>
    </Page>
  );
}

/**
 * A page of results for the address's search. The list is keyed by the whole search (a card search
 * turned into a typed one starts it again, as it always did), the call by its filter.
 */
const fetchSearchPage = (page: number, form: SearchForm, signal: AbortSignal) =>
  filterTrips(page, searchFormToFilter(form), signal);

/** /search#package (the study-abroad link): scroll to the package section once its links exist. */
function scrollToPackage() {
  if (location.hash === '#package') document.getElementById('package')?.scrollIntoView({ block: 'start' });
}

// The section title, a size smaller on a phone where the results must start on the first screen.
const packageTitle = css({ fontSize: { base: 'lg', md: '2xl' }, fontWeight: '700' });
