import { PAGES, type PageText } from '../pages.ts';

export const accountTripsText: PageText = {
  title: PAGES.accountTrips.label,
  description: 'حجوزاتك في رحلة: حالتها وتواريخها وتقييمك لكل رحلة.',
};
