import { PAGES, type PageText } from '../pages.ts';

export const favouritesText: PageText = { title: PAGES.favourites.label, description: 'الرحلات التي أضفتها إلى مفضلتك في رحلة.' };
