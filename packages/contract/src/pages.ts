import { uiMessages } from './messages.ts';
import type { BannerType } from './types.ts';

// Every page of the site, once (issue 25, item 2): its address, whether the server renders it,
// whether search engines may index it, and its title and description, fixed or made from what the
// page shows. The web app's route tables, the server render's browser-only pages, the page status,
// the page hints, each page's head and the sitemap all read this table; no other place matches a
// page's path. docs/product.md, "Screens and routes", says what each page is.

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
  /** Rendered by the server for a guest; otherwise in the browser only (personal or one-shot pages). */
  readonly ssr: boolean;
  /** Open to search engines (no `noindex`). */
  readonly indexed: boolean;
  /** Listed in /sitemap.xml among the pages without a subject (`legal`: dated by the legal texts). */
  readonly sitemap?: 'list' | 'legal';
  /** The banner at the top of the page: its picture is hinted, and is the link preview. */
  readonly banner?: BannerType;
  /** The link preview's banner when the page shows none at its top. */
  readonly preview?: BannerType;
  /** The page shows the Home › page breadcrumb (and its schema.org BreadcrumbList). */
  readonly crumb?: boolean;
  readonly subject?: PageSubject;
  /** Fixed text, or how it is made from the page's data. */
  readonly text: PageText | ((data: never) => PageText);
}

/** index.html's own description, for pages that set none. */
export const SITE_DESCRIPTION = 'رحلة: احجز رحلات وباقات سياحية ودراسة في الخارج بأفضل الأسعار، بدعم على مدار الساعة.';

const PACKAGES_DESCRIPTION = 'تصفح الباقات السياحية حسب الدولة واختر وجهتك القادمة.';
const ADMIN: PageText = { title: 'لوحة التحكم', description: 'لوحة تحكم فريق رحلة.' };
const admin = (path: string) => ({ path, ssr: false, indexed: false, text: ADMIN }) as const;

export const PAGES = {
  home: {
    path: '/',
    ssr: true,
    indexed: true,
    sitemap: 'list',
    banner: 'home',
    text: {
      title: 'الرئيسية',
      description: 'احجز رحلتك القادمة مع رحلة: عروض سياحية داخل المملكة وخارجها، باقات شهر العسل والعائلة، والدراسة في الخارج.',
    },
  },
  // Not in the sitemap: a search result page has no content of its own (its canonical is /search).
  search: {
    path: '/search',
    ssr: true,
    indexed: true,
    banner: 'search',
    crumb: true,
    text: { title: 'نتائج البحث', description: 'ابحث عن رحلتك حسب مدينة المغادرة والوجهة والتاريخ وعدد الليالي والمسافرين.' },
  },
  packages: {
    path: '/packages',
    ssr: true,
    indexed: true,
    sitemap: 'list',
    banner: 'search',
    crumb: true,
    text: { title: 'الباقات', description: PACKAGES_DESCRIPTION },
  },
  tag: {
    path: '/packages/:id',
    ssr: true,
    indexed: true,
    subject: 'tag',
    text: (tag: { title: string; description: string }) => ({ title: tag.title, description: tag.description }),
  },
  countries: {
    path: '/countries',
    ssr: true,
    indexed: true,
    sitemap: 'list',
    preview: 'search',
    crumb: true,
    text: { title: 'الدول', description: PACKAGES_DESCRIPTION },
  },
  country: {
    path: '/countries/:id/:slug?',
    ssr: true,
    indexed: true,
    subject: 'country',
    text: (country: { name: string }) => ({
      title: `رحلات ${country.name}`,
      description: `أفضل الرحلات والمدن في ${country.name}: اختر مدينتك واحجز رحلتك.`,
    }),
  },
  city: {
    path: '/cities/:id/:slug?',
    ssr: true,
    indexed: true,
    subject: 'city',
    text: (city: { name: string }) => ({
      title: `رحلات ${city.name}`,
      description: `الرحلات المتاحة إلى ${city.name}: قارن الأسعار واحجز رحلتك.`,
    }),
  },
  trip: {
    path: '/trip/:id/:slug?',
    ssr: true,
    indexed: true,
    subject: 'trip',
    // The description: the first 150 characters of the trip's own.
    text: (trip: { title: string; description: string }) => ({ title: trip.title, description: trip.description.slice(0, 150) }),
  },
  // Old favourites links: answered 301 to the trip's own address.
  tripLegacy: {
    path: '/trips/:id',
    ssr: true,
    indexed: false,
    subject: 'trip',
    text: (trip: { title: string; description: string }) => ({ title: trip.title, description: trip.description.slice(0, 150) }),
  },
  aboutUs: {
    path: '/about-us',
    ssr: true,
    indexed: true,
    sitemap: 'list',
    banner: 'about-us',
    crumb: true,
    text: {
      title: 'من نحن',
      description: 'رحلة وكالة سفر سعودية تجمع لك أفضل الرحلات والباقات وبرامج الدراسة في الخارج في مكان واحد.',
    },
  },
  contactUs: {
    path: '/contact-us',
    ssr: true,
    indexed: true,
    sitemap: 'list',
    banner: 'about-us',
    crumb: true,
    text: {
      title: 'تواصل معنا',
      description: 'تواصل مع فريق رحلة عبر الهاتف أو واتساب أو البريد الإلكتروني، نحن متاحون على مدار الساعة.',
    },
  },
  faq: {
    path: '/faq',
    ssr: true,
    indexed: true,
    sitemap: 'list',
    banner: 'faq',
    crumb: true,
    text: {
      title: 'الأسئلة الأكثر شيوعًا',
      description: 'إجابات عن أكثر الأسئلة شيوعًا حول الحجز والدفع والتأشيرات والإلغاء في رحلة.',
    },
  },
  terms: {
    path: '/terms',
    ssr: true,
    indexed: true,
    sitemap: 'legal',
    banner: 'terms',
    crumb: true,
    text: { title: 'الشروط والأحكام', description: 'شروط استخدام موقع رحلة وحجز الرحلات: الأهلية، والتعديلات، وحدود المسؤولية.' },
  },
  policy: {
    path: '/policy',
    ssr: true,
    indexed: true,
    sitemap: 'legal',
    banner: 'policy',
    crumb: true,
    text: { title: 'سياسة الخصوصية', description: 'كيف تجمع رحلة بياناتك الشخصية وتستخدمها وتحميها، وحقوقك عليها.' },
  },
  login: {
    path: '/auth/login',
    ssr: true,
    indexed: false,
    text: { title: 'تسجيل الدخول', description: 'سجّل الدخول إلى حسابك في رحلة لحجز الرحلات ومتابعة حجوزاتك ومفضلتك.' },
  },
  register: {
    path: '/auth/register',
    ssr: true,
    indexed: false,
    text: { title: 'إنشاء حساب', description: 'أنشئ حسابك في رحلة برقم هاتفك وبريدك الإلكتروني لتحجز رحلتك القادمة.' },
  },
  forgetPassword: {
    path: '/auth/forget-password',
    ssr: true,
    indexed: false,
    text: { title: 'استعادة كلمة المرور', description: 'أدخل بريدك الإلكتروني لتصلك تعليمات استعادة كلمة المرور.' },
  },
  resetPassword: {
    path: '/auth/reset-password',
    ssr: true,
    indexed: false,
    text: { title: 'تعيين كلمة مرور جديدة', description: 'اختر كلمة مرور جديدة لحسابك في رحلة.' },
  },
  // One-shot pages: they act on the address they were opened with.
  oauthCallback: {
    path: '/auth/callback/:provider',
    ssr: false,
    indexed: false,
    text: { title: 'تسجيل الدخول', description: 'سجّل الدخول إلى حسابك في رحلة لحجز الرحلات ومتابعة حجوزاتك ومفضلتك.' },
  },
  verifyEmail: {
    path: '/auth/verify-email',
    ssr: false,
    indexed: false,
    text: { title: 'تأكيد البريد الإلكتروني', description: SITE_DESCRIPTION },
  },
  book: {
    path: '/trip/:id/:slug/book',
    ssr: false,
    indexed: false,
    subject: 'trip',
    text: (trip: { title: string }) => ({
      title: `حجز ${trip.title}`,
      description: 'احجز رحلتك في ثلاث خطوات: الحساب وبيانات المسافرين والتأكيد.',
    }),
  },
  account: {
    path: '/account',
    ssr: false,
    indexed: false,
    text: { title: 'إدارة الحساب', description: 'عدّل اسمك وتاريخ ميلادك وجنسك في حسابك على رحلة.' },
  },
  favourites: {
    path: '/account/favourites',
    ssr: false,
    indexed: false,
    text: { title: 'المفضلة', description: 'الرحلات التي أضفتها إلى مفضلتك في رحلة.' },
  },
  accountTrips: {
    path: '/account/trips',
    ssr: false,
    indexed: false,
    text: { title: 'رحلاتي', description: 'حجوزاتك في رحلة: حالتها وتواريخها وتقييمك لكل رحلة.' },
  },
  booking: {
    path: '/account/trips/:id',
    ssr: false,
    indexed: false,
    text: (booking: { number: string }) => ({
      title: `تفاصيل الحجز رقم ${booking.number}`,
      description: 'حجزك في رحلة: التواريخ والمسافرون وحالة الحجز وإلغاؤه.',
    }),
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
  adminContent: admin('/admin/content/:section?'),
} as const satisfies Record<string, PageDef>;

export type PageName = keyof typeof PAGES;

/** What a path that names no page (or a subject that does not exist) shows. */
export const NOT_FOUND_TEXT: PageText = {
  title: uiMessages.pageNotFound,
  description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
};

/** The fixed text of a page that has one. */
export type FixedTextPage = { [N in PageName]: (typeof PAGES)[N]['text'] extends PageText ? N : never }[PageName];

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

const MATCHERS = (Object.keys(PAGES) as PageName[]).map((name) => {
  const pattern = PAGES[name].path;
  const keys = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return { name, re: pagePattern(pattern), keys };
});

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
  for (const { name, re, keys } of MATCHERS) {
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
const BROWSER_AREAS = new Set(
  Object.values(PAGES as Record<string, PageDef>)
    .map((p) => firstSegment(p.path))
    .filter((segment) =>
      Object.values(PAGES as Record<string, PageDef>).every((p) => firstSegment(p.path) !== segment || !p.ssr),
    ),
);

/**
 * Whether the server renders the page at this path: every page but the browser-only ones, and a
 * path no page has (its not-found page) unless it lies in a browser-only area.
 */
export function rendersOnServer(pathname: string): boolean {
  const match = matchPage(pathname);
  return match ? match.page.ssr : !BROWSER_AREAS.has(firstSegment(pathname));
}
