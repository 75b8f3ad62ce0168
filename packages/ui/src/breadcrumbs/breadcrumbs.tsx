import { css } from '@rihla/styled-system/css';
import { ChevronIcon } from '../icons/icons.tsx';
import { PageLink } from '../link/page-link.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Omitted on the last item, the current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. */
  label?: string;
  className?: string;
}

/**
 * Home > packages > country: a labelled nav holding an ordered list, the last crumb marked
 * aria-current="page" (WAI-ARIA's breadcrumb pattern). Native links: listing pages show it above the
 * fold, and react-aria's Breadcrumbs brought its collections with it (issue 28).
 */
export function Breadcrumbs({ items, label = 'مسار التنقل', className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className={crumb}>
              {last || !item.href ? (
                <span aria-current={last ? 'page' : undefined} className={last ? current : link}>
                  {item.label}
                </span>
              ) : (
                <PageLink href={item.href} unstyled className={link}>
                  {item.label}
                </PageLink>
              )}
              {!last && <ChevronIcon size={16} className={separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', fontSize: 'sm', listStyle: 'none' });
const crumb = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });
// Each crumb is a 44 px target; the current page's is plain text.
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '1',
  color: 'accent.pressed',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'sm',
  cursor: 'pointer',
  focusOutline: 'auto',
});
const current = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '1',
  color: 'fg',
  fontWeight: '600',
});
// The chevron points along the reading direction: deliberate asymmetry, so it mirrors in RTL.
const separator = css({ color: 'fg.muted', _rtl: { transform: 'scaleX(-1)' } });
