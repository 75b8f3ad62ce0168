import type { PageText } from '../pages.ts';

export const loginText: PageText = {
  title: 'تسجيل الدخول',
  description: 'سجّل الدخول إلى حسابك في رحلة لحجز الرحلات ومتابعة حجوزاتك ومفضلتك.',
};
