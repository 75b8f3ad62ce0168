import { lazy } from 'react';
import { Route } from 'wouter';
import { PAGES } from '@rihla/contract';

// Auth pages, the booking wizard and the account area (docs/product.md, "Screens and routes"). Each screen is its own
// chunk, so the phone and date pickers and the drop zone load only where they are used.
// Keyed by the page table's names (packages/contract/src/pages.ts), which gives each its path.
const screens = {
  login: lazy(() => import('../screens/auth/login-screen.tsx')),
  register: lazy(() => import('../screens/auth/register-screen.tsx')),
  forgetPassword: lazy(() => import('../screens/auth/forget-password-screen.tsx')),
  resetPassword: lazy(() => import('../screens/auth/reset-password-screen.tsx')),
  oauthCallback: lazy(() => import('../screens/auth/oauth-callback-screen.tsx')),
  verifyEmail: lazy(() => import('../screens/auth/verify-email-screen.tsx')),
  book: lazy(() => import('../screens/booking/booking-screen.tsx')),
  account: lazy(() => import('../screens/account/profile-screen.tsx')),
  favourites: lazy(() => import('../screens/account/favourites-screen.tsx')),
  accountTrips: lazy(() => import('../screens/account/bookings-screen.tsx')),
  savedTravellers: lazy(() => import('../screens/account/saved-travellers-screen.tsx')),
  booking: lazy(() => import('../screens/account/booking-detail-screen.tsx')),
  invoice: lazy(() => import('../screens/account/invoice-screen.tsx')),
  voucher: lazy(() => import('../screens/account/voucher-screen.tsx')),
};

export const customerRoutes = Object.entries(screens).map(([name, screen]) => (
  <Route key={name} path={PAGES[name as keyof typeof screens].path} component={screen} />
));
