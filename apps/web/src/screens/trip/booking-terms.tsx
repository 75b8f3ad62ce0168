import { css } from '@rihla/styled-system/css';
import { DEFAULT_BOOKING_TERMS } from '@rihla/contract';
import { useSiteInfo } from '../../lib/use-site-info.ts';

// The booking terms shown on every trip page (docs/product.md, "Visitors and customers"): the
// operator's own from the site information (edited in the back office), or the six the site starts
// with until that answer is here (and on the page the server renders).
export function BookingTerms() {
  const kept = useSiteInfo()?.booking_terms;
  const terms = kept?.length ? kept : DEFAULT_BOOKING_TERMS;
  return (
    <section aria-labelledby="terms-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="terms-title" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        شروط الحجز
      </h2>
      <ul
        className={css({
          listStyle: 'disc',
          paddingInlineStart: '6',
          display: 'flex',
          flexDirection: 'column',
          gap: '1.5',
          lineHeight: '1.8',
        })}
      >
        {terms.map((term, i) => (
          // Two terms may read the same: the position keeps each item its own.
          <li key={i}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
