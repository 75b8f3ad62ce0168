import type { PageText } from '../pages.ts';

export const faqText: PageText = {
  title: 'الأسئلة الأكثر شيوعًا',
  description: 'إجابات عن أكثر الأسئلة شيوعًا حول الحجز والدفع والتأشيرات والإلغاء في رحلة.',
};
