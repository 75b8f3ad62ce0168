import type { PageText } from '../pages.ts';

export const forgetPasswordText: PageText = {
  title: 'استعادة كلمة المرور',
  description: 'أدخل بريدك الإلكتروني لتصلك تعليمات استعادة كلمة المرور.',
};
