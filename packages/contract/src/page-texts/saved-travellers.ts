import { PAGES, type PageText } from '../pages.ts';

export const savedTravellersText: PageText = {
  title: PAGES.savedTravellers.label,
  description: 'المسافرون الذين حفظتهم في حسابك على رحلة لتعبئة بياناتهم في حجوزاتك القادمة.',
};
