import { PAGES } from '@rihla/contract';

// The breadcrumbs' shared steps, named and addressed as the page table names them.
export const HOME_CRUMB = { label: PAGES.home.text.title, href: PAGES.home.path };
export const PACKAGES_CRUMB = { label: PAGES.packages.text.title, href: PAGES.packages.path };
