import type { Banner, Country, HomeResponse, SiteInfo, ListedTrip, Tag, TripDetail, User } from '@rihla/contract';
import { DEFAULT_BOOKING_TERMS } from '@rihla/contract';

// Small, typed answers of the API for screen tests: enough of each to show what the screen shows.

export const siteInfo: SiteInfo = {
  facebook_url: null,
  whatsapp_number: '966511111111',
  phone_number: '+966511111111',
  email_address: 'hello@rihla.example',
  twitter_url: null,
  instagram_url: null,
  appstore_url: null,
  playstore_url: null,
  booking_terms: [...DEFAULT_BOOKING_TERMS],
  auth_providers: [],
  cancel_cutoff_hours: 96,
  booking_lead_hours: 96,
  passport_valid_months: 6,
  cancellation_policy: 'عند الإلغاء قبل موعد الرحلة بـ 96 ساعة أو أكثر يُعاد المبلغ المدفوع كاملًا.',
};

export const tags: Tag[] = [
  { id: 3, image: '/img/honeymoon.jpg', name: 'شهر العسل', title: 'باقات شهر العسل', description: 'رحلات لشخصين.' },
  { id: 4, image: '/img/family.jpg', name: 'العائلة', title: 'باقات العائلة', description: 'رحلات للعائلة.' },
];

export const tripCard: ListedTrip = {
  id: 7,
  title: 'جولة في إسطنبول',
  description: 'خمسة أيام بين المساجد والأسواق والبوسفور.',
  price: 4200,
  price_before_discount: null,
  images: ['/img/istanbul.jpg'],
  average_rating: 4.5,
  rates_count: 12,
  is_favourite: false,
  link: '/trip/7/جولة-في-إسطنبول',
  duration: 5,
  to_city: { id: 20, name: 'إسطنبول' },
  tags: [],
};

export const trip: TripDetail = {
  ...tripCard,
  company: 'سفريات الأفق',
  program: [
    { day: 1, title: 'الوصول', description: 'الاستقبال في المطار والانتقال إلى الفندق.', image: null },
    { day: 2, title: 'المدينة القديمة', description: 'آيا صوفيا والجامع الأزرق.', image: null },
  ],
  included: [{ name: 'الإقامة', title: 'فندق أربع نجوم' }],
  not_included: [{ name: 'التأشيرة', title: 'رسوم التأشيرة' }],
  default_adults: 2,
  default_childs: 0,
  max_additional_adults: 2,
  max_additional_childs: 2,
  price_per_additional_adult: 1500,
  price_per_additional_child: 800,
  duration: 5,
  expiry_date: null,
  tags: [],
  from_city: { id: 1, name: 'الرياض' },
  to_city: { id: 20, name: 'إسطنبول', country_id: 2 },
};

const countries: Country[] = [
  {
    id: 2,
    name: 'تركيا',
    image: '/img/turkey.jpg',
    cities: [{ id: 20, name: 'إسطنبول', image: '/img/istanbul.jpg', country_id: 2 }],
  },
  {
    id: 1,
    name: 'السعودية',
    image: '/img/saudi.jpg',
    cities: [{ id: 10, name: 'العلا', image: '/img/alula.jpg', country_id: 1 }],
  },
];

const banner: Banner = {
  id: 1,
  type: 'home',
  image: '/img/banner.jpg',
  title: 'صيف العلا',
  text: 'عروض الصيف على رحلات العلا',
  link: null,
  link_text: null,
};

export const home: HomeResponse = { countries, banners: [banner], trips: { featured: [tripCard], latest: [tripCard] } };

export const customer: User = {
  id: 7,
  name: 'سارة العتيبي',
  avatar: null,
  email: 'sara@example.com',
  birthday: '1995-04-12',
  gender: 'female',
  country_code: 'sa',
  phone_number: '+966501234567',
  email_verified_at: '2026-01-01T00:00:00Z',
};
