import type { PageText } from '../pages.ts';

export const registerText: PageText = {
  title: 'إنشاء حساب',
  description: 'أنشئ حسابك في رحلة برقم هاتفك وبريدك الإلكتروني لتحجز رحلتك القادمة.',
};
