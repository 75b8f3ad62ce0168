import type { PageText } from '../pages.ts';

export const favouritesText: PageText = { title: 'المفضلة', description: 'الرحلات التي أضفتها إلى مفضلتك في رحلة.' };
