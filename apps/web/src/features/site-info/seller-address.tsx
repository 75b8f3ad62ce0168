import { css } from '@rihla/styled-system/css';
import type { SiteInfo } from '@rihla/contract';
import { sectionTitle } from '../../components/page.tsx';

/**
 * The seller's legal name and national address (issue 27, item 1): Saudi e-commerce law asks the
 * about and contact pages to say who sells and where; the footer carries the numbers on every page.
 * Shown once the agency has set the address in the back office.
 */
export function SellerAddress({ info = {} }: { info?: Partial<SiteInfo> }) {
  const parts = [
    { label: 'المبنى', value: info.address_building },
    { label: 'الشارع', value: info.address_street },
    { label: 'الحي', value: info.address_district },
    { label: 'المدينة', value: info.address_city },
    { label: 'الرمز البريدي', value: info.address_postal_code },
  ].filter((p): p is { label: string; value: string } => Boolean(p.value));
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="seller-address" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id="seller-address" className={sectionTitle}>
        العنوان الوطني
      </h2>
      <address className={css({ fontStyle: 'normal', lineHeight: '1.9', layerStyle: 'subtleCard', padding: '4' })}>
        {info.legal_name && <p className={css({ fontWeight: '700' })}>{info.legal_name}</p>}
        <dl className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '1' })}>
          {parts.map((p) => (
            <div key={p.label} className={css({ display: 'flex', gap: '1' })}>
              <dt>{p.label}:</dt>
              <dd>{p.value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </section>
  );
}
