import { PAGES, type PageText } from '../pages.ts';

/**
 * The terms were last changed on 28 November 2026: the booking section says what the site does (the
 * lead time, the passport's validity and self-service cancellation, issue 31, item 4).
 */
export const TERMS_UPDATED = '2026-11-28';

export const termsText: PageText = {
  title: PAGES.terms.label,
  description: 'شروط استخدام موقع رحلة وحجز الرحلات: الأهلية، والتعديلات، وحدود المسؤولية.',
};
