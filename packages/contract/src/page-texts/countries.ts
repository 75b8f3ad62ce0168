import type { PageText } from '../pages.ts';
import { PACKAGES_DESCRIPTION } from './shared.ts';

export const countriesText: PageText = { title: 'الدول', description: PACKAGES_DESCRIPTION };
