import type { Static } from 'typebox';
import type { GeoResponse } from './wire/responses.ts';

// Server facts the browser may rely on beyond the spec's calls (added with the API server).

/** The largest id a database column holds (a 32-bit integer): a bigger one names nothing. */
export const MAX_ID = 2147483647;

/** Items per page of every paginated call. */
export const PAGE_SIZE = 12;

/** Path of the e-mailed password-reset link; the token arrives as ?token=. */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

/**
 * GET /api/geo: the visitor's country as the site's edge (CDN or proxy) reported it, lower-case ISO
 * 3166 alpha-2, or null when unknown. It stands in for a third-party IP lookup from the
 * browser (docs/product.md, "Calls"): no visitor address leaves our servers.
 */
export type GeoLookup = Static<typeof GeoResponse>['data'];
