import { uiMessages, type BannerType } from '@rihla/contract';

// Each page's title and description, word for word as its screen sets them (apps/web/src/screens,
// useDocumentMeta), so the page a crawler reads and the page after hydration have the same head.

export interface PageText {
  title: string;
  description: string;
  noindex?: boolean;
}

/** index.html's own description: pages whose screen sets none keep it. */
export const SITE_DESCRIPTION = 'رحلة: احجز رحلات وباقات سياحية ودراسة في الخارج بأفضل الأسعار، بدعم على مدار الساعة.';

export const HOME_CRUMB: [string, string] = ['الرئيسية', '/'];
export const PACKAGES_CRUMB: [string, string] = ['الباقات', '/packages'];

const PACKAGES_DESCRIPTION = 'تصفح الباقات السياحية حسب الدولة واختر وجهتك القادمة.';

/** Pages without a subject: their banner (the picture at their top) and whether they show a breadcrumb. */
export const STATIC_PAGES: Record<string, PageText & { banner: BannerType; crumb?: boolean }> = {
  '/': {
    title: 'الرئيسية',
    description: 'احجز رحلتك القادمة مع رحلة: عروض سياحية داخل المملكة وخارجها، باقات شهر العسل والعائلة، والدراسة في الخارج.',
    banner: 'home',
  },
  '/search': {
    title: 'نتائج البحث',
    description: 'ابحث عن رحلتك حسب مدينة المغادرة والوجهة والتاريخ وعدد الليالي والمسافرين.',
    banner: 'search',
    crumb: true,
  },
  '/packages': { title: 'الباقات', description: PACKAGES_DESCRIPTION, banner: 'search', crumb: true },
  '/countries': { title: 'الدول', description: PACKAGES_DESCRIPTION, banner: 'search', crumb: true },
  '/about-us': {
    title: 'من نحن',
    description: 'رحلة وكالة سفر سعودية تجمع لك أفضل الرحلات والباقات وبرامج الدراسة في الخارج في مكان واحد.',
    banner: 'about-us',
    crumb: true,
  },
  '/contact-us': {
    title: 'تواصل معنا',
    description: 'تواصل مع فريق رحلة عبر الهاتف أو واتساب أو البريد الإلكتروني، نحن متاحون على مدار الساعة.',
    banner: 'about-us',
    crumb: true,
  },
  '/faq': {
    title: 'الأسئلة الأكثر شيوعًا',
    description: 'إجابات عن أكثر الأسئلة شيوعًا حول الحجز والدفع والتأشيرات والإلغاء في رحلة.',
    banner: 'faq',
    crumb: true,
  },
  '/terms': {
    title: 'الشروط والأحكام',
    description: 'شروط استخدام موقع رحلة وحجز الرحلات: الأهلية، والتعديلات، وحدود المسؤولية.',
    banner: 'terms',
    crumb: true,
  },
  '/policy': {
    title: 'سياسة الخصوصية',
    description: 'كيف تجمع رحلة بياناتك الشخصية وتستخدمها وتحميها، وحقوقك عليها.',
    banner: 'policy',
    crumb: true,
  },
};

/** Sign-in, registration, booking and account pages: nothing for a search engine (noindex). */
export const AUTH_PAGES: Record<string, PageText> = {
  '/auth/login': {
    title: 'تسجيل الدخول',
    description: 'سجّل الدخول إلى حسابك في رحلة لحجز الرحلات ومتابعة حجوزاتك ومفضلتك.',
    noindex: true,
  },
  '/auth/register': {
    title: 'إنشاء حساب',
    description: 'أنشئ حسابك في رحلة برقم هاتفك وبريدك الإلكتروني لتحجز رحلتك القادمة.',
    noindex: true,
  },
  '/auth/forget-password': {
    title: 'استعادة كلمة المرور',
    description: 'أدخل بريدك الإلكتروني لتصلك تعليمات استعادة كلمة المرور.',
    noindex: true,
  },
  '/auth/reset-password': {
    title: 'تعيين كلمة مرور جديدة',
    description: 'اختر كلمة مرور جديدة لحسابك في رحلة.',
    noindex: true,
  },
  '/auth/verify-email': { title: 'تأكيد البريد الإلكتروني', description: SITE_DESCRIPTION, noindex: true },
  '/account': { title: 'إدارة الحساب', description: 'عدّل اسمك وتاريخ ميلادك وجنسك في حسابك على رحلة.', noindex: true },
  '/account/favourites': { title: 'المفضلة', description: 'الرحلات التي أضفتها إلى مفضلتك في رحلة.', noindex: true },
  '/account/trips': { title: 'رحلاتي', description: 'حجوزاتك في رحلة: حالتها وتواريخها وتقييمك لكل رحلة.', noindex: true },
  /** The back office (issue 17): staff only. */
  admin: { title: 'لوحة التحكم', description: 'لوحة تحكم فريق رحلة.', noindex: true },
  /** A booking's own page, /account/trips/{id}. */
  booking: { title: 'تفاصيل الحجز', description: 'حجزك في رحلة: التواريخ والمسافرون وحالة الحجز وإلغاؤه.', noindex: true },
  /** The booking wizard (its title names the trip). */
  book: { title: 'حجز رحلة', description: 'احجز رحلتك في ثلاث خطوات: الحساب وبيانات المسافرين والتأكيد.', noindex: true },
};

export const NOT_FOUND: PageText = {
  title: uiMessages.pageNotFound,
  description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.',
  noindex: true,
};
