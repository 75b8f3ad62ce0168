import type { PageText } from '../pages.ts';

export const adminText: PageText = { title: 'لوحة التحكم', description: 'لوحة تحكم فريق رحلة.' };
