import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PAGES, type User } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { Header } from '@rihla/ui/header/header';
import { ScrollToTop } from '@rihla/ui/scroll-to-top/scroll-to-top';
import { useSiteInfo } from '../../lib/use-site-info.ts';
import { HeaderSearch } from '../../features/search/header-search.tsx';
import { tokenStorage } from '../../api/token-storage.ts';
import { sessionStartedYet, whenSessionStarts } from '../../lib/session-started.ts';

// Header navigation (docs/product.md, "Shell"). The spec's header sent "الباقات" to /about-us, a
// defect we fixed: it opens /packages, and "من نحن" opens /about-us, as in the footer. Study abroad
// is the package section of the search page.
export const headerLinks = [
  { label: PAGES.packages.label, href: PAGES.packages.path },
  { label: PAGES.aboutUs.label, href: PAGES.aboutUs.path },
  { label: 'الدراسة في الخارج', href: '/search#package' },
  { label: PAGES.contactUs.label, href: PAGES.contactUs.path },
] as const;

export const footerLinks = [
  { label: PAGES.aboutUs.label, href: PAGES.aboutUs.path },
  { label: PAGES.packages.label, href: PAGES.packages.path },
  { label: PAGES.contactUs.label, href: PAGES.contactUs.path },
  { label: 'الأسئلة الشائعة', href: '/faq' },
  { label: PAGES.terms.label, href: PAGES.terms.path },
  { label: PAGES.policy.label, href: PAGES.policy.path },
] as const;

export const userLinks = [
  { id: 'account', label: PAGES.account.label, href: PAGES.account.path },
  { id: 'favourites', label: PAGES.favourites.label, href: PAGES.favourites.path },
  { id: 'trips', label: PAGES.accountTrips.label, href: PAGES.accountTrips.path },
];

// Code the first paint does not need follows the page: the session (XState and its machine), and
// the footer, which is always below the fold. The session's part comes only when there is a session
// to show: a stored token, or a screen that started one (sign-in, a favourite, the wizard…); a
// guest reading pages never downloads it (issue 28: 18 KB of home's script).
const SessionBridge = lazy(() => import('./session-bridge.tsx'));
const Footer = lazy(() => import('@rihla/ui/footer/footer').then((m) => ({ default: m.Footer })));

// Shown for WhatsApp until site info arrives (docs/product.md, "Constants and limits": a default number).
const FALLBACK_WHATSAPP = '966500000000';

/** The shell around every route: header, main landmark, footer, overlay, logout confirmation. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const [user, setUser] = useState<User | null>(null);
  // The server, and so the render that hydrates, draw the page without it.
  const session = useSyncExternalStore(
    whenSessionStarts,
    () => sessionStartedYet() || !!tokenStorage.get(),
    () => false,
  );
  const siteInfo = useSiteInfo();

  return (
    // Printed (an invoice), only the page itself: no header, footer or floating buttons.
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100dvh',
        _print: { '& > :not(main)': { display: 'none' } },
      })}
    >
      <a href="#main" className={skipLink}>
        تخطَّ إلى المحتوى
      </a>
      <Header
        links={headerLinks}
        currentPath={path}
        user={user}
        userLinks={userLinks}
        onLogout={() => void import('./session-bridge.tsx').then((m) => m.askLogout())}
        search={<HeaderSearch />}
      />
      {/* At least a screen tall: while a page's content loads the footer stays below the fold instead
          of being pushed down when the content arrives (a layout shift that moves what users tap). */}
      <main
        id="main"
        tabIndex={-1}
        className={css({ flex: '1', outline: 'none', minHeight: '100dvh', _print: { minHeight: '0' } })}
      >
        {children}
      </main>
      {/* Each in its own boundary: one waiting for its code does not hold back the other's download. */}
      <Suspense fallback={null}>
        <Footer links={footerLinks} siteInfo={siteInfo} fallbackWhatsapp={FALLBACK_WHATSAPP} />
      </Suspense>
      {session && (
        <Suspense fallback={null}>
          <SessionBridge onUser={setUser} />
        </Suspense>
      )}
      <ScrollToTop threshold={300} />
    </div>
  );
}

const skipLink = css({
  position: 'absolute',
  insetInlineStart: '2',
  insetBlockStart: '-20',
  zIndex: '1100',
  bg: 'bg',
  color: 'accent.pressed',
  paddingInline: '4',
  paddingBlock: '2',
  borderRadius: 'control',
  boxShadow: 'card',
  _focus: { insetBlockStart: '2' },
});
