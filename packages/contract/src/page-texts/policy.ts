import type { PageText } from '../pages.ts';

export const policyText: PageText = {
  title: 'سياسة الخصوصية',
  description: 'كيف تجمع رحلة بياناتك الشخصية وتستخدمها وتحميها، وحقوقك عليها.',
};
