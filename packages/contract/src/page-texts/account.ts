import type { PageText } from '../pages.ts';

export const accountText: PageText = { title: 'إدارة الحساب', description: 'عدّل اسمك وتاريخ ميلادك وجنسك في حسابك على رحلة.' };
