import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { tripBookingMachine } from '@rihla/machines/trip-booking/trip-booking.machine';
import { useLocation, useParams } from 'wouter';
import { css } from '@rihla/styled-system/css';
import {
  cityPath,
  countryPath,
  durationText,
  NOT_FOUND_TEXT,
  tripBookPath,
  type TripDetail,
  tripPath,
  tripText,
} from '@rihla/contract';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { GalleryPicture } from '@rihla/ui/gallery/gallery-picture';
import { tripQuery } from '../../api/get-trip.ts';
import { HOME_CRUMB } from '../../components/crumbs.ts';
import { isMissing, useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { inspector } from '../../lib/inspector.ts';
import { FavouriteButton } from '../../features/favourite/favourite-button.tsx';
import { TripRatingRow } from '../../components/trip-rating-row.tsx';
import { Page, PageLoading, pageTitle } from '../../components/page.tsx';
import { PageLoadFailed } from '../../components/page-load-failed.tsx';
import NotFoundScreen from '../not-found/not-found-screen.tsx';
import { TripBookingBox } from './trip-booking-box.tsx';
import { ShareTrip } from '../../features/share/share-trip.tsx';
import { saveBookingDraft } from '../../lib/booking-draft.ts';
import { nearSection } from '../../lib/near-section.tsx';

// The itinerary, the included lists, the reviews and the terms are below the fold on a phone and a
// desktop alike: their code comes, and they hydrate, when the visitor gets near them (issue 28).
const TripDetailsBelow = nearSection('trip-details', () => import('./trip-details-below.tsx'), {
  className: css({ gridArea: 'details', minWidth: '0' }),
});

// The gallery's tabs bring react-aria's collections (issue 28): the server's HTML shows the first
// picture, and the code comes when the visitor reaches into the pictures. Coming from another page
// of the site, the first picture shows while it loads.
const TripPictures = nearSection('trip-pictures', () => import('./trip-pictures.tsx'), {
  until: 'reached',
  className: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  placeholder: ({ images, alt }) => images[0] && <GalleryPicture src={images[0]} alt={alt} fetchPriority="high" />,
});

/**
 * /trip/{id}/{slug}: the trip, its itinerary and terms, and the travellers and price that the book
 * button hands to the wizard. A trip the server does not have is the not-found view; a fetch that
 * failed on the way (network, server error) offers to try again instead of leaving the page blank.
 */
export default function TripScreen() {
  const { id } = useParams<{ id: string }>();
  const tripId = Number(id);
  const remote = useRemote(tripQuery(tripId));
  const trip = remote.data;
  const notFound = isMissing(tripId, remote);
  // This screen's meta effect runs after the not-found view's, so it must carry that title itself.
  useDocumentMeta(notFound ? { title: NOT_FOUND_TEXT.title } : trip ? tripText(trip) : { title: 'تفاصيل الرحلة' });
  useCanonicalPath(trip);

  if (remote.isLoading) return <PageLoading label="جارٍ تحميل الرحلة" />;
  if (notFound) return <NotFoundScreen />;
  if (!trip) return <PageLoadFailed title="تعذّر تحميل الرحلة" onRetry={remote.retry} />;
  return <TripDetails key={trip.id} trip={trip} />;
}

/** A stale or missing slug (old /trips/{id} links) is replaced by the canonical one in the address. */
function useCanonicalPath(trip: TripDetail | undefined) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!trip) return;
    const canonical = tripPath(trip.id, trip.title);
    if (location.pathname !== canonical) navigate(canonical, { replace: true });
  }, [trip, navigate]);
}

function TripDetails({ trip }: { trip: TripDetail }) {
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      tripBookingMachine.provide({
        actions: {
          saveDraft: (_, { draft }) => saveBookingDraft(trip.id, draft),
          navigateToBooking: () => navigate(tripBookPath(trip.id, trip.title)),
        },
      }),
    [trip.id, trip.title, navigate],
  );
  const actor = useActorRef(machine, { input: { trip }, inspect: inspector() });
  return (
    <Page>
      <div className={layout}>
        <div className={css({ gridArea: 'intro', display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })}>
          <TripPictures images={trip.images} alt={trip.title} />
          <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p className={css({ color: 'accent.pressed', fontWeight: '600' })}>{trip.company}</p>
            {trip.to_country && (
              <Breadcrumbs
                items={[
                  HOME_CRUMB,
                  { label: trip.to_country.name, href: countryPath(trip.to_country.id, trip.to_country.name) },
                  { label: trip.to_city.name, href: cityPath(trip.to_city.id, trip.to_city.name) },
                  { label: trip.title },
                ]}
              />
            )}
            <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
              <h1 className={pageTitle}>{trip.title}</h1>
              <FavouriteButton tripId={trip.id} tripTitle={trip.title} isFavourite={trip.is_favourite} />
            </div>
            <dl className={facts}>
              <TripRatingRow trip={trip} starSize={18} />
              <div>
                <dt>المدة</dt>
                <dd>{durationText(trip.duration)}</dd>
              </div>
              <div>
                <dt>الوجهة</dt>
                <dd>{trip.to_city.name}</dd>
              </div>
            </dl>
            <p className={css({ lineHeight: '1.9', fontSize: 'lg' })}>{trip.description}</p>
            <ShareTrip id={trip.id} title={trip.title} />
          </header>
        </div>
        <TripDetailsBelow trip={trip} />
        <TripBookingBox actor={actor} trip={trip} />
      </div>
    </Page>
  );
}

// On a phone the booking panel follows the trip's introduction; on a desktop it stays beside the
// whole page at the inline end (left in Arabic).
const layout = css({
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
  gridTemplateAreas: { base: '"intro" "book" "details"', lg: '"intro book" "details book"' },
  alignItems: 'start',
  // Room under the last section for the phone's bottom bar.
  paddingBlockEnd: { base: '20', lg: '0' },
});
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '6',
  rowGap: '2',
  '& > div': { display: 'flex', gap: '1.5', alignItems: 'center' },
  '& dt': { color: 'fg.muted' },
  '& dt::after': { content: '":"' },
  '& dd': { fontWeight: '600' },
});
