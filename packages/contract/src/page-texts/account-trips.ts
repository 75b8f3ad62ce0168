import type { PageText } from '../pages.ts';

export const accountTripsText: PageText = { title: 'رحلاتي', description: 'حجوزاتك في رحلة: حالتها وتواريخها وتقييمك لكل رحلة.' };
