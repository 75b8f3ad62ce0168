import { PAGES, type PageText } from '../pages.ts';

export const termsText: PageText = {
  title: PAGES.terms.label,
  description: 'شروط استخدام موقع رحلة وحجز الرحلات: الأهلية، والتعديلات، وحدود المسؤولية.',
};
