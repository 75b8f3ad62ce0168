import { lazy } from 'react';
import { Redirect, Route } from 'wouter';

// One chunk per screen: a visitor downloads only the screens they open.
const HomeScreen = lazy(() => import('../screens/home/home-screen.tsx'));
const SearchScreen = lazy(() => import('../screens/search/search-screen.tsx'));
const PackagesScreen = lazy(() => import('../screens/packages/packages-screen.tsx'));
const CountriesScreen = lazy(() => import('../screens/countries/countries-screen.tsx'));
const CountryScreen = lazy(() => import('../screens/country/country-screen.tsx'));
const CityScreen = lazy(() => import('../screens/city/city-screen.tsx'));
const TagScreen = lazy(() => import('../screens/tag/tag-screen.tsx'));
const TripScreen = lazy(() => import('../screens/trip/trip-screen.tsx'));
const AboutUsScreen = lazy(() => import('../screens/about-us/about-us-screen.tsx'));
const ContactUsScreen = lazy(() => import('../screens/contact-us/contact-us-screen.tsx'));
const FaqScreen = lazy(() => import('../screens/faq/faq-screen.tsx'));
const TermsScreen = lazy(() => import('../screens/terms/terms-screen.tsx'));
const PolicyScreen = lazy(() => import('../screens/policy/policy-screen.tsx'));

/** Routes a visitor sees without signing in (docs/product.md, "Screens and routes"). */
export const publicRoutes = [
  <Route key="home" path="/" component={HomeScreen} />,
  <Route key="search" path="/search" component={SearchScreen} />,
  <Route key="packages" path="/packages" component={PackagesScreen} />,
  <Route key="tag" path="/packages/:id" component={TagScreen} />,
  <Route key="countries" path="/countries" component={CountriesScreen} />,
  <Route key="country" path="/countries/:id/:slug?" component={CountryScreen} />,
  <Route key="city" path="/cities/:id/:slug?" component={CityScreen} />,
  <Route key="trip" path="/trip/:id/:slug?" component={TripScreen} />,
  // Old favourites links (/trips/{id}) keep working: the trip page puts its canonical slug back.
  <Route key="trips-legacy" path="/trips/:id">
    {(params: { id: string }) => <Redirect to={`/trip/${params.id}`} replace />}
  </Route>,
  <Route key="about-us" path="/about-us" component={AboutUsScreen} />,
  <Route key="contact-us" path="/contact-us" component={ContactUsScreen} />,
  <Route key="faq" path="/faq" component={FaqScreen} />,
  <Route key="terms" path="/terms" component={TermsScreen} />,
  <Route key="policy" path="/policy" component={PolicyScreen} />,
];
