import type { BannerType } from './types.ts';

// Every page of the site, once (issue 25, item 2): its address, whether the server renders it,
// whether search engines may index it, its banner (PAGES), and its title and description, fixed or
// made from what the page shows (page-texts/, one file a page so that a screen's code carries its
// own; PAGE_TEXTS gives them by name). The web app's route tables, the server render's browser-only
// pages, the page status, the page hints, each page's head and the sitemap all read this table; no
// other place matches a page's path. docs/product.md, "Screens and routes", says what each page is.

/** A page's title (as its screen shows it; the <title> adds the site's name) and meta description. */
export interface PageText {
  title: string;
  description: string;
}

/** What a page is about, found by the id in its path: a page whose subject does not exist is a 404. */
export type PageSubject = 'trip' | 'country' | 'city' | 'tag';

export interface PageDef {
  /** The router's pattern: `:name` one segment, `:name?` an optional one (`:id` is digits), `*?` the rest. */
  readonly path: string;
  /** Rendered in the browser only (personal or one-shot pages); every other page the server renders for a guest. */
  readonly browserOnly?: true;
  /** Open to search engines (no `noindex`); every other page is `noindex`. */
  readonly indexed?: true;
  /** Listed in /sitemap.xml among the pages without a subject (`legal`: dated by the legal texts). */
  readonly sitemap?: 'list' | 'legal';
  /** The banner at the top of the page: its picture is hinted, and is the link preview. */
  readonly banner?: BannerType;
  /** The link preview's banner when the page shows none at its top. */
  readonly preview?: BannerType;
  /** The page shows the Home › page breadcrumb (and its schema.org BreadcrumbList). */
  readonly crumb?: boolean;
  readonly subject?: PageSubject;
  /**
   * The page's name in the site's own navigation (header, footer, account menu, breadcrumbs), which
   * is also its title: kept in this table, which every page loads, so naming a page costs no text.
   */
  readonly label?: string;
}

const admin = (path: string) => ({ path, browserOnly: true }) as const;

export const PAGES = {
  home: {
    label: 'الرئيسية',
    path: '/',
    indexed: true,
    sitemap: 'list',
    banner: 'home',
  },
  // Not in the sitemap: a search result page has no content of its own (its canonical is /search).
  search: {
    path: '/search',
    indexed: true,
    banner: 'search',
    crumb: true,
  },
  packages: {
    label: 'الباقات',
    path: '/packages',
    indexed: true,
    sitemap: 'list',
    banner: 'search',
    crumb: true,
  },
  tag: {
    path: '/packages/:id',
    indexed: true,
    subject: 'tag',
  },
  countries: {
    path: '/countries',
    indexed: true,
    sitemap: 'list',
    preview: 'search',
    crumb: true,
  },
  country: {
    path: '/countries/:id/:slug?',
    indexed: true,
    subject: 'country',
  },
  city: {
    path: '/cities/:id/:slug?',
    indexed: true,
    subject: 'city',
  },
  trip: {
    path: '/trip/:id/:slug?',
    indexed: true,
    subject: 'trip',
  },
  // Old favourites links: answered 301 to the trip's own address.
  tripLegacy: {
    path: '/trips/:id',
    subject: 'trip',
  },
  aboutUs: {
    label: 'من نحن',
    path: '/about-us',
    indexed: true,
    sitemap: 'list',
    banner: 'about-us',
    crumb: true,
  },
  contactUs: {
    label: 'تواصل معنا',
    path: '/contact-us',
    indexed: true,
    sitemap: 'list',
    banner: 'about-us',
    crumb: true,
  },
  faq: {
    path: '/faq',
    indexed: true,
    sitemap: 'list',
    banner: 'faq',
    crumb: true,
  },
  terms: {
    label: 'الشروط والأحكام',
    path: '/terms',
    indexed: true,
    sitemap: 'legal',
    banner: 'terms',
    crumb: true,
  },
  policy: {
    label: 'سياسة الخصوصية',
    path: '/policy',
    indexed: true,
    sitemap: 'legal',
    banner: 'policy',
    crumb: true,
  },
  login: {
    path: '/auth/login',
  },
  register: {
    path: '/auth/register',
  },
  forgetPassword: {
    path: '/auth/forget-password',
  },
  resetPassword: {
    path: '/auth/reset-password',
  },
  // One-shot pages: they act on the address they were opened with.
  oauthCallback: {
    path: '/auth/callback/:provider',
    browserOnly: true,
  },
  verifyEmail: {
    path: '/auth/verify-email',
    browserOnly: true,
  },
  // Rendered on the server with what every visitor sees alike (the trip's summary; issue 28), the
  // steps by the browser; never indexed.
  book: {
    path: '/trip/:id/:slug/book',
    subject: 'trip',
  },
  account: {
    label: 'إدارة الحساب',
    path: '/account',
    browserOnly: true,
  },
  favourites: {
    label: 'المفضلة',
    path: '/account/favourites',
    browserOnly: true,
  },
  accountTrips: {
    label: 'رحلاتي',
    path: '/account/trips',
    browserOnly: true,
  },
  // The customer's saved travellers (issue 31): reused when booking, edited and removed here.
  savedTravellers: {
    label: 'المسافرون المحفوظون',
    path: '/account/travellers',
    browserOnly: true,
  },
  booking: {
    path: '/account/trips/:id',
    browserOnly: true,
  },
  // A confirmed booking's voucher (issue 31, item 8), printable.
  voucher: {
    path: '/account/trips/:id/voucher',
    browserOnly: true,
  },
  // A booking's tax invoice or credit note (issue 27), printable.
  invoice: {
    path: '/account/trips/:id/invoices/:invoiceId',
    browserOnly: true,
  },
  // The back office (issue 17): staff only, rendered in the browser, never indexed.
  adminLogin: admin('/admin/login'),
  adminSetPassword: admin('/admin/set-password'),
  adminDashboard: admin('/admin'),
  adminBookings: admin('/admin/bookings'),
  adminBooking: admin('/admin/bookings/:id'),
  adminTrips: admin('/admin/trips'),
  adminNewTrip: admin('/admin/trips/new'),
  adminTrip: admin('/admin/trips/:id'),
  adminStaff: admin('/admin/staff'),
  adminAudit: admin('/admin/audit'),
  adminInvoices: admin('/admin/invoices'),
  adminManifest: admin('/admin/manifest'),
  adminInvoice: admin('/admin/invoices/:id'),
  adminContent: admin('/admin/content/:section?'),
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof PAGES;

/** A page pattern as a regular expression: `:id` is digits, other parameters any segment. */
export function pagePattern(pattern: string): RegExp {
  let re = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*?') {
      re += '(?:/(.*))?';
      continue;
    }
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      re += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    const value = param[1] === 'id' ? '([0-9]+)' : param[2] ? '([^/]*)' : '([^/]+)';
    re += param[2] ? `(?:/${value})?` : `/${value}`;
  }
  return new RegExp(`^${re || '/'}$`);
}

// Made on first use, so that a bundle that only reads the table (the web app's routes) carries none of it.
let matchers: { name: PageName; re: RegExp; keys: string[] }[] | undefined;
const pageMatchers = () =>
  (matchers ??= (Object.keys(PAGES) as PageName[]).map((name) => {
    const pattern = PAGES[name].path;
    const keys = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    return { name, re: pagePattern(pattern), keys };
  }));

export interface PageMatch {
  name: PageName;
  page: PageDef;
  /** The path's parameters by name (`id`, `slug`, …); an optional one that is absent is missing. */
  params: Record<string, string>;
}

/**
 * The page at a URL path (no query; one trailing slash ignored), or null when no page has it. The
 * first page whose pattern matches wins, in the table's order.
 */
export function matchPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { name, re, keys } of pageMatchers()) {
    const m = re.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (m[i + 1] !== undefined) params[key] = m[i + 1]!;
    });
    return { name, page: PAGES[name], params };
  }
  return null;
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Areas whose every page is rendered in the browser (the account, the back office): an unknown path there is too. */
let browserAreas: Set<string> | undefined;
function isBrowserArea(segment: string): boolean {
  const pages = Object.values(PAGES as Record<string, PageDef>);
  browserAreas ??= new Set(
    pages.map((p) => firstSegment(p.path)).filter((s) => pages.every((p) => firstSegment(p.path) !== s || p.browserOnly)),
  );
  return browserAreas.has(segment);
}

/**
 * Whether the server renders the page at this path: every page but the browser-only ones, and a
 * path no page has (its not-found page) unless it lies in a browser-only area. `match`: the path's
 * `matchPage`, when the caller has it already.
 */
export function rendersOnServer(pathname: string, match: PageMatch | null = matchPage(pathname)): boolean {
  return match ? !match.page.browserOnly : !isBrowserArea(firstSegment(pathname));
}
