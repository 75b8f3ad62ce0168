import { lazy } from 'react';
import { Route } from 'wouter';

// Auth pages, the booking wizard and the account area (docs/product.md, "Screens and routes"). Each screen is its own
// chunk, so the phone and date pickers and the drop zone load only where they are used.
const LoginScreen = lazy(() => import('../screens/auth/login-screen.tsx'));
const RegisterScreen = lazy(() => import('../screens/auth/register-screen.tsx'));
const ForgetPasswordScreen = lazy(() => import('../screens/auth/forget-password-screen.tsx'));
const ResetPasswordScreen = lazy(() => import('../screens/auth/reset-password-screen.tsx'));
const OAuthCallbackScreen = lazy(() => import('../screens/auth/oauth-callback-screen.tsx'));
const VerifyEmailScreen = lazy(() => import('../screens/auth/verify-email-screen.tsx'));
const BookingScreen = lazy(() => import('../screens/booking/booking-screen.tsx'));
const ProfileScreen = lazy(() => import('../screens/account/profile-screen.tsx'));
const FavouritesScreen = lazy(() => import('../screens/account/favourites-screen.tsx'));
const BookingsScreen = lazy(() => import('../screens/account/bookings-screen.tsx'));
const BookingDetailScreen = lazy(() => import('../screens/account/booking-detail-screen.tsx'));

export const customerRoutes = [
  <Route key="login" path="/auth/login" component={LoginScreen} />,
  <Route key="register" path="/auth/register" component={RegisterScreen} />,
  <Route key="forget-password" path="/auth/forget-password" component={ForgetPasswordScreen} />,
  <Route key="reset-password" path="/auth/reset-password" component={ResetPasswordScreen} />,
  <Route key="oauth-callback" path="/auth/callback/:provider" component={OAuthCallbackScreen} />,
  <Route key="verify-email" path="/auth/verify-email" component={VerifyEmailScreen} />,
  <Route key="book" path="/trip/:id/:slug/book" component={BookingScreen} />,
  <Route key="account" path="/account" component={ProfileScreen} />,
  <Route key="favourites" path="/account/favourites" component={FavouritesScreen} />,
  <Route key="trips" path="/account/trips" component={BookingsScreen} />,
  <Route key="booking" path="/account/trips/:id" component={BookingDetailScreen} />,
];
