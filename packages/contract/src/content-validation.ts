import { BANNER_TYPES } from './wire/enums.ts';
import { compact, type FieldErrors } from './validation.ts';
import { MAX_BOOKING_TERM_LENGTH, MAX_BOOKING_TERMS } from './booking-terms.ts';

// The back office's rules for the rest of the catalogue's content (issue 17): countries, cities,
// tags, banners and the booking terms, one Arabic message per field. The server applies them to every
// write; the back-office forms show the same words before sending.

export const contentMessages = {
  name: 'اكتب الاسم',
  image: 'ارفع صورة (رابطها يبدأ بـ / أو https://)',
  position: 'الترتيب: رقم صحيح من 0 إلى 10000',
  country: 'اختر الدولة من القائمة',
  title: 'اكتب العنوان',
  description: 'اكتب الوصف',
  bannerType: 'اختر نوع البانر من القائمة',
  link: 'الرابط يبدأ بـ / أو https://، أو اتركه فارغًا',
  linkText: 'اكتب نص الرابط، أو احذف الرابط',
  terms: `اكتب من شرط واحد إلى ${MAX_BOOKING_TERMS} شرطًا، كل شرط نص غير فارغ حتى ${MAX_BOOKING_TERM_LENGTH} حرف`,
  countryInUse: (trips: number) => `لا يمكن حذف هذه الدولة: عدد الرحلات المتجهة إليها ${trips}. انقل هذه الرحلات أو احذفها أولًا.`,
  countryHasCities: (cities: number) => `لا يمكن حذف هذه الدولة: عدد مدنها ${cities}. احذف مدنها أولًا.`,
  cityInUse: (trips: number) => `لا يمكن حذف هذه المدينة: عدد الرحلات التي تستخدمها ${trips}. انقل هذه الرحلات أو احذفها أولًا.`,
  tagInUse: (trips: number) => `لا يمكن حذف هذا الوسم: عدد الرحلات الموسومة به ${trips}. أزله من هذه الرحلات أولًا.`,
  inUse: 'لا يمكن الحذف: ما زالت رحلات تستخدم هذا العنصر.',
} as const;

const m = contentMessages;
const filled = (v: string) => v.trim().length > 0;
/** A picture's address: a path of this site or an https address (uploads come with their own pipeline). */
export const isPictureAddress = (v: string) => /^(\/|https:\/\/)\S+$/.test(v);
const order = (v: number) => Number.isInteger(v) && v >= 0 && v <= 10_000;

export interface CountryValues {
  name: string;
  image: string;
  position: number;
}
export interface CityValues {
  name: string;
  image: string;
  country_id: number;
}
export interface TagValues {
  name: string;
  image: string;
  title: string;
  description: string;
}
export interface BannerValues {
  type: string;
  image: string;
  title: string;
  text: string | null;
  link: string | null;
  link_text: string | null;
  position: number;
}

export const validateCountry = (c: CountryValues): FieldErrors<keyof CountryValues> =>
  compact({
    name: filled(c.name) ? null : m.name,
    image: isPictureAddress(c.image) ? null : m.image,
    position: order(c.position) ? null : m.position,
  });

export const validateCity = (c: CityValues): FieldErrors<keyof CityValues> =>
  compact({
    name: filled(c.name) ? null : m.name,
    image: isPictureAddress(c.image) ? null : m.image,
    country_id: Number.isInteger(c.country_id) && c.country_id > 0 ? null : m.country,
  });

export const validateTag = (t: TagValues): FieldErrors<keyof TagValues> =>
  compact({
    name: filled(t.name) ? null : m.name,
    image: isPictureAddress(t.image) ? null : m.image,
    title: filled(t.title) ? null : m.title,
    description: filled(t.description) ? null : m.description,
  });

export const validateBanner = (b: BannerValues): FieldErrors<keyof BannerValues> =>
  compact({
    type: (BANNER_TYPES as readonly string[]).includes(b.type) ? null : m.bannerType,
    image: isPictureAddress(b.image) ? null : m.image,
    title: null,
    text: null,
    link: b.link === null || isPictureAddress(b.link) ? null : m.link,
    link_text: b.link_text !== null && b.link === null ? m.linkText : null,
    position: order(b.position) ? null : m.position,
  });

export const validateBookingTerms = (terms: readonly string[]): FieldErrors<'terms'> =>
  compact({
    terms:
      terms.length >= 1 &&
      terms.length <= MAX_BOOKING_TERMS &&
      terms.every((t) => filled(t) && t.trim().length <= MAX_BOOKING_TERM_LENGTH)
        ? null
        : m.terms,
  });

/** The banner types by their Arabic names, in the back office's order. */
export const bannerTypeNames: Record<(typeof BANNER_TYPES)[number], string> = {
  home: 'الرئيسية',
  search: 'نتائج البحث',
  'about-us': 'من نحن وتواصل معنا',
  terms: 'الشروط والأحكام',
  policy: 'سياسة الخصوصية',
  faq: 'الأسئلة الشائعة',
};
