import { PAGES, type PageText } from '../pages.ts';

export const contactUsText: PageText = {
  title: PAGES.contactUs.label,
  description: 'تواصل مع فريق رحلة عبر الهاتف أو واتساب أو البريد الإلكتروني، نحن متاحون على مدار الساعة.',
};
