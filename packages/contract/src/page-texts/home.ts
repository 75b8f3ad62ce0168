import { PAGES, type PageText } from '../pages.ts';

export const homeText: PageText = {
  title: PAGES.home.label,
  description: 'احجز رحلتك القادمة مع رحلة: عروض سياحية داخل المملكة وخارجها، باقات شهر العسل والعائلة، والدراسة في الخارج.',
};
