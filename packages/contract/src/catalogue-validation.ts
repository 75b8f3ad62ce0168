import { isVatCategory, validateVatNumber } from './vat.ts';
import { addDays, isIsoDate, todayIso } from './dates.ts';
import { validateEmail, compact, type FieldErrors } from './validation.ts';
import type { AdminTripInput, AdminSiteInfoValues, IsoDate } from './types.ts';

// The back office's rules for a trip, an FAQ entry and the site's contacts (issue 17), one Arabic
// message per field. The server applies them to every write; a back-office form can show the same
// words before sending. Whether a city or a tag exists is the server's to check.

export const tripMessages = {
  title: 'اكتب عنوان الرحلة',
  company: 'اكتب اسم الشركة المنظمة للرحلة',
  description: 'اكتب وصف الرحلة',
  images: 'روابط الصور يجب أن تبدأ بـ / أو https://',
  program: 'لكل يوم من البرنامج رقم يوم وعنوان ووصف',
  included: 'لكل عنصر مما تشمله الرحلة اسم وعنوان',
  notIncluded: 'لكل عنصر غير مشمول في الرحلة اسم وتفاصيل',
  price: 'اكتب سعر الرحلة: رقم أكبر من صفر',
  priceBeforeDiscount: 'السعر قبل الخصم يجب أن يكون أكبر من سعر الرحلة',
  defaultAdults: 'عدد البالغين في السعر: رقم صحيح من 1 إلى 50',
  defaultChilds: 'عدد الأطفال في السعر: رقم صحيح من 0 إلى 50',
  maxAdditionalAdults: 'أقصى عدد للبالغين الإضافيين: رقم صحيح من 0 إلى 50',
  maxAdditionalChilds: 'أقصى عدد للأطفال الإضافيين: رقم صحيح من 0 إلى 50',
  pricePerAdditionalAdult: 'سعر البالغ الإضافي: رقم لا يقل عن صفر',
  pricePerAdditionalChild: 'سعر الطفل الإضافي: رقم لا يقل عن صفر',
  duration: 'مدة الرحلة بالأيام: رقم صحيح من 1 إلى 365',
  expiryDate: 'تاريخ انتهاء العرض غير صحيح',
  toCity: 'اختر مدينة الوجهة من القائمة',
  fromCity: 'اختر مدينة الانطلاق من القائمة',
  tags: 'اختر الوسوم من القائمة',
  departureDate: 'اختر تاريخ الموعد',
  departurePast: 'اختر تاريخًا للموعد من الغد فصاعدًا',
  departureSeats: 'عدد المقاعد: رقم صحيح من 1 إلى 10000',
  departurePrice: 'سعر الموعد: رقم أكبر من صفر، أو اتركه فارغًا ليُطبَّق سعر الرحلة',
  departureOverbooked: 'حُجز في هذا الموعد مقاعد أكثر من العدد الجديد',
  departureBooked: 'لا يمكن حذف موعد فيه حجوزات، ألغِ حجوزاته أولًا',
  recurringWeekdays: 'اختر يومًا واحدًا من أيام الأسبوع على الأقل',
  recurringUntil: 'اختر تاريخ آخر مغادرة من الغد فصاعدًا',
  recurringTooMany: 'لا يمكن إنشاء أكثر من 104 مغادرات في طلب واحد؛ اختر تاريخ انتهاء أقرب',
  recurringNone: 'لا يقع أي يوم من الأيام المختارة بين الغد وهذا التاريخ',
  capacity: 'السعة اليومية: رقم صحيح من 1 إلى 10000، أو اتركها فارغة لتكون غير محدودة',
  question: 'اكتب السؤال',
  answer: 'اكتب الإجابة',
  faqOrder: 'رتّب كل الأسئلة: أرسل أرقامها كلها مرة واحدة',
  url: 'اكتب رابطًا صحيحًا يبدأ بـ https://',
  phone: 'اكتب رقم الهاتف بالأرقام الإنجليزية مع رمز الدولة، مثل \u200E+966500000000',
  email: 'اكتب البريد الإلكتروني بشكل صحيح',
} as const;

const m = tripMessages;
const filled = (v: string) => v.trim().length > 0;
const whole = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;
const money = (v: number) => Number.isFinite(v) && v >= 0 && v <= 10_000_000;
const picture = (v: string) => /^(\/|https:\/\/)\S+$/.test(v);

export type TripField = keyof AdminTripInput;

/** A trip's numeric fields: typed as text in the back office's form, numbers on the wire. */
export const TRIP_NUMBER_FIELDS = [
  'price',
  'price_before_discount',
  'default_adults',
  'default_childs',
  'max_additional_adults',
  'max_additional_childs',
  'price_per_additional_adult',
  'price_per_additional_child',
  'duration',
] as const satisfies readonly TripField[];

/** A whole trip, as it would be stored. */
export function validateTrip(t: AdminTripInput): FieldErrors<TripField> {
  return compact<TripField>({
    title: filled(t.title) ? null : m.title,
    company: filled(t.company) ? null : m.company,
    description: filled(t.description) ? null : m.description,
    images: t.images.every(picture) ? null : m.images,
    program: t.program.every(
      (d) => whole(d.day, 1, 365) && filled(d.title) && filled(d.description) && (d.image == null || picture(d.image)),
    )
      ? null
      : m.program,
    included: t.included.every((i) => filled(i.name) && filled(i.title)) ? null : m.included,
    not_included: t.not_included.every((i) => filled(i.name) && filled(i.title)) ? null : m.notIncluded,
    price: money(t.price) && t.price > 0 ? null : m.price,
    price_before_discount:
      t.price_before_discount === null || (money(t.price_before_discount) && t.price_before_discount > t.price)
        ? null
        : m.priceBeforeDiscount,
    default_adults: whole(t.default_adults, 1, 50) ? null : m.defaultAdults,
    default_childs: whole(t.default_childs, 0, 50) ? null : m.defaultChilds,
    max_additional_adults: whole(t.max_additional_adults, 0, 50) ? null : m.maxAdditionalAdults,
    max_additional_childs: whole(t.max_additional_childs, 0, 50) ? null : m.maxAdditionalChilds,
    price_per_additional_adult: money(t.price_per_additional_adult) ? null : m.pricePerAdditionalAdult,
    price_per_additional_child: money(t.price_per_additional_child) ? null : m.pricePerAdditionalChild,
    duration: whole(t.duration, 1, 365) ? null : m.duration,
    expiry_date: t.expiry_date === null || isIsoDate(t.expiry_date) ? null : m.expiryDate,
    tags: new Set(t.tags).size === t.tags.length ? null : m.tags,
    to_city_id: Number.isInteger(t.to_city_id) && t.to_city_id > 0 ? null : m.toCity,
    from_city_id: t.from_city_id === null || (Number.isInteger(t.from_city_id) && t.from_city_id > 0) ? null : m.fromCity,
    featured: null,
    published: null,
    vat_category: isVatCategory(t.vat_category) ? null : 'اختر فئة ضريبة القيمة المضافة',
  });
}

/** The messages of the fields a new trip must have and a body left out. */
export function missingTripFields(body: Partial<AdminTripInput>): FieldErrors<TripField> {
  const needed: [TripField, string][] = [
    ['title', m.title],
    ['company', m.company],
    ['description', m.description],
    ['price', m.price],
    ['default_adults', m.defaultAdults],
    ['duration', m.duration],
    ['to_city_id', m.toCity],
  ];
  const out: FieldErrors<TripField> = {};
  for (const [field, message] of needed) if (body[field] === undefined) out[field] = message;
  return out;
}

/** A departure to add or change: nobody can book a date before tomorrow, so none is set there. */
export function validateDeparture(d: { date?: string; seats?: number; price?: number | null }, today: IsoDate = todayIso()) {
  return compact({
    date: d.date === undefined || !isIsoDate(d.date) ? m.departureDate : d.date < addDays(today, 1) ? m.departurePast : null,
    seats: d.seats !== undefined && whole(d.seats, 1, 10_000) ? null : m.departureSeats,
    price: d.price == null || (money(d.price) && d.price > 0) ? null : m.departurePrice,
  });
}

export function validateFaq(f: { question: string; answer: string }) {
  return compact({ question: filled(f.question) ? null : m.question, answer: filled(f.answer) ? null : m.answer });
}

const URL_FIELDS = ['facebook_url', 'twitter_url', 'instagram_url', 'appstore_url', 'playstore_url'] as const;

export function validateSiteInfo(s: AdminSiteInfoValues): FieldErrors<keyof AdminSiteInfoValues> {
  const out: FieldErrors<keyof AdminSiteInfoValues> = {};
  for (const f of URL_FIELDS) {
    const v = s[f];
    if (v !== null && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(v)) out[f] = m.url;
  }
  for (const f of ['phone_number', 'whatsapp_number'] as const) {
    const v = s[f];
    if (v !== null && !/^\+?[0-9]{6,15}$/.test(v)) out[f] = m.phone;
  }
  if (s.email_address !== null && validateEmail(s.email_address)) out.email_address = m.email;
  // The seller's numbers (issue 27): as ZATCA and the Ministry of Commerce write them.
  if (s.vat_number != null) {
    const vat = validateVatNumber(s.vat_number);
    if (vat) out.vat_number = vat;
  }
  if (s.cr_number != null && !/^\d{10}$/.test(s.cr_number)) out.cr_number = 'رقم السجل التجاري 10 أرقام';
  if (s.address_postal_code != null && !/^\d{5}$/.test(s.address_postal_code)) out.address_postal_code = 'الرمز البريدي 5 أرقام';
  if (s.address_building != null && !/^\d{4}$/.test(s.address_building)) out.address_building = 'رقم المبنى 4 أرقام';
  return out;
}

// ---- recurring departures (issue 31, item 15): "every Friday until a date" in one request ----

/** The most departures one recurring request may make (two years of one weekday). */
export const RECURRING_MAX = 104;

/** Days of the week as Date.getUTCDay() counts them: 0 is Sunday, 5 Friday, 6 Saturday. */
export const WEEKDAY_NAMES = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'] as const;

/** An ISO date's day of the week (0 Sunday … 6 Saturday), the same anywhere: a date has no time zone. */
export const weekdayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The dates from `from` to `until` (both included) that fall on one of `weekdays`, in order. */
export function recurringDates(weekdays: readonly number[], from: IsoDate, until: IsoDate): IsoDate[] {
  const days = new Set(weekdays);
  const out: IsoDate[] = [];
  if (days.size === 0) return out;
  for (let d = from; d <= until; d = addDays(d, 1)) if (days.has(weekdayOf(d))) out.push(d);
  return out;
}

export interface RecurringDepartures {
  weekdays?: number[];
  until?: string;
  seats?: number;
  price?: number | null;
}

/**
 * A recurring request's mistakes, field by field: the dates run from tomorrow to `until`, at most
 * RECURRING_MAX of them; seats and price as for one departure.
 */
export function validateRecurring(r: RecurringDepartures, today: IsoDate = todayIso()) {
  const from = addDays(today, 1);
  const weekdaysOk = !!r.weekdays?.length && r.weekdays.every((w) => whole(w, 0, 6));
  const untilOk = r.until !== undefined && isIsoDate(r.until) && r.until >= from;
  // The span is bounded before it is walked: a far date is refused without counting its days.
  const dates =
    weekdaysOk && untilOk && r.until! <= addDays(from, 7 * RECURRING_MAX) ? recurringDates(r.weekdays!, from, r.until!) : null;
  const single = validateDeparture({ date: from, seats: r.seats, price: r.price }, today);
  return compact({
    weekdays: weekdaysOk ? null : m.recurringWeekdays,
    until: !untilOk
      ? m.recurringUntil
      : !weekdaysOk
        ? null
        : dates === null || dates.length > RECURRING_MAX
          ? m.recurringTooMany
          : dates.length === 0
            ? m.recurringNone
            : null,
    seats: single.seats ?? null,
    price: single.price ?? null,
  });
}
