import ky from 'ky';
import { pictureMessages } from '@rihla/contract';
import type {
  AdminBookingDetail,
  AdminBookingRow,
  AdminBookingsQuery,
  AdminDashboard,
  AdminSiteInfoValues,
  AdminTrip,
  AdminTripPatch,
  AdminTripRow,
  AuditEntry,
  BusinessFigures,
  Manifest,
  InvoiceView,
  RecurringDepartures,
  LedgerEntry,
  StaffReview,
  StaffLoginAnswer,
  StaffMember,
  StaffRole,
  StaffSession,
  VitalsSummary,
} from '@rihla/contract';
import { withApiErrorShape } from '../api/ky-client.ts';
import { query } from '../api/read-cache.ts';
import { staffSession } from './staff-session.ts';

// The back office's calls (/api/admin, issue 17): the staff token, never a customer's, from this tab's
// session storage. A 401 on a signed-in call means the session ended (12 hours, 30 minutes idle, or
// signed out elsewhere): the back office goes back to its sign-in.

const adminApi = ky.create({
  prefix: '/api/admin/',
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'] },
  headers: { Accept: 'application/json', 'Accept-Language': 'ar' },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = staffSession.token();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && request.headers.has('Authorization')) staffSession.end();
      },
    ],
    beforeError: [({ error }) => withApiErrorShape(error)],
  },
});

const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export const staffLogin = (email: string, password: string) =>
  data(adminApi.post('auth/login', { json: { email, password }, retry: 0 }).json<{ data: StaffLoginAnswer }>());
export const staffSecondFactor = (body: { challenge: string; code?: string; recovery_code?: string }) =>
  data(adminApi.post('auth/second-factor', { json: body, retry: 0 }).json<{ data: StaffSession }>());
export const staffSetPassword = (body: { token: string; password: string; password_confirmation: string }) =>
  adminApi.post('auth/password', { json: body, retry: 0 }).json<{ message: string }>();
export const staffLogout = () => adminApi.post('auth/logout', { json: {}, retry: 0 });

export const getDashboard = (signal?: AbortSignal) =>
  data(adminApi.get('dashboard', { signal }).json<{ data: AdminDashboard }>());
/** The dashboard's figures, under `admin:dashboard` (a booking's change invalidates it). */
export const dashboardQuery = () => query('admin:dashboard', getDashboard);

/** Query parameters without the empty ones. */
const params = (q: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

export const getBookings = (q: AdminBookingsQuery, signal?: AbortSignal) =>
  adminApi
    .get('bookings', { searchParams: params(q), signal })
    .json<{ data: AdminBookingRow[]; meta: { next: number | null } }>();
export const getBooking = (id: number, signal?: AbortSignal) =>
  data(adminApi.get(`bookings/${id}`, { signal }).json<{ data: AdminBookingDetail }>());
/** One booking, under `admin:booking:{id}`: the booking screen's read, set by its status changes. */
export const adminBookingQuery = (id: number) => query(`admin:booking:${id}`, (signal) => getBooking(id, signal));
export const changeStatus = (id: number, to: 'confirmed' | 'cancelled' | 'completed', reason: string | null) =>
  data(adminApi.post(`bookings/${id}/status`, { json: { to, reason }, retry: 0 }).json<{ data: AdminBookingDetail }>());

/** Staff give back part or all of what was paid (admins); the answer is the booking as it now is. */
export const refundBooking = (id: number, body: { amount_halalas: number; reason: string }) =>
  data(adminApi.post(`bookings/${id}/refunds`, { json: body, retry: 0 }).json<{ data: AdminBookingDetail }>());

/** Adds a staff member's internal note to a booking (never shown to the customer); the answer is the booking as it now is. */
export const addBookingNote = (id: number, body: string) =>
  data(adminApi.post(`bookings/${id}/notes`, { json: { body }, retry: 0 }).json<{ data: AdminBookingDetail }>());

/** One line per booking asked to confirm (the queue's multi-select): confirmed, or why not. */
export interface BulkConfirmResult {
  id: number;
  ok: boolean;
  message: string;
}
/** Confirms up to 100 pending bookings, each through the lifecycle (its customer e-mailed). */
export const confirmBookings = (ids: number[]) =>
  data(adminApi.post('bookings/confirm', { json: { ids }, retry: 0 }).json<{ data: BulkConfirmResult[] }>());

/** A passport or visa image: fetched with the staff token, shown from memory (a blob: URL), never cached. */
export const getFile = async (url: string, signal?: AbortSignal) =>
  (await adminApi.get(url.replace(/^\/api\/admin\//, ''), { signal, cache: 'no-store' })).blob();

/**
 * A passport or visa PDF saved as a file, never opened inline (issue 29): PDFs are not re-encoded, so
 * the back office never renders one from a blob: URL, where the server's download-only and sandbox
 * headers do not apply. The bytes are given a type no browser renders, under the server's file name.
 */
export async function downloadFile(url: string, fallbackName: string) {
  const res = await adminApi.get(url.replace(/^\/api\/admin\//, ''), { cache: 'no-store', retry: 0 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blob = new Blob([await res.arrayBuffer()], { type: 'application/octet-stream' });
  const href = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href, download: name, rel: 'noopener' });
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A CSV answer saved by the browser under the name the server gave it. */
async function saveCsv(path: string, searchParams: Record<string, string | number>, fallbackName: string) {
  const res = await adminApi.get(path, { searchParams, retry: 0 });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The filtered queue as CSV, saved by the browser. */
export async function downloadBookingsCsv(q: AdminBookingsQuery) {
  const { before: _ignored, ...filters } = q;
  await saveCsv('bookings.csv', params(filters), 'bookings.csv');
}

/** One day's payments and refunds (admins), for the accountant: `date` is YYYY-MM-DD. */
export const downloadSettlementCsv = (date: string) => saveCsv('settlements.csv', { date }, `settlement-${date}.csv`);

export const getStaff = (signal?: AbortSignal) => data(adminApi.get('staff', { signal }).json<{ data: StaffMember[] }>());
/** Who has access, under `admin:staff` (an invitation invalidates it). */
export const staffQuery = () => query('admin:staff', getStaff);
export const inviteStaff = (body: { email: string; name: string; role: StaffRole }) =>
  data(adminApi.post('staff', { json: body, retry: 0 }).json<{ data: { staff: StaffMember; link: string } }>());
/** An admin resets a colleague's lost authenticator (issue 31, item 16): they set it up again at sign-in. */
export const resetSecondFactor = (id: number) =>
  data(adminApi.post(`staff/${id}/reset-second-factor`, { retry: 0 }).json<{ data: StaffMember }>());
/** Offboarding (issue 29): every session of a disabled member ends at once; never the last admin (409). */
export const disableStaff = (id: number) =>
  data(adminApi.post(`staff/${id}/disable`, { retry: 0 }).json<{ data: StaffMember }>());
export const enableStaff = (id: number) => data(adminApi.post(`staff/${id}/enable`, { retry: 0 }).json<{ data: StaffMember }>());
export const setStaffRole = (id: number, role: StaffRole) =>
  data(adminApi.post(`staff/${id}/role`, { json: { role }, retry: 0 }).json<{ data: StaffMember }>());
export const getAudit = (before: number | null, signal?: AbortSignal) =>
  data(adminApi.get('audit', { searchParams: before ? { before } : {}, signal }).json<{ data: AuditEntry[] }>());

// ---- the catalogue's trips (reads for all staff, changes for admins) ----

export const getTrips = (q: string, before: number | null, signal?: AbortSignal) =>
  adminApi
    .get('trips', { searchParams: params({ q, before: before ?? undefined }), signal })
    .json<{ data: AdminTripRow[]; meta: { next: number | null } }>();
export const getAdminTrip = (id: number, signal?: AbortSignal) =>
  data(adminApi.get(`trips/${id}`, { signal }).json<{ data: AdminTrip }>());
/** One trip as the back office edits it, under `admin:trip:{id}`: set by its writes (they answer the trip). */
export const adminTripQuery = (id: number) => query(`admin:trip:${id}`, (signal) => getAdminTrip(id, signal));
export const updateTrip = (id: number, patch: AdminTripPatch) =>
  data(adminApi.post(`trips/${id}`, { json: patch, retry: 0 }).json<{ data: AdminTrip }>());
export const setPublished = (id: number, published: boolean) =>
  data(adminApi.post(`trips/${id}/${published ? 'publish' : 'unpublish'}`, { json: {}, retry: 0 }).json<{ data: AdminTrip }>());
export const addDeparture = (id: number, body: { date: string; seats: number; price: number | null }) =>
  data(adminApi.post(`trips/${id}/departures`, { json: body, retry: 0 }).json<{ data: AdminTrip }>());
export const removeDeparture = (id: number, date: string) =>
  data(adminApi.post(`trips/${id}/departures/remove`, { json: { date }, retry: 0 }).json<{ data: AdminTrip }>());
/** Every chosen weekday until a date (issue 31, item 15): the trip as it now is, and the dates made and skipped. */
export const addRecurringDepartures = async (id: number, body: RecurringDepartures) => {
  const answer = await adminApi
    .post(`trips/${id}/departures/recurring`, { json: body, retry: 0 })
    .json<{ data: AdminTrip; meta: { created: string[]; skipped: string[] } }>();
  return { trip: answer.data, ...answer.meta };
};
/** A copy of the trip, unpublished and titled "<title> (نسخة)" (issue 31, item 15). */
export const duplicateTrip = (id: number) =>
  data(adminApi.post(`trips/${id}/duplicate`, { json: {}, retry: 0 }).json<{ data: AdminTrip }>());

// ---- the catalogue's content: countries, cities, tags, banners, FAQ, site information ----

export type ContentPath = 'countries' | 'cities' | 'tags' | 'banners' | 'faq';

export const getContent = <T>(path: ContentPath, query: Record<string, string> = {}, signal?: AbortSignal) =>
  data(adminApi.get(path, { searchParams: params(query), signal }).json<{ data: T[] }>());
/** Adds one (id null) or changes the fields the body names. */
export const saveContent = <T>(path: ContentPath, id: number | null, body: object) =>
  data(adminApi.post(id === null ? path : `${path}/${id}`, { json: body, retry: 0 }).json<{ data: T }>());
export const deleteContent = (path: ContentPath, id: number) =>
  adminApi.post(`${path}/${id}/delete`, { json: {}, retry: 0 }).json<unknown>();
export const reorderFaq = (ids: number[]) => adminApi.post('faq/order', { json: { ids }, retry: 0 }).json<unknown>();
export const getSiteInfoForEdit = (signal?: AbortSignal) =>
  data(adminApi.get('site-info', { signal }).json<{ data: AdminSiteInfoValues }>());
/** The site information as edited, under `admin:site-info`: set by `saveSiteInfo`'s answer. */
export const siteInfoForEditQuery = () => query('admin:site-info', getSiteInfoForEdit);
export const saveSiteInfo = (body: Partial<AdminSiteInfoValues>) =>
  data(adminApi.post('site-info', { json: body, retry: 0 }).json<{ data: AdminSiteInfoValues }>());
export const getBookingTerms = (signal?: AbortSignal) =>
  data(adminApi.get('booking-terms', { signal }).json<{ data: { terms: string[] } }>());
/** The booking terms, under `admin:booking-terms`: set by `saveBookingTerms`'s answer. */
export const bookingTermsQuery = () => query('admin:booking-terms', getBookingTerms);
export const saveBookingTerms = (terms: string[]) =>
  data(adminApi.post('booking-terms', { json: { terms }, retry: 0 }).json<{ data: { terms: string[] } }>());

export const createTrip = (body: AdminTripPatch) =>
  data(adminApi.post('trips', { json: body, retry: 0 }).json<{ data: AdminTrip }>());

/**
 * Uploads one picture (POST /api/admin/pictures) and resolves to the address a trip keeps. Sent with
 * XMLHttpRequest, whose upload events give the progress a fetch cannot; rejects with the server's
 * Arabic message.
 */
export function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/pictures');
    const token = staffSession.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as { data?: { address: string }; message?: string } | null;
      if (xhr.status === 200 && body?.data) return resolve(body.data.address);
      if (xhr.status === 401) staffSession.end();
      reject(new Error(body?.message ?? pictureMessages.uploadFailed));
    };
    xhr.onerror = () => reject(new Error(pictureMessages.uploadFailed));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

// ---- invoices and credit notes (admins, issue 27) ----

export interface LedgerFilters {
  from?: string;
  to?: string;
  kind?: 'invoice' | 'credit_note';
  booking?: number;
  report?: 'pending' | 'reported' | 'rejected' | 'failed' | 'none';
}
export const getInvoices = (q: LedgerFilters, before: number | null, signal?: AbortSignal) =>
  data(
    adminApi
      .get('invoices', { searchParams: params({ ...q, before: before ?? undefined }), signal })
      .json<{ data: LedgerEntry[] }>(),
  );
export const getInvoice = (id: number, signal?: AbortSignal) =>
  data(adminApi.get(`invoices/${id}`, { signal }).json<{ data: InvoiceView }>());
/** One invoice whole, under `admin:invoice:{id}` (it never changes once issued). */
export const adminInvoiceQuery = (id: number) => query(`admin:invoice:${id}`, (signal) => getInvoice(id, signal));
/** A range of days' invoice lines with totals per VAT category, for the accountant. */
export const downloadInvoicesCsv = (q: { from: string; to: string; kind?: string }) =>
  saveCsv('invoices.csv', params(q), `invoices-${q.from}-${q.to}.csv`);

// ---- a trip's reviews (all staff read; admins hide and show, issue 30) ----

export const getTripReviews = (tripId: number, signal?: AbortSignal) =>
  adminApi.get(`trips/${tripId}/reviews`, { signal }).json<{ data: StaffReview[]; meta: { next_page: number | null } }>();
/** A trip's reviews for staff, under `admin:trip-reviews:{id}`: hiding or showing one sets it. */
export const tripReviewsQuery = (tripId: number) =>
  query(`admin:trip-reviews:${tripId}`, (signal) => getTripReviews(tripId, signal));
export const hideReview = (tripId: number, bookingId: number, reason: string) =>
  data(adminApi.post(`trips/${tripId}/reviews/${bookingId}/hide`, { json: { reason }, retry: 0 }).json<{ data: StaffReview }>());
export const showReview = (tripId: number, bookingId: number) =>
  data(adminApi.post(`trips/${tripId}/reviews/${bookingId}/show`, { json: {}, retry: 0 }).json<{ data: StaffReview }>());

// ---- the dashboard's figures and a departure's manifest (issue 31, item 14) ----

export const getFigures = (signal?: AbortSignal) => data(adminApi.get('figures', { signal }).json<{ data: BusinessFigures }>());
/** Under `admin:figures`, beside the dashboard's counts (a booking's change invalidates `admin:`). */
export const figuresQuery = () => query('admin:figures', getFigures);
export const getManifest = (tripId: number, date: string, signal?: AbortSignal) =>
  data(adminApi.get('manifest', { searchParams: { trip_id: tripId, date }, signal }).json<{ data: Manifest }>());
export const manifestQuery = (tripId: number, date: string) =>
  query(`admin:manifest:${tripId}:${date}`, (signal) => getManifest(tripId, date, signal));
export const downloadManifestCsv = (tripId: number, date: string) =>
  saveCsv('manifest.csv', { trip_id: tripId, date }, `manifest-${tripId}-${date}.csv`);

// ---- real visitors' speed (issue 28) ----

export const getRealVisitorFigures = (days: 7 | 28, signal?: AbortSignal) =>
  data(adminApi.get('vitals', { searchParams: { days }, signal }).json<{ data: VitalsSummary }>());
export const realVisitorsQuery = (days: 7 | 28) => query(`admin:vitals:${days}`, (signal) => getRealVisitorFigures(days, signal));
