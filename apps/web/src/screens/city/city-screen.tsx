import { lazy, useMemo } from 'react';
import { useParams } from 'wouter';
import { css, cx } from '@rihla/styled-system/css';
import { cityText, NOT_FOUND_TEXT, type TripCard, type TripFilterQuery, tripPath } from '@rihla/contract';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { filterTrips } from '../../api/filter-trips.ts';
import { citiesQuery } from '../../api/get-cities.ts';
import { isMissing, useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { ResultsGrid } from '../../features/search/results-grid.tsx';
import { FavouriteTripCard } from '../../features/favourite/favourite-trip-card.tsx';
import { Page, pageTitle } from '../../components/page.tsx';
import { HOME_CRUMB, PACKAGES_CRUMB } from '../../components/crumbs.ts';

// Loaded only for an address that names nothing: the page's own code does not carry it.
const NotFoundScreen = lazy(() => import('../not-found/not-found-screen.tsx'));

/**
 * /cities/{id}/{name}: the spec links city cards here without showing the screen; it lists the
 * trips to that city. The name comes from the cities list, so a hand-typed slug still works.
 */
export default function CityScreen() {
  const params = useParams<{ id: string; slug?: string }>();
  const cityId = Number(params.id);
  const cities = useRemote(citiesQuery()).data;
  const name = cities?.find((c) => c.value === cityId)?.label ?? decodeURIComponent(params.slug ?? '').replaceAll('-', ' ');
  // A city the site does not have is its not-found page (the server answers it 404 too); while the
  // list of cities cannot be read, the address's name stands in.
  const notFound = isMissing(cityId, cities !== undefined && !cities.some((c) => c.value === cityId));
  const text = cityText({ name: name || 'المدينة' });
  const title = text.title;
  useDocumentMeta(notFound ? { title: NOT_FOUND_TEXT.title } : text);
  const filter = useMemo<TripFilterQuery>(() => ({ to_city_id: cityId }), [cityId]);
  const list = useInfiniteList<TripCard, TripFilterQuery>(filterTrips, filter, 'city-trips');

  if (notFound) return <NotFoundScreen />;

  return (
    <Page>
      <Breadcrumbs items={[HOME_CRUMB, PACKAGES_CRUMB, { label: name || 'المدينة' }]} />
      <h1 className={cx(pageTitle, css({ marginBlock: '4' }))}>{title}</h1>
      <ResultsGrid
        list={list}
        label={title}
        renderItem={(trip, position) => (
          <FavouriteTripCard trip={trip} href={tripPath(trip.id, trip.title)} headingLevel={2} position={position} />
        )}
      />
    </Page>
  );
}
