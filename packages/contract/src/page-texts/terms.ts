import type { PageText } from '../pages.ts';

export const termsText: PageText = {
  title: 'الشروط والأحكام',
  description: 'شروط استخدام موقع رحلة وحجز الرحلات: الأهلية، والتعديلات، وحدود المسؤولية.',
};
