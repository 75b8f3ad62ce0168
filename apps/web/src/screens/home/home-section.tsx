import type { ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { PageLink } from '@rihla/ui/link/page-link';
import { sectionTitle } from '../../components/page.tsx';

export interface HomeSectionProps {
  id: string;
  title: string;
  /** 'show more' goes to the search page (docs/product.md, "Screens and routes"); null for none. */
  moreHref?: string | null;
  /** The more link's accessible name (defaults to "عرض المزيد: {title}"). */
  moreLabel?: string;
  children: ReactNode;
}

/** A home row: heading, 'show more' link, and its cards (1, 2 from 640 px, 3 from 1024 px). */
export function HomeSection({ id, title, moreHref = '/search', moreLabel, children }: HomeSectionProps) {
  return (
    // Not a <section>: the carousel inside is the region, named like this heading.
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', marginBlockEnd: '10' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '4' })}>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {moreHref && (
          <PageLink href={moreHref} variant="standalone" aria-label={moreLabel ?? `عرض المزيد: ${title}`}>
            عرض المزيد
          </PageLink>
        )}
      </div>
      {children}
    </div>
  );
}
