import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css, cx } from '@rihla/styled-system/css';
import { Link } from '@rihla/ui/link/link';
import { PAGES } from '@rihla/contract';
import { Page } from '../../components/page.tsx';
import { useRequireCustomer } from './use-require-customer.ts';

const SECTIONS = [
  { href: '/account', label: 'إدارة الحساب' },
  { href: '/account/favourites', label: 'المفضلة' },
  { href: '/account/trips', label: 'رحلاتي' },
  { href: PAGES.savedTravellers.path, label: PAGES.savedTravellers.label },
] as const;

/** A booking's page (/account/trips/{id}) is inside "my trips"; the profile is /account itself. */
const isSection = (path: string, href: string) => path === href || (href !== '/account' && path.startsWith(`${href}/`));

/** The account area: side panel (avatar, name, the sections) and the section's heading. */
export function AccountLayout({
  title,
  keepWhenSignedOut = false,
  children,
}: {
  title: string;
  /** The screen holds unsent work after the session expired: stay (see useRequireCustomer). */
  keepWhenSignedOut?: boolean;
  children: ReactNode;
}) {
  const user = useRequireCustomer(keepWhenSignedOut);
  const [path] = useLocation();
  if (!user) return <Page className={page} aria-busy="true" />;
  const initial = Array.from(user.name.trim())[0] ?? '؟';
  return (
    <Page className={page}>
      <aside className={panel} aria-label="لوحة الحساب">
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          {user.avatar ? (
            <img src={user.avatar} alt="" width={56} height={56} className={avatar} />
          ) : (
            <span
              aria-hidden="true"
              className={cx(
                avatar,
                css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 'xl',
                  fontWeight: '700',
                }),
              )}
            >
              {initial}
            </span>
          )}
          <div className={css({ minWidth: '0' })}>
            <p className={css({ fontWeight: '700', overflowWrap: 'anywhere' })}>{user.name}</p>
            <p dir="ltr" className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere', textAlign: 'end' })}>
              {user.email}
            </p>
          </div>
        </div>
        <nav aria-label="أقسام الحساب">
          <ul className={css({ display: 'flex', flexDirection: { base: 'row', md: 'column' }, flexWrap: 'wrap', gap: '1' })}>
            {SECTIONS.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  variant="standalone"
                  aria-current={isSection(path, s.href) ? 'page' : undefined}
                  className={navLink}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section
        aria-labelledby="account-title"
        className={css({ minWidth: '0', display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <h1 id="account-title" className={css({ fontSize: '2xl', fontWeight: '700' })}>
          {title}
        </h1>
        {children}
      </section>
    </Page>
  );
}

const page = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', md: '260px minmax(0, 1fr)' },
  alignItems: 'start',
  minHeight: '60dvh',
});
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '4',
  layerStyle: 'card',
  position: { md: 'sticky' },
  insetBlockStart: { md: '4' },
});
const avatar = css({
  width: '56px',
  height: '56px',
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'accent.subtle',
  color: 'accent.pressed',
  flexShrink: '0',
});
const navLink = css({ paddingInline: '3', borderRadius: 'control', width: '100%', _currentPage: { bg: 'accent.subtle' } });
