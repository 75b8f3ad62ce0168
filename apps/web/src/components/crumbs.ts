import { homeText, packagesText, PAGES } from '@rihla/contract';

// The breadcrumbs' shared steps, named and addressed as the page table names them.
export const HOME_CRUMB = { label: homeText.title, href: PAGES.home.path };
export const PACKAGES_CRUMB = { label: packagesText.title, href: PAGES.packages.path };
