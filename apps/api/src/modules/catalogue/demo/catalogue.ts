import fs from 'node:fs';
import { addDays, durationText, todayIso, type BannerType, type IncludedItem, type ProgramDay } from '@rihla/contract';
import { withDemoSeats } from './demo-seats.ts';
import type { CatalogueTrip } from '../repositories/trip-rows.ts';

export type { CatalogueTrip };

// The demo catalogue, generated deterministically (same input, same catalogue). It has the JSON shape
// the operator CLI imports, so a real catalogue can replace it. Images point at the generated art of
// src/modules/media/art.ts.

export interface CatalogueCity {
  key: string;
  name: string;
  image?: string;
}

export interface CatalogueCountry {
  key: string;
  name: string;
  image?: string;
  cities: CatalogueCity[];
}

export interface CatalogueTag {
  key: string;
  name: string;
  title: string;
  description: string;
  image?: string;
}

export interface Catalogue {
  site_info?: Record<string, string | null>;
  countries: CatalogueCountry[];
  tags?: CatalogueTag[];
  banners?: {
    type: BannerType;
    title: string;
    text: string | null;
    link: string | null;
    link_text: string | null;
    image?: string;
  }[];
  faqs?: { question: string; answer: string }[];
  trips: CatalogueTrip[];
}

export const media = (kind: string, key: string) => `/api/media/${kind}/${key}.svg`;

interface Style {
  tag: string;
  /** The trip's title, with {city} for its destination. */
  title: string;
  pitch: string;
  days: string[];
}

// The demo catalogue's words (countries, cities, tags, trip styles, companies, what is included) are
// data, in catalogue-data.json; this file is the code that makes trips of them.
const DATA = JSON.parse(fs.readFileSync(new URL('./catalogue-data.json', import.meta.url), 'utf8')) as {
  countries: CatalogueCountry[];
  tags: CatalogueTag[];
  styles: Style[];
  companies: string[];
  included: IncludedItem[];
  departure_cities: string[];
};

export const COUNTRIES: CatalogueCountry[] = DATA.countries;
export const TAGS: CatalogueTag[] = DATA.tags;
const STYLES: Style[] = DATA.styles;
const COMPANIES = DATA.companies;
const INCLUDED: IncludedItem[] = DATA.included;
export const DEPARTURE_CITIES = DATA.departure_cities;

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (rand: () => number, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

export const ALL_CITIES = COUNTRIES.flatMap((c) => c.cities.map((city) => ({ ...city, country: c })));

/** One trip, reproducible from its index: the seed and the benchmark generator both use it. */
export function makeTrip(i: number, today: string = todayIso()): CatalogueTrip {
  const rand = prng(0x5eed + i * 7919);
  // Spread trips so every city gets several and every style appears in every country.
  const cityEntry = ALL_CITIES[i % ALL_CITIES.length]!;
  const style = STYLES[(i * 7 + Math.floor(i / ALL_CITIES.length)) % STYLES.length]!;
  const domestic = cityEntry.country.key === 'saudi';
  const fromKey = domestic
    ? pick(
        rand,
        DEPARTURE_CITIES.filter((k) => k !== cityEntry.key),
      )
    : i % 11 === 0
      ? null
      : pick(rand, DEPARTURE_CITIES);
  const fromName = ALL_CITIES.find((c) => c.key === fromKey)?.name ?? 'مدينتك';
  const duration = between(rand, 3, 10);
  const price = between(rand, 12, 150) * 100 - (rand() < 0.5 ? 1 : 0);
  const discounted = rand() < 0.6;
  const city = cityEntry.name;
  const program: ProgramDay[] = [];
  for (let day = 1; day <= duration; day++) {
    if (day === 1)
      program.push({
        day,
        title: `الوصول إلى ${city}`,
        description: `الاستقبال في مطار ${city} والانتقال إلى الفندق، ثم جولة مسائية قصيرة للتعرف على المكان.`,
        image: media('city', cityEntry.key),
      });
    else if (day === duration)
      program.push({
        day,
        title: 'المغادرة',
        description: `تسليم الغرف والانتقال إلى المطار للعودة إلى ${fromName}، مع تمنياتنا برحلة سعيدة.`,
        image: null,
      });
    else {
      const activity = style.days[(day + i) % style.days.length]!;
      program.push({
        day,
        title: activity,
        description: `${activity} في ${city}، مع وقت حر بعد الظهر وعودة إلى الفندق مساءً.`,
        image: day % 3 === 0 ? media('trip', `${cityEntry.key}-${i}-${day}`) : null,
      });
    }
  }
  const included = INCLUDED.filter((_, k) => k < 3 || rand() < 0.5);
  // What the price leaves out: the rest of the usual items (no draw of its own, so the trips stay as they were).
  const not_included = INCLUDED.filter((item) => !included.includes(item));
  const rates = rand() < 0.8 ? between(rand, 1, 240) : 0;
  const avg = 3 + rand() * 2;
  const extraTag = rand() < 0.3 ? pick(rand, STYLES).tag : null;
  return {
    company: pick(rand, COMPANIES),
    title: `${style.title.replace('{city}', city)} (${durationText(duration)})`,
    description: `${style.pitch} تبدأ الرحلة من ${fromName} وتستمر ${durationText(duration)} في ${city}، ${cityEntry.country.name}. ${
      domestic ? 'اكتشف جمال المملكة مع برنامج مريح ومدروس.' : 'كل التفاصيل مرتبة لتستمتع بوقتك دون عناء.'
    }`,
    // A set of pictures per trip (seeded by the trip), so trips in one city do not share a picture.
    images: [0, 1, 2].map((n) => media('trip', `${cityEntry.key}-${i}-${n}`)),
    program,
    included,
    not_included,
    from_city: fromKey,
    to_city: cityEntry.key,
    tags: extraTag && extraTag !== style.tag ? [style.tag, extraTag] : [style.tag],
    price,
    price_before_discount: discounted ? Math.round(price * (1.1 + rand() * 0.25)) : null,
    default_adults: between(rand, 1, 2),
    default_childs: between(rand, 0, 1),
    max_additional_adults: between(rand, 0, 4),
    max_additional_childs: between(rand, 0, 3),
    price_per_additional_adult: Math.round(price * 0.35),
    price_per_additional_child: Math.round(price * 0.15),
    duration,
    expiry_date: i % 5 === 0 ? null : addDays(today, between(rand, 30, 365)),
    featured: i % 10 === 0,
    visits: between(rand, 0, 5000),
    rates_count: rates,
    rating_sum: Math.round(rates * avg),
  };
}

const CHAT_LINK = 'https://wa.me/966500000000';

export function demoCatalogue(tripCount = 150, today: string = todayIso()): Catalogue {
  const countries = COUNTRIES.map((c) => ({
    ...c,
    image: media('country', c.key),
    cities: c.cities.map((city) => ({ ...city, image: media('city', city.key) })),
  }));
  return {
    site_info: {
      facebook_url: 'https://www.facebook.com/rihla.travel',
      whatsapp_number: '966500000000',
      phone_number: '+966112345678',
      email_address: 'support@rihla.example',
      twitter_url: 'https://x.com/rihla_travel',
      instagram_url: 'https://www.instagram.com/rihla.travel',
      appstore_url: 'https://apps.apple.com/sa/app/rihla/id0000000000',
      playstore_url: 'https://play.google.com/store/apps/details?id=example.rihla',
      // A demo seller (issue 27): ZATCA's sample VAT number; the agency enters its own in the back office.
      legal_name: 'شركة رحلة للسفر والسياحة (بيانات تجريبية)',
      vat_number: '310122393500003',
      cr_number: '1010123456',
      tourism_licence: '73104567',
      address_building: '2322',
      address_street: 'طريق الملك فهد',
      address_district: 'العليا',
      address_city: 'الرياض',
      address_postal_code: '12211',
    },
    countries,
    tags: TAGS.map((t) => ({ ...t, image: media('tag', t.key) })),
    banners: [
      {
        type: 'home',
        title: 'اكتشف العالم مع رحلة',
        text: 'أفضل العروض على رحلات الصيف بأسعار تبدأ من 1,200 ريال',
        link: CHAT_LINK,
        link_text: 'تواصل معنا',
        image: media('banner', 'home-1'),
      },
      {
        type: 'home',
        title: 'شهر عسل لا يُنسى',
        text: 'باقات رومانسية إلى بالي والمالديف وجورجيا',
        link: CHAT_LINK,
        link_text: 'احجز الآن',
        image: media('banner', 'home-2'),
      },
      {
        type: 'home',
        title: 'اكتشف السعودية',
        text: 'العلا وأبها والطائف: وجهات قريبة وتجارب مدهشة',
        link: CHAT_LINK,
        link_text: 'اسألنا',
        image: media('banner', 'home-3'),
      },
      {
        type: 'about-us',
        title: 'من نحن',
        text: 'رحلة وكالة سفر سعودية تجمع لك أفضل الرحلات والباقات في مكان واحد',
        link: null,
        link_text: null,
        image: media('banner', 'about-us'),
      },
      { type: 'terms', title: 'الشروط والأحكام', text: null, link: null, link_text: null, image: media('banner', 'terms') },
      { type: 'policy', title: 'سياسة الخصوصية', text: null, link: null, link_text: null, image: media('banner', 'policy') },
      {
        type: 'faq',
        title: 'الأسئلة الأكثر شيوعًا',
        text: 'كل ما تريد معرفته قبل الحجز',
        link: null,
        link_text: null,
        image: media('banner', 'faq'),
      },
      {
        type: 'search',
        title: 'نتائج البحث',
        text: 'اختر رحلتك القادمة',
        link: null,
        link_text: null,
        image: media('banner', 'search'),
      },
    ],
    faqs: [
      {
        question: 'كيف أحجز رحلة؟',
        answer:
          'اختر الرحلة المناسبة، حدد عدد المسافرين وتاريخ السفر، ثم أدخل بيانات الجوازات واضغط على حجز. ستصلك رسالة تأكيد على بريدك الإلكتروني.',
      },
      {
        question: 'متى يجب أن أحجز قبل موعد السفر؟',
        answer:
          'قبل بدء الرحلة بـ 96 ساعة على الأقل حتى نتمكن من ترتيب الإقامة والتنقلات؛ ولذلك لا يعرض تقويم الرحلة تاريخًا أقرب من ذلك.',
      },
      {
        question: 'هل يمكنني إلغاء الحجز؟',
        answer:
          'نعم، بنفسك من صفحة «رحلاتي» في حسابك: اضغط «إلغاء الحجز» حتى 96 ساعة قبل منتصف ليل يوم بدء الرحلة بتوقيت الرياض، وترى قبل التأكيد ما يُعاد إليك وفق سياسة الاسترداد. بعد انتهاء هذه المهلة لا يُلغى الحجز من الحساب، فتواصل مع فريق الدعم لبحث حالتك.',
      },
      {
        question: 'ما المستندات المطلوبة للحجز؟',
        answer: 'صورة جواز سفر لكل مسافر بالغ يبقى ساريًا ستة أشهر على الأقل بعد انتهاء الرحلة، وصورة التأشيرة إن وجدت.',
      },
      { question: 'هل الأسعار تشمل تذاكر الطيران؟', answer: 'تختلف حسب الرحلة؛ راجع قائمة ما تشمله الرحلة في صفحتها.' },
      {
        question: 'كيف يتم حساب سعر المسافرين الإضافيين؟',
        answer: 'يشمل سعر الرحلة عددًا افتراضيًا من البالغين والأطفال، ويضاف سعر محدد لكل مسافر إضافي.',
      },
      {
        question: 'ما طرق التواصل مع خدمة العملاء؟',
        answer: 'فريق الدعم متاح على مدار الساعة طوال أيام الأسبوع عبر الهاتف والبريد الإلكتروني وواتساب.',
      },
      { question: 'هل غرف الفنادق فردية؟', answer: 'غرف الفنادق في الباقات ثلاثية في الأصل، ويمكن طلب غرف أخرى حسب التوفر.' },
    ],
    trips: withDemoSeats(
      Array.from({ length: tripCount }, (_, i) => makeTrip(i, today)),
      today,
    ),
  };
}

/** Arabic labels drawn on the generated art, by media key. */
export const artLabels: ReadonlyMap<string, string> = new Map<string, string>([
  ...COUNTRIES.map((c) => [`country/${c.key}`, c.name] as [string, string]),
  ...ALL_CITIES.map((c) => [`city/${c.key}`, c.name] as [string, string]),
  ...ALL_CITIES.flatMap((c) => [0, 1, 2, 3].map((n) => [`trip/${c.key}-${n}`, c.name] as [string, string])),
  ...TAGS.map((t) => [`tag/${t.key}`, t.name] as [string, string]),
  ['banner/home-1', 'اكتشف العالم'],
  ['banner/home-2', 'شهر العسل'],
  ['banner/home-3', 'اكتشف السعودية'],
  ['banner/about-us', 'من نحن'],
  ['banner/terms', 'الشروط والأحكام'],
  ['banner/policy', 'سياسة الخصوصية'],
  ['banner/faq', 'الأسئلة الشائعة'],
  ['banner/search', 'ابحث عن رحلتك'],
]);
