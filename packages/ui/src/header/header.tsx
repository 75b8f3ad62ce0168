import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { CloseIcon, MenuIcon } from '../icons/icons.tsx';
import { PageLink } from '../link/page-link.tsx';
import type { UserMenuLink } from '../user-menu/user-menu.tsx';
import { NativeIconButton } from '../icon-button/native-icon-button.tsx';

/**
 * The customer's menu (react-aria's Menu, Popover and their collections) is loaded only once someone
 * is signed in: a guest's first page does not download it. The app may call this earlier, when it
 * knows a session is being restored.
 */
export const loadUserMenu = () => import('../user-menu/user-menu.tsx');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

export interface HeaderLink {
  label: string;
  href: string;
}

export interface HeaderProps {
  links: readonly HeaderLink[];
  /** Marks the matching link aria-current="page". */
  currentPath?: string;
  homeHref?: string;
  brand?: string;
  /** The signed-in customer, or null/undefined for a guest (login/register pair). */
  user?: { name: string; avatar?: string | null } | null;
  userLinks?: readonly UserMenuLink[];
  onLogout?: () => void;
  loginHref?: string;
  registerHref?: string;
  /** The site's search box (issue 30): beside the navigation from 1024 px, its own row below. */
  search?: ReactNode;
}

/**
 * The site header: brand, main navigation (a disclosure menu on phones), and either the guest's
 * login/register pair or the customer's UserMenu. Presentational: the app passes routes and session.
 * Its links and menu button are native elements: every page shows the header, and a guest's first
 * page then loads no react-aria (issue 28).
 */
export function Header({
  links,
  currentPath,
  homeHref = '/',
  brand = 'رحلة',
  user,
  userLinks,
  onLogout = () => {},
  loginHref = '/auth/login',
  registerHref = '/auth/register',
  search,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const navLinks = (
    <ul className={navList}>
      {links.map((link) => (
        <li key={link.href}>
          <PageLink
            href={link.href}
            aria-current={currentPath === link.href ? 'page' : undefined}
            unstyled
            className={navLink}
            onClick={() => setMenuOpen(false)}
          >
            {link.label}
          </PageLink>
        </li>
      ))}
    </ul>
  );
  return (
    <header className={root}>
      <div className={bar}>
        <NativeIconButton
          aria-label="القائمة الرئيسية"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className={css({ display: { base: 'inline-flex', md: 'none' } })}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </NativeIconButton>
        <PageLink href={homeHref} unstyled className={brandStyle}>
          {brand}
        </PageLink>
        <nav aria-label="التنقل الرئيسي" className={css({ display: { base: 'none', md: 'block' }, flex: '1' })}>
          {navLinks}
        </nav>
        {search && <div className={searchSlot}>{search}</div>}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', marginInlineStart: 'auto' })}>
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className={menuPlaceholder} />}>
              <UserMenu user={user} links={userLinks} onLogout={onLogout} />
            </Suspense>
          ) : (
            <>
              <PageLink href={loginHref} variant="standalone" className={css({ paddingInline: '2' })}>
                تسجيل الدخول
              </PageLink>
              <PageLink href={registerHref} variant="button">
                إنشاء حساب
              </PageLink>
            </>
          )}
        </div>
      </div>
      {menuOpen && (
        <nav
          id={menuId}
          aria-label="القائمة الرئيسية"
          className={css({ display: { base: 'block', md: 'none' }, paddingBlockEnd: '3' })}
        >
          {navLinks}
        </nav>
      )}
    </header>
  );
}

const root = css({
  position: 'sticky',
  insetBlockStart: '0',
  zIndex: '100',
  bg: 'bg',
  borderBlockEnd: '1px solid',
  borderColor: 'border',
  paddingInline: { base: '3', md: '6' },
});
// The menu button's size on a phone (avatar, chevron and padding in a 44 px target) while its code arrives.
const menuPlaceholder = css({ display: 'inline-block', width: '[72px]', height: '44px' });
const bar = css({
  display: 'flex',
  flexWrap: { base: 'wrap', lg: 'nowrap' },
  alignItems: 'center',
  gap: { base: '2', md: '6' },
  minHeight: '64px',
  maxWidth: '1200px',
  marginInline: 'auto',
});
// Below 1024 px a row of its own under the brand and the buttons (order), full width.
const searchSlot = css({
  order: { base: 1, lg: 0 },
  flexBasis: { base: '100%', lg: 'auto' },
  flex: { lg: '0 1 320px' },
  minWidth: '0',
  paddingBlockEnd: { base: '2', lg: '0' },
});
const brandStyle = css({
  fontSize: '2xl',
  fontWeight: '700',
  color: 'accent.pressed',
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'sm',
  focusOutline: 'auto',
});
const navList = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: { base: '0', md: '4' },
  listStyle: 'none',
});
const navLink = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '2',
  color: 'fg',
  textDecoration: 'none',
  fontWeight: '600',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hovered: { color: 'accent.pressed' },
  focusOutline: 'auto',
  _currentPage: {
    color: 'accent.pressed',
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
    textDecorationThickness: '2px',
  },
});
