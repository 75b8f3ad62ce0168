import type { PageText } from '../pages.ts';
import { PACKAGES_DESCRIPTION } from './shared.ts';

export const packagesText: PageText = { title: 'الباقات', description: PACKAGES_DESCRIPTION };
