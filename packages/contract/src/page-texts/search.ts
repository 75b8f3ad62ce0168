import type { PageText } from '../pages.ts';

export const searchText: PageText = {
  title: 'نتائج البحث',
  description: 'ابحث عن رحلتك حسب مدينة المغادرة والوجهة والتاريخ وعدد الليالي والمسافرين.',
};
