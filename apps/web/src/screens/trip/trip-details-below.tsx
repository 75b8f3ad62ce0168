import { css, cx } from '@rihla/styled-system/css';
import type { TripDetail } from '@rihla/contract';
import { Timeline } from '@rihla/ui/timeline/timeline';
import { sectionTitle } from '../../components/page.tsx';
import { TripReviews } from '../../features/reviews/trip-reviews.tsx';
import { BookingTerms } from './booking-terms.tsx';

/**
 * The trip page below its introduction: the itinerary (the first day open), what is included and
 * left out, the travellers' reviews and the booking terms. A chunk of its own, hydrated when the
 * visitor nears it (trip-screen.tsx).
 */
export default function TripDetailsBelow({ trip }: { trip: TripDetail }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
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
  );
}

const block = css({ display: 'flex', flexDirection: 'column', gap: '3' });

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
