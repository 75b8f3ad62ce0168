import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { tripBookingMachine } from '@rihla/machines/trip-booking/trip-booking.machine';
import { useLocation, useParams } from 'wouter';
import { css, cx } from '@rihla/styled-system/css';
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
import { Gallery } from '@rihla/ui/gallery/gallery';
import { Lightbox } from '@rihla/ui/lightbox/lightbox';
import { Timeline } from '@rihla/ui/timeline/timeline';
import { tripQuery } from '../../api/get-trip.ts';
import { HOME_CRUMB } from '../../components/crumbs.ts';
import { isMissing, useRemote } from '../../api/use-remote.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';
import { inspector } from '../../lib/inspector.ts';
import { FavouriteButton } from '../../features/favourite/favourite-button.tsx';
import { TripRatingRow } from '../../components/trip-rating-row.tsx';
import { Page, PageLoading, pageTitle, sectionTitle } from '../../components/page.tsx';
import { PageLoadFailed } from '../../components/page-load-failed.tsx';
import NotFoundScreen from '../not-found/not-found-screen.tsx';
import { BookingTerms } from './booking-terms.tsx';
import { TripBookingBox } from './trip-booking-box.tsx';
import { TripReviews } from '../../features/reviews/trip-reviews.tsx';
import { ShareTrip } from '../../features/share/share-trip.tsx';
import { saveBookingDraft } from '../../lib/booking-draft.ts';

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
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Gallery images={trip.images} alt={trip.title} />
            <Lightbox images={trip.images} alt={trip.title} />
          </div>
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
        <div className={css({ gridArea: 'details', display: 'flex', flexDirection: 'column', gap: '8', minWidth: '0' })}>
          <section aria-labelledby="program-title" className={block}>
            <h2 id="program-title" className={sectionTitle}>
              برنامج الرحلة
            </h2>
            <Timeline days={trip.program} defaultExpandedDays={trip.program.slice(0, 1).map((d) => d.day)} />
          </section>
          <ItemList id="included-title" title="تشمل الرحلة" items={trip.included} />
          <ItemList id="not-included-title" title="غير مشمول في الرحلة" items={trip.not_included ?? []} isLeftOut />
          <TripReviews tripId={trip.id} />
          <BookingTerms />
        </div>
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
const block = css({ display: 'flex', flexDirection: 'column', gap: '3' });
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
/** What the price includes, or leaves out (issue 31, item 7): each item's name and details; nothing when empty. */
function ItemList({
  id,
  title,
  items,
  isLeftOut = false,
}: {
  id: string;
  title: string;
  items: TripDetail['included'];
  isLeftOut?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={block}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <ul className={cx(included, isLeftOut && leftOut)}>
        {items.map((item) => (
          <li key={item.name}>
            <span className={css({ fontWeight: '700' })}>{item.name}: </span>
            {item.title}
          </li>
        ))}
      </ul>
    </section>
  );
}

const included = css({
  display: 'grid',
  gap: '2',
  listStyle: 'none',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  '& > li': { layerStyle: 'note' },
});
/** The left-out items: the same notes, marked on their start side so the two lists tell apart at a glance. */
const leftOut = css({ '& > li': { borderInlineStart: '3px solid', borderInlineStartColor: 'border' } });
