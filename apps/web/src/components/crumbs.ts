import { PAGES } from '@rihla/contract';

// The breadcrumbs' shared steps, named and addressed as the page table names them (its labels ride
// with the table every page loads, so a crumb costs a page no text of its own).
export const HOME_CRUMB = { label: PAGES.home.label, href: PAGES.home.path };
export const PACKAGES_CRUMB = { label: PAGES.packages.label, href: PAGES.packages.path };
