import type { PageText } from '../pages.ts';
import { SITE_DESCRIPTION } from './shared.ts';

export const verifyEmailText: PageText = { title: 'تأكيد البريد الإلكتروني', description: SITE_DESCRIPTION };
