import { PAGES, type PageText } from '../pages.ts';

export const aboutUsText: PageText = {
  title: PAGES.aboutUs.label,
  description: 'رحلة وكالة سفر سعودية تجمع لك أفضل الرحلات والباقات وبرامج الدراسة في الخارج في مكان واحد.',
};
