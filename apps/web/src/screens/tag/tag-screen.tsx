import { lazy, useMemo } from 'react';
import { useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import { NOT_FOUND_TEXT, tagText, type TagTrip, type TripFilterQuery, tripPath } from '@rihla/contract';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { TagTripCard } from '@rihla/ui/tag-trip-card/tag-trip-card';
import { filterTrips } from '../../api/filter-trips.ts';
import { tagQuery } from '../../api/get-tag.ts';
import { isMissing, useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { useInfiniteList } from '../../components/infinite-list/use-infinite-list.ts';
import { ResultsGrid } from '../../features/search/results-grid.tsx';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { Page, pageTitle } from '../../components/page.tsx';
import { HOME_CRUMB, PACKAGES_CRUMB } from '../../components/crumbs.ts';

// Loaded only for an address that names nothing: the page's own code does not carry it.
const NotFoundScreen = lazy(() => import('../not-found/not-found-screen.tsx'));

/**
 * /packages/{id}: the trips of one tag under its banner, title and description. The original always
 * asked for tag 20; this asks for the tag in the address.
 */
export default function TagScreen() {
  const { id } = useParams<{ id: string }>();
  const tagId = Number(id);
  const remote = useRemote(tagQuery(tagId));
  const tag = remote.data;
  // A tag that does not exist is the site's not-found page (the server answers it 404 too), not an
  // empty list under the packages banner.
  const notFound = isMissing(tagId, remote);
  useDocumentMeta(
    notFound ? { title: NOT_FOUND_TEXT.title } : tag ? tagText(tag) : { title: 'الباقات', description: 'رحلات الباقة المختارة.' },
  );
  const filter = useMemo<TripFilterQuery>(() => ({ tag_id: tagId }), [tagId]);
  const list = useInfiniteList<TagTrip, TripFilterQuery>(filterTrips, filter, 'tag-trips');

  if (notFound) return <NotFoundScreen />;

  return (
    <Page>
      <PageBanner image={tag?.image}>
        <h1 className={pageTitle}>{tag?.title ?? 'الباقات'}</h1>
        {tag && <p className={css({ maxWidth: '70ch' })}>{tag.description}</p>}
      </PageBanner>
      <Breadcrumbs
        items={[HOME_CRUMB, PACKAGES_CRUMB, { label: tag?.name ?? 'الباقة' }]}
        className={css({ marginBlockEnd: '4' })}
      />
      <ResultsGrid
        list={list}
        label={tag ? `رحلات ${tag.name}` : 'رحلات الباقة'}
        estimateRowHeight={420}
        renderItem={(trip, position) => (
          <TagTripCard trip={trip} href={tripPath(trip.id, trip.title)} headingLevel={2} position={position} />
        )}
      />
    </Page>
  );
}
