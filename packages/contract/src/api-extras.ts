import type { Booking, TripCard } from './types.ts';

// Server facts the browser may rely on beyond SPEC.md section 7 (added with the API server).

/** Every list of trips the server returns (home, search, country, favourites) carries these too. */
export interface ListedTrip extends TripCard {
  duration: number;
  to_city: { id: number; name: string };
  tags: string[];
}

/** A customer's uploaded passport or visa image, fetched with the bearer token. */
export interface BookingFile {
  id: number;
  kind: 'passport' | 'visa';
  /** Index of the adult traveller (0-based). */
  traveller: number;
  mime: string;
  /** GET /api/customer/bookings/{id}/files/{fileId} */
  url: string;
}

export type BookingWithFiles = Booking & { files: BookingFile[] };

/** Items per page of every paginated call. */
export const PAGE_SIZE = 12;

/** Header that makes POST /api/customer/trips/book safe to retry: same key, same booking. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Path of the e-mailed password-reset link; the token arrives as ?token=. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** POST /api/auth/reset-password */
export interface ResetPasswordPayload {
  token: string;
  password: string;
  password_confirmation: string;
}

/**
 * GET /api/geo: the visitor's country as the site's edge (CDN or proxy) reported it, lower-case ISO
 * 3166 alpha-2, or null when unknown. It stands in for the browser's third-party IP lookup of SPEC.md
 * section 7: no visitor address leaves our servers.
 */
export interface GeoLookup {
  country_code: string | null;
}
