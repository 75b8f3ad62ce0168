import type { PageText } from '../pages.ts';

/** index.html's own description, for pages that set none. */
export const SITE_DESCRIPTION = 'رحلة: احجز رحلات وباقات سياحية ودراسة في الخارج بأفضل الأسعار، بدعم على مدار الساعة.';

export const verifyEmailText: PageText = { title: 'تأكيد البريد الإلكتروني', description: SITE_DESCRIPTION };
