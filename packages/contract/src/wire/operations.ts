import { AUTH_PROVIDERS } from './enums.ts';

// Every call of the API by its operationId: the name the OpenAPI document, the web client's
// functions and the docs use. The server fills each route's operationId and its error answers from
// this table (the server's OpenAPI plugin), and a test fails when a route is missing from it or a
// row names no route.

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  /** HTTP statuses of ErrorBody answers besides 500 and 503, which every call may give. */
  errors: readonly number[];
}

const op = (method: Operation['method'], path: string, errors: readonly number[] = []): Operation => ({ method, path, errors });

const signedIn = [401, 429];
const social = Object.fromEntries(
  AUTH_PROVIDERS.flatMap((p) => {
    const name = p[0]!.toUpperCase() + p.slice(1);
    return [
      [`startSignInWith${name}`, op('GET', `/api/auth/${p}/redirect`, [404])],
      [`signInWith${name}`, op('POST', `/api/auth/login-by-${p}`, [401, 404, 409, 422, 429])],
    ];
  }),
) as Record<string, Operation>;

export const OPERATIONS = {
  getHealth: op('GET', '/api/health'),
  getGeo: op('GET', '/api/geo'),
  reportVitals: op('POST', '/api/vitals', [413, 422, 429]),
  getSiteInfo: op('GET', '/api/data/info'),
  getCityOptions: op('GET', '/api/cities'),
  getBanners: op('GET', '/api/data/banners', [422]),
  getFaq: op('GET', '/api/faq'),
  getTags: op('GET', '/api/data/tags'),
  getTag: op('GET', '/api/data/tags/:id', [404]),
  getHome: op('GET', '/api/trips'),
  filterTrips: op('GET', '/api/trips/filter', [422]),
  getSearchSuggestions: op('GET', '/api/trips/suggestions'),
  getTrip: op('GET', '/api/trips/:id', [404]),
  getTripAvailability: op('GET', '/api/trips/:id/availability', [404, 422]),
  getTripReviews: op('GET', '/api/trips/:id/reviews', [404, 422]),
  getCountries: op('GET', '/api/countries'),
  getCountry: op('GET', '/api/countries/:id', [404]),
  getMedia: op('GET', '/api/media/:kind/:file', [404]),
  getPreviewImage: op('GET', '/api/media/preview/:kind/:file', [404]),
  login: op('POST', '/api/auth/login', [400, 401, 422, 429]),
  register: op('POST', '/api/auth/register', [400, 409, 422, 429]),
  logout: op('POST', '/api/auth/logout', [401]),
  requestPasswordReset: op('POST', '/api/auth/reset-password-request', [422, 429]),
  resetPassword: op('POST', '/api/auth/reset-password', [400, 422, 429]),
  verifyEmail: op('POST', '/api/auth/verify-email', [400, 422]),
  resendVerificationEmail: op('POST', '/api/customer/verify-email/resend', signedIn),
  getCustomer: op('GET', '/api/customer', [401]),
  updateProfile: op('POST', '/api/customer/update', [400, 401]),
  toggleFavourite: op('POST', '/api/customer/favourites/:id', [401, 404]),
  getFavourites: op('GET', '/api/customer/favourites', [401]),
  bookTrip: op('POST', '/api/customer/trips/book', [400, 401, 404, 409, 413, 422, 429]),
  getBookings: op('GET', '/api/customer/bookings', [401]),
  getSavedTravellers: op('GET', '/api/customer/travellers', [401]),
  addSavedTraveller: op('POST', '/api/customer/travellers', [400, 401]),
  updateSavedTraveller: op('POST', '/api/customer/travellers/:id', [400, 401, 404]),
  removeSavedTraveller: op('POST', '/api/customer/travellers/:id/remove', [401, 404]),
  getBooking: op('GET', '/api/customer/bookings/:id', [401, 404]),
  getBookingFile: op('GET', '/api/customer/bookings/:id/files/:fileId', [401, 404]),
  cancelBooking: op('POST', '/api/customer/bookings/:id/cancel', [400, 401, 404, 409]),
  rateBooking: op('POST', '/api/customer/bookings/rate', [400, 401, 404, 422]),
  sendReauthCode: op('POST', '/api/customer/account/code', [400, 401, 429]),
  exportMyData: op('POST', '/api/customer/account/export', [400, 401, 422, 429]),
  deleteMyAccount: op('POST', '/api/customer/account/delete', [400, 401, 409, 422, 429]),
  changeEmail: op('POST', '/api/customer/account/email', [400, 401, 422, 429]),
  changePhone: op('POST', '/api/customer/account/phone', [400, 401, 422]),
  changePassword: op('POST', '/api/customer/account/password', [400, 401, 422, 429]),
  getBookingInvoice: op('GET', '/api/customer/bookings/:id/invoices/:invoiceId', [401, 404]),
  reportPayment: op('POST', '/api/customer/bookings/:id/payments', [400, 401, 404, 409, 502]),
  receiveMoyasarWebhook: op('POST', '/api/payments/moyasar/webhook', [400, 401]),
  ...social,
  // The back office (issue 17): a staff session; admins only where said.
  staffLogin: op('POST', '/api/admin/auth/login', [401, 422, 429]),
  staffSecondFactor: op('POST', '/api/admin/auth/second-factor', [401, 422, 429]),
  staffSetPassword: op('POST', '/api/admin/auth/password', [400, 422, 429]),
  staffLogout: op('POST', '/api/admin/auth/logout', [401]),
  getStaffMe: op('GET', '/api/admin/me', [401]),
  listStaff: op('GET', '/api/admin/staff', [401, 403]),
  inviteStaff: op('POST', '/api/admin/staff', [401, 403, 409, 422]),
  resetStaffSecondFactor: op('POST', '/api/admin/staff/:id/reset-second-factor', [401, 403, 404, 409, 422]),
  disableStaff: op('POST', '/api/admin/staff/:id/disable', [401, 403, 404, 409, 422]),
  enableStaff: op('POST', '/api/admin/staff/:id/enable', [401, 403, 404, 422]),
  setStaffRole: op('POST', '/api/admin/staff/:id/role', [401, 403, 404, 409, 422]),
  getAuditLog: op('GET', '/api/admin/audit', [401, 403, 422]),
  getAdminDashboard: op('GET', '/api/admin/dashboard', [401]),
  listAdminBookings: op('GET', '/api/admin/bookings', [401, 422]),
  exportAdminBookings: op('GET', '/api/admin/bookings.csv', [401, 422]),
  getAdminBooking: op('GET', '/api/admin/bookings/:id', [401, 404, 422]),
  getAdminBookingFile: op('GET', '/api/admin/bookings/:id/files/:fileId', [401, 404, 422]),
  changeBookingStatus: op('POST', '/api/admin/bookings/:id/status', [401, 404, 409, 422]),
  addBookingNote: op('POST', '/api/admin/bookings/:id/notes', [401, 404, 422]),
  confirmBookings: op('POST', '/api/admin/bookings/confirm', [401, 422]),
  refundAdminBooking: op('POST', '/api/admin/bookings/:id/refunds', [401, 403, 404, 409, 422]),
  exportSettlement: op('GET', '/api/admin/settlements.csv', [401, 403, 422]),
  getBusinessFigures: op('GET', '/api/admin/figures', [401]),
  getManifest: op('GET', '/api/admin/manifest', [401, 404, 422]),
  exportManifest: op('GET', '/api/admin/manifest.csv', [401, 404, 422]),
  getRealVisitorFigures: op('GET', '/api/admin/vitals', [401, 422]),
  listAdminInvoices: op('GET', '/api/admin/invoices', [401, 403, 422]),
  exportAdminInvoices: op('GET', '/api/admin/invoices.csv', [401, 403, 422]),
  getAdminInvoice: op('GET', '/api/admin/invoices/:id', [401, 403, 404, 422]),
  listAdminTrips: op('GET', '/api/admin/trips', [401, 422]),
  getAdminTrip: op('GET', '/api/admin/trips/:id', [401, 404]),
  createTrip: op('POST', '/api/admin/trips', [401, 403, 422]),
  updateTrip: op('POST', '/api/admin/trips/:id', [401, 403, 404, 422]),
  publishTrip: op('POST', '/api/admin/trips/:id/publish', [401, 403, 404]),
  unpublishTrip: op('POST', '/api/admin/trips/:id/unpublish', [401, 403, 404]),
  setTripDeparture: op('POST', '/api/admin/trips/:id/departures', [401, 403, 404, 409, 422]),
  removeTripDeparture: op('POST', '/api/admin/trips/:id/departures/remove', [401, 403, 404, 409, 422]),
  addRecurringDepartures: op('POST', '/api/admin/trips/:id/departures/recurring', [401, 403, 404, 422]),
  duplicateTrip: op('POST', '/api/admin/trips/:id/duplicate', [401, 403, 404]),
  setTripCapacity: op('POST', '/api/admin/trips/:id/capacity', [401, 403, 404, 422]),
  listTripReviews: op('GET', '/api/admin/trips/:id/reviews', [401, 404, 422]),
  hideTripReview: op('POST', '/api/admin/trips/:id/reviews/:bookingId/hide', [401, 403, 404, 422]),
  showTripReview: op('POST', '/api/admin/trips/:id/reviews/:bookingId/show', [401, 403, 404, 422]),
  listAdminFaq: op('GET', '/api/admin/faq', [401]),
  createFaq: op('POST', '/api/admin/faq', [401, 403, 422]),
  reorderFaq: op('POST', '/api/admin/faq/order', [401, 403, 422]),
  updateFaq: op('POST', '/api/admin/faq/:id', [401, 403, 404, 422]),
  deleteFaq: op('POST', '/api/admin/faq/:id/delete', [401, 403, 404]),
  getAdminSiteInfo: op('GET', '/api/admin/site-info', [401]),
  updateSiteInfo: op('POST', '/api/admin/site-info', [401, 403, 422]),
  listAdminCountries: op('GET', '/api/admin/countries', [401]),
  createCountry: op('POST', '/api/admin/countries', [401, 403, 422]),
  updateCountry: op('POST', '/api/admin/countries/:id', [401, 403, 404, 422]),
  deleteCountry: op('POST', '/api/admin/countries/:id/delete', [401, 403, 404, 409]),
  listAdminCities: op('GET', '/api/admin/cities', [401]),
  createCity: op('POST', '/api/admin/cities', [401, 403, 422]),
  updateCity: op('POST', '/api/admin/cities/:id', [401, 403, 404, 422]),
  deleteCity: op('POST', '/api/admin/cities/:id/delete', [401, 403, 404, 409]),
  listAdminTags: op('GET', '/api/admin/tags', [401]),
  createTag: op('POST', '/api/admin/tags', [401, 403, 422]),
  updateTag: op('POST', '/api/admin/tags/:id', [401, 403, 404, 422]),
  deleteTag: op('POST', '/api/admin/tags/:id/delete', [401, 403, 404, 409]),
  listAdminBanners: op('GET', '/api/admin/banners', [401, 422]),
  createBanner: op('POST', '/api/admin/banners', [401, 403, 422]),
  updateBanner: op('POST', '/api/admin/banners/:id', [401, 403, 404, 422]),
  deleteBanner: op('POST', '/api/admin/banners/:id/delete', [401, 403, 404]),
  getAdminBookingTerms: op('GET', '/api/admin/booking-terms', [401]),
  updateBookingTerms: op('POST', '/api/admin/booking-terms', [401, 403, 422]),
  uploadPicture: op('POST', '/api/admin/pictures', [400, 401, 403, 413, 422]),
  getPicture: op('GET', '/api/media/pictures/:name', [404]),
  getPictureVariant: op('GET', '/api/media/pictures/:name/:file', [404]),
} as const satisfies Record<string, Operation>;

/** The OpenAPI security requirement of the calls that need a customer's token. */
export const bearer = [{ bearer: [] as string[] }];

export type OperationId = keyof typeof OPERATIONS;

/** The operationId of a route, by its method and path as Fastify writes it (`/api/trips/:id`). */
export function operationIdOf(method: string, path: string): OperationId | undefined {
  for (const [id, o] of Object.entries(OPERATIONS) as [OperationId, Operation][])
    if (o.method === method && o.path === path) return id;
  return undefined;
}
