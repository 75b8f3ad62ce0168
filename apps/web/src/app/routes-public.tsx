import { lazy } from 'react';
import { Redirect, Route } from 'wouter';
import { PAGES } from '@rihla/contract';

// One chunk per screen: a visitor downloads only the screens they open. Keyed by the page table's
// names (packages/contract/src/pages.ts), which gives each its path; the web build writes this map
// out for the server's page hints (vite.config.ts, pageScreens).
const screens = {
  home: lazy(() => import('../screens/home/home-screen.tsx')),
  search: lazy(() => import('../screens/search/search-screen.tsx')),
  packages: lazy(() => import('../screens/packages/packages-screen.tsx')),
  tag: lazy(() => import('../screens/tag/tag-screen.tsx')),
  countries: lazy(() => import('../screens/countries/countries-screen.tsx')),
  country: lazy(() => import('../screens/country/country-screen.tsx')),
  city: lazy(() => import('../screens/city/city-screen.tsx')),
  trip: lazy(() => import('../screens/trip/trip-screen.tsx')),
  aboutUs: lazy(() => import('../screens/about-us/about-us-screen.tsx')),
  contactUs: lazy(() => import('../screens/contact-us/contact-us-screen.tsx')),
  faq: lazy(() => import('../screens/faq/faq-screen.tsx')),
  terms: lazy(() => import('../screens/terms/terms-screen.tsx')),
  policy: lazy(() => import('../screens/policy/policy-screen.tsx')),
};

/** Routes a visitor sees without signing in (docs/product.md, "Screens and routes"). */
export const publicRoutes = [
  ...Object.entries(screens).map(([name, screen]) => (
    <Route key={name} path={PAGES[name as keyof typeof screens].path} component={screen} />
  )),
  // Old favourites links (/trips/{id}) keep working: the trip page puts its canonical slug back.
  <Route key="trips-legacy" path={PAGES.tripLegacy.path}>
    {(params: { id: string }) => <Redirect to={`/trip/${params.id}`} replace />}
  </Route>,
];
