import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PAGES } from '@rihla/contract';
import { css } from '@rihla/styled-system/css';
import { Button } from '@rihla/ui/button/button';
import { Link } from '@rihla/ui/link/link';
import { staffLogout } from './admin-api.ts';
import { staffSession, useStaff } from './staff-session.ts';

// The back office (issue 17) at /admin: its own shell (no shop header), Arabic and right-to-left like
// the site, from the same component library. Each screen is its own chunk; its path is the page
// table's (packages/contract/src/pages.ts).
const LoginScreen = lazy(() => import('./screens/login-screen.tsx'));
const SetPasswordScreen = lazy(() => import('./screens/set-password-screen.tsx'));
const DashboardScreen = lazy(() => import('./screens/dashboard-screen.tsx'));
const BookingsScreen = lazy(() => import('./screens/bookings-screen.tsx'));
const BookingScreen = lazy(() => import('./screens/booking-screen.tsx'));
const StaffScreen = lazy(() => import('./screens/staff-screen.tsx'));
const TripsScreen = lazy(() => import('./screens/trips-screen.tsx'));
const TripScreen = lazy(() => import('./screens/trip-screen.tsx'));
const TripNewScreen = lazy(() => import('./screens/trip-new-screen.tsx'));
const AuditScreen = lazy(() => import('./screens/audit-screen.tsx'));
const InvoicesScreen = lazy(() => import('./screens/invoices-screen.tsx'));
const InvoiceScreen = lazy(() => import('./screens/invoice-screen.tsx'));
const ManifestScreen = lazy(() => import('./screens/manifest-screen.tsx'));
const ContentScreen = lazy(() => import('./content/content-screen.tsx'));

export default function AdminApp() {
  return (
    <Switch>
      <Route path={PAGES.adminLogin.path} component={LoginScreen} />
      <Route path={PAGES.adminSetPassword.path} component={SetPasswordScreen} />
      <Route>
        <SignedIn>
          <Switch>
            <Route path={PAGES.adminDashboard.path} component={DashboardScreen} />
            <Route path={PAGES.adminBookings.path} component={BookingsScreen} />
            <Route path={PAGES.adminBooking.path} component={BookingScreen} />
            <Route path={PAGES.adminTrips.path} component={TripsScreen} />
            <Route path={PAGES.adminNewTrip.path} component={TripNewScreen} />
            <Route path={PAGES.adminTrip.path} component={TripScreen} />
            <Route path={PAGES.adminStaff.path}>{adminsOnly(StaffScreen)}</Route>
            <Route path={PAGES.adminAudit.path}>{adminsOnly(AuditScreen)}</Route>
            <Route path={PAGES.adminInvoices.path}>{adminsOnly(InvoicesScreen)}</Route>
            <Route path={PAGES.adminInvoice.path}>{adminsOnly(InvoiceScreen)}</Route>
            <Route path={PAGES.adminManifest.path} component={ManifestScreen} />
            <Route path={PAGES.adminContent.path} component={ContentScreen} />
            <Route>
              <p role="alert">الصفحة غير موجودة في لوحة التحكم.</p>
            </Route>
          </Switch>
        </SignedIn>
      </Route>
    </Switch>
  );
}

/**
 * A screen only admins may use (issue 31, item 11): an agent who opens its address reads why, instead
 * of a form the server would refuse or a list that fails to load.
 */
function adminsOnly(Screen: ComponentType) {
  return <AdminsOnly screen={Screen} />;
}

function AdminsOnly({ screen: Screen }: { screen: ComponentType }) {
  const staff = useStaff();
  if (staff?.role === 'admin') return <Screen />;
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p>هذه الصفحة للمديرين فقط. تواصل مع مدير لو احتجت إليها.</p>
      <Link href="/admin" variant="outline">
        العودة إلى الرئيسية
      </Link>
    </div>
  );
}

/** The signed-in shell: its menu (admins see staff and the audit log), and the way out. */
function SignedIn({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (!staff) navigate(`/admin/login?next=${encodeURIComponent(path)}`, { replace: true });
  }, [staff, path, navigate]);
  if (!staff) return null;
  const links = [
    { href: '/admin', label: 'الرئيسية' },
    { href: '/admin/bookings', label: 'الحجوزات' },
    { href: '/admin/trips', label: 'الرحلات' },
    { href: '/admin/content', label: 'المحتوى' },
    ...(staff.role === 'admin'
      ? [
          { href: '/admin/invoices', label: 'الفواتير' },
          { href: '/admin/staff', label: 'الموظفون' },
          { href: '/admin/audit', label: 'سجل التدقيق' },
        ]
      : []),
  ];
  const current = (href: string) => (href === '/admin' ? path === '/admin' : path === href || path.startsWith(`${href}/`));
  return (
    <div className={shell}>
      <header className={bar}>
        <p className={css({ fontWeight: '700', fontSize: 'lg' })}>رحلة · لوحة التحكم</p>
        <nav aria-label="أقسام لوحة التحكم">
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none' })}>
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} variant="standalone" aria-current={current(l.href) ? 'page' : undefined} className={navLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', marginInlineStart: 'auto' })}>
          <span className={css({ fontSize: 'sm' })}>
            {staff.name} ({staff.role === 'admin' ? 'مدير' : 'موظف حجوزات'})
          </span>
          <Button
            variant="secondary"
            onPress={async () => {
              await staffLogout().catch(() => undefined);
              staffSession.end();
            }}
          >
            تسجيل الخروج
          </Button>
        </div>
      </header>
      <main
        id="main"
        className={css({ padding: { base: '4', md: '6' }, maxWidth: '1200px', marginInline: 'auto', width: '100%' })}
      >
        {children}
      </main>
    </div>
  );
}

const shell = css({ minHeight: '100vh', bg: 'bg.subtle', display: 'flex', flexDirection: 'column' });
const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4',
  paddingInline: { base: '4', md: '6' },
  paddingBlock: '3',
  bg: 'bg',
  borderBlockEnd: '1px solid',
  borderColor: 'border',
  // A printed invoice carries no back-office menu.
  _print: { display: 'none' },
});
const navLink = css({
  display: 'inline-flex',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  textDecoration: 'none',
  '&[aria-current=page]': { bg: 'accent.subtle', fontWeight: '700' },
});
