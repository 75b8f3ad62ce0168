import type { ReactNode } from 'react';
import { formatLongDate, type BannerType } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { Breadcrumbs } from '@rihla/ui/breadcrumbs/breadcrumbs';
import { PageBanner } from '../../features/banners/page-banner.tsx';
import { Page, pageTitle } from '../../components/page.tsx';
import { HOME_CRUMB } from '../../components/crumbs.ts';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  banner,
  intro,
  sections,
  updated,
}: {
  /** When this text last changed (ISO date; docs/product.md, "Legal pages"), shown in the Gregorian calendar. */
  updated: string;
  title: string;
  banner: BannerType;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Page>
      <PageBanner type={banner}>
        <h1 className={pageTitle}>{title}</h1>
      </PageBanner>
      <Breadcrumbs items={[HOME_CRUMB, { label: title }]} className={css({ marginBlockEnd: '4' })} />
      <article className={article}>
        <p className={css({ color: 'fg.muted' })}>آخر تحديث: {formatLongDate(updated)}</p>
        <p>{intro}</p>
        {sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`legal-${i}`}>
            <h2 id={`legal-${i}`} className={css({ fontSize: 'xl', fontWeight: '700', marginBlockEnd: '2' })}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </Page>
  );
}

const article = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '75ch',
  lineHeight: '1.9',
  '& ul': { listStyle: 'disc', paddingInlineStart: '6', display: 'flex', flexDirection: 'column', gap: '1' },
});
