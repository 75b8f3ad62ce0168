import type { PageText } from '../pages.ts';

export const aboutUsText: PageText = {
  title: 'من نحن',
  description: 'رحلة وكالة سفر سعودية تجمع لك أفضل الرحلات والباقات وبرامج الدراسة في الخارج في مكان واحد.',
};
