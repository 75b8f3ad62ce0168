import { PAGES, type PageText } from '../pages.ts';

/** The privacy policy was last changed on 27 November 2026: data rights and retention (PDPL, issue 29). */
export const PRIVACY_UPDATED = '2026-11-27';

export const policyText: PageText = {
  title: PAGES.policy.label,
  description: 'كيف تجمع رحلة بياناتك الشخصية وتستخدمها وتحميها، وحقوقك عليها.',
};
