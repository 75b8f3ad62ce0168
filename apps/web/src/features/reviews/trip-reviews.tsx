import { useState } from 'react';
import { css } from '@rihla/styled-system/css';
import { formatMonthYear, formatNumber, formatRating, type Review, type ReviewSort } from '@rihla/contract';
import { Badge } from '@rihla/ui/badge/badge';
import { Button } from '@rihla/ui/button/button';
import { StarIcon } from '@rihla/ui/icons/icons';
import { Select } from '@rihla/ui/select/select';
import { getReviews, reviewsQuery } from '../../api/get-reviews.ts';
import { useRemote } from '../../api/use-remote.ts';
import { sectionTitle } from '../../components/page.tsx';

const SORTS: { id: ReviewSort; label: string }[] = [
  { id: 'newest', label: 'الأحدث' },
  { id: 'highest', label: 'الأعلى تقييمًا' },
  { id: 'lowest', label: 'الأقل تقييمًا' },
];

const starsText = (n: number) => (n === 1 ? 'نجمة واحدة' : n === 2 ? 'نجمتان' : `${formatNumber(n)} نجوم`);

/**
 * "آراء المسافرين" under the trip (issue 30, item 2; docs/product.md, "Reviews"): the average, the
 * count and the 5-to-1 histogram, then what travellers wrote, newest first or by stars, ten at a time
 * ("عرض المزيد"). The first page of the newest is rendered by the server with the trip.
 */
export function TripReviews({ tripId }: { tripId: number }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const first = useRemote(reviewsQuery(tripId, sort));
  // Later pages of this sort, appended as asked; a new sort starts again from its first page.
  const [more, setMore] = useState<{ sort: ReviewSort; pages: Review[][]; loading: boolean; failed: boolean }>({
    sort,
    pages: [],
    loading: false,
    failed: false,
  });
  const extra = more.sort === sort ? more : { sort, pages: [], loading: false, failed: false };
  const page = first.data;
  if (!page) return null;
  const { data, meta } = page;
  const reviews = [...data.reviews, ...extra.pages.flat()];
  const shownPages = 1 + extra.pages.length;
  const loadMore = async () => {
    setMore({ ...extra, loading: true, failed: false });
    try {
      const next = await getReviews(tripId, sort, shownPages + 1);
      setMore({ sort, pages: [...extra.pages, next.data.reviews], loading: false, failed: false });
    } catch {
      setMore({ ...extra, loading: false, failed: true });
    }
  };
  const histogramTotal = data.stars.reduce((s, b) => s + b.count, 0);

  return (
    <section aria-labelledby="reviews-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="reviews-title" className={sectionTitle}>
        آراء المسافرين
      </h2>
      {data.average_rating !== null && data.rates_count > 0 && (
        <div className={summary}>
          <p className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <span className={css({ fontSize: '3xl', fontWeight: '700' })}>{formatRating(data.average_rating)}</span>
            <StarIcon filled size={24} className={css({ color: 'star' })} />
            <span className={css({ color: 'fg.muted' })}>من 5 ({formatNumber(data.rates_count)} تقييم)</span>
          </p>
          {histogramTotal > 0 && (
            <ul aria-label="توزيع التقييمات" className={histogram}>
              {data.stars.map((b) => (
                <li key={b.stars}>
                  <span className={css({ minWidth: '16', whiteSpace: 'nowrap' })}>{starsText(b.stars)}</span>
                  <span aria-hidden="true" className={bar}>
                    <span className={barFill} style={{ width: `${Math.round((b.count / histogramTotal) * 100)}%` }} />
                  </span>
                  <span className={css({ minWidth: '8', textAlign: 'end' })}>
                    {formatNumber(b.count)}
                    <span className={css({ srOnly: true })}> تقييم</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {meta.total > 0 ? (
        <>
          <Select
            label="ترتيب المراجعات"
            options={SORTS}
            selectedKey={sort}
            onSelectionChange={(k) => setSort((k as ReviewSort) ?? 'newest')}
            className={css({ maxWidth: '240px' })}
          />
          <ul aria-label="المراجعات" aria-busy={first.isLoading || extra.loading} className={list}>
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewItem review={r} />
              </li>
            ))}
          </ul>
          {extra.failed && <p role="alert">تعذّر تحميل المزيد من المراجعات، حاول مرة أخرى.</p>}
          {shownPages < meta.last_page && (
            <Button variant="secondary" onPress={loadMore} isPending={extra.loading} className={css({ alignSelf: 'center' })}>
              عرض المزيد
            </Button>
          )}
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>لم يكتب المسافرون مراجعات لهذه الرحلة بعد.</p>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-label={`مراجعة ${review.reviewer}`}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' })}>
        <span className={css({ fontWeight: '700' })}>{review.reviewer}</span>
        <span role="img" aria-label={`${formatNumber(review.rate)} من 5`} className={css({ display: 'inline-flex' })}>
          {[1, 2, 3, 4, 5].map((n) => (
            <StarIcon
              key={n}
              filled={n <= review.rate}
              size={16}
              className={css({ color: n <= review.rate ? 'star' : 'fg.muted' })}
            />
          ))}
        </span>
        {review.verified && <Badge tone="success">حجز موثق</Badge>}
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>رحلة {formatMonthYear(review.trip_month)}</span>
      </header>
      {review.comment && (
        <p className={css({ whiteSpace: 'pre-line', lineHeight: '1.8', overflowWrap: 'anywhere' })}>{review.comment}</p>
      )}
    </article>
  );
}

const summary = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'auto minmax(0, 1fr)' },
  alignItems: 'center',
  padding: '4',
  layerStyle: 'subtleCard',
});
const histogram = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  listStyle: 'none',
  fontSize: 'sm',
  '& > li': { display: 'flex', alignItems: 'center', gap: '2' },
});
const bar = css({ flex: '1', height: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' });
const barFill = css({ display: 'block', height: '100%', bg: 'star', borderRadius: 'full' });
const list = css({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  '& > li': { paddingBlock: '4', borderBlockEnd: '1px solid', borderColor: 'border' },
});
