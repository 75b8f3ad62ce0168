import { PRIVACY_UPDATED, TERMS_UPDATED } from '@rihla/contract';

// What every page's head shares: the site's name as the screens write it (apps/web's
// useDocumentMeta), the locale, and the size of the preview pictures.

export const SITE_NAME = 'رحلة';
export const OG_LOCALE = 'ar_SA';
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The document title as the browser app sets it, so hydration changes nothing: "{page} | رحلة". */
export const documentTitle = (page: string) => (page ? `${page} | ${SITE_NAME}` : SITE_NAME);

/** When either legal text last changed (the contract's dates): their pages' date in the sitemap. */
export const LEGAL_UPDATED = [TERMS_UPDATED, PRIVACY_UPDATED].sort().at(-1)!;

export const PREVIEW_KINDS = ['trip', 'country', 'city', 'tag', 'banner'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** The preview picture's address on this site (routes/media/preview): stable for the page's subject. */
export const previewPath = (kind: PreviewKind, key: number | string) => `/api/media/preview/${kind}/${key}.jpg`;
