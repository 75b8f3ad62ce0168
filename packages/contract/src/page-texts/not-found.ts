import { uiMessages } from '../messages.ts';
import type { PageText } from '../pages.ts';

/** What a path that names no page (or a subject that does not exist) shows. */
export const NOT_FOUND_TEXT: PageText = {
  title: uiMessages.pageNotFound,
  description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
};
