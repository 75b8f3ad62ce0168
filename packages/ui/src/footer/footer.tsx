import { css } from '@rihla/styled-system/css';
import { PageLink } from '../link/page-link.tsx';
import type { SiteInfo } from '@rihla/contract';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps {
  /** Static pages (about us, contact, FAQ, terms, privacy): the app supplies its routes. */
  links: readonly FooterLink[];
  /** Site info from the server; each contact appears only when present. */
  siteInfo?: Partial<SiteInfo> | null;
  /** Shown for WhatsApp until site info arrives. */
  fallbackWhatsapp?: string;
  brand?: string;
}

const waLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The site footer: pages, app download links, support contacts (24/7), social links, copyright 2025. */
export function Footer({ links, siteInfo, fallbackWhatsapp, brand = 'رحلة' }: FooterProps) {
  const info = siteInfo ?? {};
  const whatsapp = info.whatsapp_number ?? fallbackWhatsapp;
  const social = [
    { label: 'فيسبوك', href: info.facebook_url },
    { label: 'تويتر', href: info.twitter_url },
    { label: 'إنستغرام', href: info.instagram_url },
  ].filter((s): s is { label: string; href: string } => Boolean(s.href));
  return (
    <footer className={root}>
      <div className={grid}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={heading}>
            {brand}
          </h2>
          <p className={muted}>فريق الدعم متاح على مدار الساعة طوال أيام الأسبوع (24/7).</p>
          {(info.appstore_url || info.playstore_url) && (
            <ul className={list} aria-label="حمّل التطبيق">
              {info.appstore_url && (
                <li>
                  <PageLink href={info.appstore_url} isExternal unstyled className={link}>
                    حمّل التطبيق من App Store
                  </PageLink>
                </li>
              )}
              {info.playstore_url && (
                <li>
                  <PageLink href={info.playstore_url} isExternal unstyled className={link}>
                    حمّل التطبيق من Google Play
                  </PageLink>
                </li>
              )}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={heading}>
            روابط مهمة
          </h2>
          <ul className={list}>
            {links.map((l) => (
              <li key={l.href}>
                <PageLink href={l.href} unstyled className={link}>
                  {l.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={heading}>
            الدعم
          </h2>
          <ul className={list}>
            {info.phone_number && (
              <li>
                <PageLink href={`tel:${info.phone_number}`} unstyled className={link}>
                  الهاتف: <span dir="ltr">{info.phone_number}</span>
                </PageLink>
              </li>
            )}
            {whatsapp && (
              <li>
                <PageLink href={waLink(whatsapp)} isExternal unstyled className={link}>
                  واتساب: <span dir="ltr">{whatsapp}</span>
                </PageLink>
              </li>
            )}
            {info.email_address && (
              <li>
                <PageLink href={`mailto:${info.email_address}`} unstyled className={link}>
                  البريد: <span dir="ltr">{info.email_address}</span>
                </PageLink>
              </li>
            )}
          </ul>
          {social.length > 0 && (
            <ul className={css({ display: 'flex', gap: '3', listStyle: 'none', marginBlockStart: '2' })} aria-label="تابعنا">
              {social.map((s) => (
                <li key={s.label}>
                  <PageLink href={s.href} isExternal unstyled className={link}>
                    {s.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <SellerIdentity info={info} />
      <p className={copyright}>© 2025 {brand}. جميع الحقوق محفوظة.</p>
    </footer>
  );
}

/**
 * The seller's legal identity, which Saudi e-commerce law asks every page to show (issue 27): the
 * legal name, commercial registration, VAT and tourism licence numbers, each only once the agency set it.
 */
function SellerIdentity({ info }: { info: Partial<SiteInfo> }) {
  const numbers = [
    { label: 'السجل التجاري', value: info.cr_number },
    { label: 'الرقم الضريبي', value: info.vat_number },
    { label: 'ترخيص وزارة السياحة', value: info.tourism_licence },
  ].filter((n): n is { label: string; value: string } => Boolean(n.value));
  if (!info.legal_name && numbers.length === 0) return null;
  return (
    <div className={seller} aria-label="الهوية النظامية للبائع" role="group">
      {info.legal_name && <p className={css({ fontWeight: '700' })}>{info.legal_name}</p>}
      {numbers.length > 0 && (
        <dl className={sellerNumbers}>
          {numbers.map((n) => (
            <div key={n.label} className={css({ display: 'flex', gap: '1' })}>
              <dt>{n.label}:</dt>
              <dd dir="ltr">{n.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

const seller = css({
  maxWidth: '1200px',
  marginInline: 'auto',
  marginBlockStart: '6',
  paddingBlockStart: '4',
  borderBlockStart: '1px solid',
  borderColor: 'brand.700',
  color: 'brand.100',
  fontSize: 'sm',
});
const sellerNumbers = css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '1' });

const root = css({
  bg: 'brand.900',
  color: 'white',
  paddingInline: { base: '4', md: '8' },
  paddingBlock: '10',
  marginBlockStart: '12',
});
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '8',
  maxWidth: '1200px',
  marginInline: 'auto',
});
const heading = css({ fontSize: 'lg', fontWeight: '700', marginBlockEnd: '2' });
const muted = css({ color: 'brand.100' });
const list = css({ listStyle: 'none', display: 'flex', flexDirection: 'column' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minHeight: '44px',
  color: 'white',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hovered: { color: 'brand.100' },
  focusOutline: 'onDark',
});
const copyright = css({
  maxWidth: '1200px',
  marginInline: 'auto',
  marginBlockStart: '8',
  paddingBlockStart: '4',
  borderBlockStart: '1px solid',
  borderColor: 'brand.700',
  color: 'brand.100',
  fontSize: 'sm',
});
