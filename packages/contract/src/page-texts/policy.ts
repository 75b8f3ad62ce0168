import { PAGES, type PageText } from '../pages.ts';

export const policyText: PageText = {
  title: PAGES.policy.label,
  description: 'كيف تجمع رحلة بياناتك الشخصية وتستخدمها وتحميها، وحقوقك عليها.',
};
