import type { PageText } from '../pages.ts';

export const resetPasswordText: PageText = {
  title: 'تعيين كلمة مرور جديدة',
  description: 'اختر كلمة مرور جديدة لحسابك في رحلة.',
};
