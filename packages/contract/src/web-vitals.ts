import { PAGES, type PageName } from './pages.ts';

// Real visitors' speed (issue 28; docs/product.md, "Real visitors"): the browser measures five of
// Google's web vitals with the web-vitals library and reports them, once each per page load, with the
// type of the page it landed on and nothing else (no address, no account, no cookie). The server keeps
// a histogram per Riyadh day, page type and metric, and the back office reads the 75th percentile
// against Google's thresholds.

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Google's "good" and "poor" bounds (web.dev/articles/vitals): good ≤ the first, poor > the second. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The largest value taken: 10 minutes in milliseconds, a layout shift score of 100. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 600_000, INP: 600_000, CLS: 100, FCP: 600_000, TTFB: 600_000 };

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'جيد',
  'needs-improvement': 'يحتاج إلى تحسين',
  poor: 'ضعيف',
};

/** A page the visitor lands on that matches no page of the table. */
export const NOT_FOUND_PAGE = 'notFound';

/** What a browser sends (POST /api/vitals; wire/vitals.ts checks it). */
export interface VitalsReportBody {
  page: VitalPage;
  metrics: { name: VitalMetric; value: number }[];
}

/** The page types reported: every page of the table but the back office's, and the not-found page. */
export const VITAL_PAGES = [
  ...(Object.keys(PAGES) as PageName[]).filter((name) => !PAGES[name].path.startsWith('/admin')),
  NOT_FOUND_PAGE,
] as const;
export type VitalPage = PageName | typeof NOT_FOUND_PAGE;

// Values are kept in a histogram of logarithmic buckets, 5 % wide: bounded storage (at most a few
// hundred rows per page type, metric and day, whatever the traffic), and a 75th percentile within
// 2.5 % of the exact one. CLS is counted in thousandths so that it has buckets of its own size.
const STEP = Math.log(1.05);
const scale = (metric: VitalMetric) => (metric === 'CLS' ? 1000 : 1);

/** The bucket a value falls in. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  return Math.floor(Math.log1p(Math.max(0, value) * scale(metric)) / STEP);
}

/** The middle of a bucket, in the metric's own unit (geometric: the buckets grow by 5 %). */
export function vitalBucketValue(metric: VitalMetric, bucket: number): number {
  return Math.expm1((bucket + 0.5) * STEP) / scale(metric);
}

/** The 75th percentile of a histogram (bucket → count), or null when it holds nothing. */
export function histogramP75(metric: VitalMetric, counts: { bucket: number; count: number }[]): number | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (!total) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const c of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += c.count;
    if (seen >= rank) return vitalBucketValue(metric, c.bucket);
  }
  return null;
}

/** Each reported page type as the dashboard names it. */
export const VITAL_PAGE_LABELS: Record<string, string> = {
  home: 'الرئيسية',
  search: 'البحث',
  packages: 'الباقات',
  tag: 'صفحة باقة',
  countries: 'الدول',
  country: 'صفحة دولة',
  city: 'صفحة مدينة',
  trip: 'صفحة رحلة',
  tripLegacy: 'رابط رحلة قديم',
  aboutUs: 'من نحن',
  contactUs: 'تواصل معنا',
  faq: 'الأسئلة الشائعة',
  terms: 'الشروط والأحكام',
  policy: 'سياسة الخصوصية',
  login: 'تسجيل الدخول',
  register: 'إنشاء حساب',
  forgetPassword: 'نسيت كلمة المرور',
  resetPassword: 'تعيين كلمة المرور',
  oauthCallback: 'العودة من الدخول بحساب اجتماعي',
  verifyEmail: 'تأكيد البريد الإلكتروني',
  book: 'الحجز',
  account: 'إدارة الحساب',
  favourites: 'المفضلة',
  accountTrips: 'رحلاتي',
  savedTravellers: 'المسافرون المحفوظون',
  booking: 'تفاصيل حجز',
  voucher: 'قسيمة الحجز',
  invoice: 'فاتورة',
  notFound: 'صفحة غير موجودة',
};
