import { PAGES, type PageText } from '../pages.ts';

export const accountText: PageText = {
  title: PAGES.account.label,
  description: 'عدّل اسمك وتاريخ ميلادك وجنسك في حسابك على رحلة.',
};
