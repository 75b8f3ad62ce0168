import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { css, cx } from '@rihla/styled-system/css';
import { ChevronIcon } from '../icons/icons.tsx';

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

/** Home > packages > country: a labelled nav, the last crumb marked aria-current="page". */
export function Breadcrumbs({ items, label = 'مسار التنقل', className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <AriaBreadcrumbs className={list}>
        {items.map((item, i) => (
          <Breadcrumb key={`${i}-${item.label}`} className={crumb}>
            <Link href={i === items.length - 1 ? undefined : item.href} className={link}>
              {item.label}
            </Link>
            {i < items.length - 1 && <ChevronIcon size={16} className={separator} />}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}

const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', fontSize: 'sm' });
const crumb = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });
const link = cx(
  css({
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
    '&[data-current]': { color: 'fg', textDecoration: 'none', fontWeight: '600', cursor: 'default' },
  }),
);
// The chevron points along the reading direction: deliberate asymmetry, so it mirrors in RTL.
const separator = css({ color: 'fg.muted', _rtl: { transform: 'scaleX(-1)' } });
