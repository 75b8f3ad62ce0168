import type { PageName, PageText } from '../pages.ts';
import { homeText } from './home.ts';
import { searchText } from './search.ts';
import { packagesText } from './packages.ts';
import { tagText } from './tag.ts';
import { countriesText } from './packages.ts';
import { countryText } from './country.ts';
import { cityText } from './city.ts';
import { tripText } from './trip.ts';
import { aboutUsText } from './about-us.ts';
import { contactUsText } from './contact-us.ts';
import { faqText } from './faq.ts';
import { termsText } from './terms.ts';
import { policyText } from './policy.ts';

export { TERMS_UPDATED } from './terms.ts';
export { PRIVACY_UPDATED } from './policy.ts';
import { loginText } from './login.ts';
import { registerText } from './register.ts';
import { forgetPasswordText } from './forget-password.ts';
import { resetPasswordText } from './reset-password.ts';
import { oauthCallbackText } from './oauth-callback.ts';
import { verifyEmailText } from './verify-email.ts';
import { bookText } from './book.ts';
import { accountText } from './account.ts';
import { favouritesText } from './favourites.ts';
import { accountTripsText } from './account-trips.ts';
import { savedTravellersText } from './saved-travellers.ts';
import { bookingText } from './booking.ts';
import { invoiceText } from './invoice.ts';
import { voucherText } from './voucher.ts';
import { adminText } from './admin.ts';

// Each page's title and description, one file a page (packages/contract/src/pages.ts has the
// rest of each page's row): a screen imports its own, so the page's code carries its own text only
// and the route tables, which need the paths alone, carry none (in one module, every text went into
// the app's entry chunk: 1.8 KB gzipped on every page). This map gives every page's text by name:
// the server's heads read it, and TypeScript refuses a page without one.
export {
  tripText,
  homeText,
  searchText,
  packagesText,
  tagText,
  countriesText,
  countryText,
  cityText,
  aboutUsText,
  contactUsText,
  faqText,
  termsText,
  policyText,
  loginText,
  registerText,
  forgetPasswordText,
  resetPasswordText,
  oauthCallbackText,
  verifyEmailText,
  bookText,
  accountText,
  favouritesText,
  accountTripsText,
  savedTravellersText,
  bookingText,
  invoiceText,
  voucherText,
  adminText,
};
export { NOT_FOUND_TEXT } from './not-found.ts';
export { SITE_DESCRIPTION } from './verify-email.ts';

/** Every page's text by its name. */
export const PAGE_TEXTS = {
  home: homeText,
  search: searchText,
  packages: packagesText,
  tag: tagText,
  countries: countriesText,
  country: countryText,
  city: cityText,
  trip: tripText,
  tripLegacy: tripText,
  aboutUs: aboutUsText,
  contactUs: contactUsText,
  faq: faqText,
  terms: termsText,
  policy: policyText,
  login: loginText,
  register: registerText,
  forgetPassword: forgetPasswordText,
  resetPassword: resetPasswordText,
  oauthCallback: oauthCallbackText,
  verifyEmail: verifyEmailText,
  book: bookText,
  account: accountText,
  favourites: favouritesText,
  accountTrips: accountTripsText,
  savedTravellers: savedTravellersText,
  booking: bookingText,
  invoice: invoiceText,
  voucher: voucherText,
  adminLogin: adminText,
  adminSetPassword: adminText,
  adminDashboard: adminText,
  adminBookings: adminText,
  adminBooking: adminText,
  adminTrips: adminText,
  adminNewTrip: adminText,
  adminTrip: adminText,
  adminStaff: adminText,
  adminAudit: adminText,
  adminInvoices: adminText,
  adminManifest: adminText,
  adminInvoice: adminText,
  adminContent: adminText,
} satisfies Record<PageName, PageText | ((data: never) => PageText)>;
