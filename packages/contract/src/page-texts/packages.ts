import { PAGES, type PageText } from '../pages.ts';

// /packages and /countries show the same grid of countries under their own titles.
const PACKAGES_DESCRIPTION = 'تصفح الباقات السياحية حسب الدولة واختر وجهتك القادمة.';

export const packagesText: PageText = { title: PAGES.packages.label, description: PACKAGES_DESCRIPTION };
export const countriesText: PageText = { title: 'الدول', description: PACKAGES_DESCRIPTION };
