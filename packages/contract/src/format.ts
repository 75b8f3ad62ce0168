import { DISPLAY_LOCALE, GREGORIAN_LOCALE, HIJRI_LOCALE } from './locales.ts';
import { uiMessages } from './messages.ts';
import type { IsoDate } from './types.ts';

// The one module that turns numbers and dates into text (docs/product.md, "Numbers and dates").
// Every number the site shows is in Latin digits: in the site's font the Arabic thousands and
// decimal separators look alike, so "٤٬٠٠٠٫٠٠" read as "٤,٠٠٠,٠٠". Inputs still accept Arabic-Indic
// digits (digits.ts). react-aria components get the same locale through UiProvider.
export { DISPLAY_LOCALE, GREGORIAN_LOCALE };

const money = new Intl.NumberFormat(DISPLAY_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat(DISPLAY_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 0 });
const plural = new Intl.PluralRules('ar');

/** "1,234.50 ريال": two decimals, Latin digits. */
export function formatRiyal(amount: number): string {
  return `${money.format(amount)} ${uiMessages.riyal}`;
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

/** Average rating with one decimal, e.g. "4.5". */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/**
 * Arabic counted nouns, by the CLDR plural category of the number: `one` and `two` are words of
 * their own (يوم واحد، يومان); `few` (3–10, 103–110, …) takes the plural; `many` (11–99, 111–199, …)
 * the singular accusative; `other` (100–102, 200, …) and `zero` the singular.
 */
export interface CountedNoun {
  zero?: string;
  one: string;
  two: string;
  /** The noun after the number for 3–10: "أيام" */
  few: string;
  /** The noun after the number for 11–99: "يومًا" */
  many: string;
  /** The noun after the number for 100, 101, 102, …: "يوم" */
  other: string;
}

export function countText(n: number, noun: CountedNoun): string {
  const category = plural.select(n) as Intl.LDMLPluralRule;
  switch (category) {
    case 'one':
      return noun.one;
    case 'two':
      return noun.two;
    case 'zero':
      return noun.zero ?? `${formatNumber(n)} ${noun.other}`;
    case 'few':
      return `${formatNumber(n)} ${noun.few}`;
    case 'many':
      return `${formatNumber(n)} ${noun.many}`;
    default:
      return `${formatNumber(n)} ${noun.other}`;
  }
}

const DAYS: CountedNoun = { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' };

/** A trip's length: يوم واحد، يومان، 3 أيام، 11 يومًا، 100 يوم. */
export function durationText(days: number): string {
  return countText(days, DAYS);
}

const NIGHTS: CountedNoun = { one: 'ليلة واحدة', two: 'ليلتان', few: 'ليالٍ', many: 'ليلة', other: 'ليلة' };

/** A search's nights: ليلة واحدة، ليلتان، 3 ليالٍ، 11 ليلة. */
export function nightsText(nights: number): string {
  return countText(nights, NIGHTS);
}

const TRIPS: CountedNoun = { zero: 'لا توجد رحلات', one: 'رحلة واحدة', two: 'رحلتان', few: 'رحلات', many: 'رحلة', other: 'رحلة' };

/** A result count: لا توجد رحلات، رحلة واحدة، رحلتان، 3 رحلات، 150 رحلة. */
export function tripCountText(count: number): string {
  return countText(count, TRIPS);
}

const SEATS: CountedNoun = { zero: 'لا توجد مقاعد', one: 'مقعد واحد', two: 'مقعدان', few: 'مقاعد', many: 'مقعدًا', other: 'مقعد' };

/**
 * Seats left on a date are shown once they are few (docs/product.md, "Seats and cancellation"): a
 * trip with 40 free seats says nothing, one with 3 says so, in the site's digits.
 */
export const FEW_SEATS_LEFT = 10;

/** "مقعد واحد"، "مقعدان"، "3 مقاعد": under a day of a trip's calendar, where room is short. */
export function seatsText(seats: number): string {
  return countText(Math.max(seats, 0), SEATS);
}

/** "بقي مقعد واحد"، "بقي مقعدان"، "بقي 3 مقاعد"، "بقي 11 مقعدًا". */
export function seatsLeftText(seats: number): string {
  return seats <= 0 ? seatsText(0) : `بقي ${seatsText(seats)}`;
}

/** "البالغون 2، الأطفال 1": a booking's travellers. */
export function travellersText(adults: number, children: number): string {
  return `البالغون ${formatNumber(adults)}، الأطفال ${formatNumber(children)}`;
}

/** yyyy/MM/dd, the display format of dates (the profile's birth date, bookings' dates). */
export function formatSlashDate(date: IsoDate): string {
  return date.replaceAll('-', '/');
}

const longDate = new Intl.DateTimeFormat(GREGORIAN_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
/** "31 يوليو 2024" */
export function formatLongDate(date: IsoDate): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

const monthYear = new Intl.DateTimeFormat(GREGORIAN_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "أكتوبر 2026" from "2026-10" (a review's trip month). */
export function formatMonthYear(month: string): string {
  return monthYear.format(new Date(`${month}-15T00:00:00Z`));
}

const riyadhDate = new Intl.DateTimeFormat(GREGORIAN_LOCALE, { dateStyle: 'long', timeZone: 'Asia/Riyadh' });
const riyadhTime = new Intl.DateTimeFormat(GREGORIAN_LOCALE, { timeStyle: 'short', timeZone: 'Asia/Riyadh' });
const riyadhClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Riyadh',
});

/** An instant in Riyadh time: "5 يناير 2027 الساعة 3:00 م" (a booking's status changes). */
export function formatDateTime(instant: string | Date): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return `${riyadhDate.format(at)} الساعة ${riyadhTime.format(at)}`;
}

/**
 * A deadline in Riyadh time, where the agency works (the cancellation cut-off): one at midnight is
 * the end of the day before ("نهاية يوم 5 يناير 2027"), since "6 يناير في 12:00 ص" reads as the 6th;
 * any other is "5 يناير 2027 الساعة 3:00 م".
 */
export function formatDeadline(instant: string | Date): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (riyadhClock.format(at) === '00:00') return `نهاية يوم ${riyadhDate.format(new Date(at.getTime() - 1))}`;
  return formatDateTime(at);
}

const hijriDay = new Intl.DateTimeFormat(HIJRI_LOCALE, { day: 'numeric', timeZone: 'UTC' });
const hijriMonth = new Intl.DateTimeFormat(HIJRI_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const hijriFull = new Intl.DateTimeFormat(HIJRI_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Umm al-Qura day of the month of a UTC midnight: "11" */
export function formatHijriDay(date: Date): string {
  return hijriDay.format(date);
}

/** "11 جمادى الآخرة 1448 هـ" */
export function formatHijriDate(date: Date): string {
  return hijriFull.format(date);
}

/** "جمادى الأولى – جمادى الآخرة 1448 هـ": the Hijri months a span of days covers. */
export function formatHijriMonthRange(start: Date, end: Date): string {
  return hijriMonth.formatRange(start, end);
}

export const ELLIPSIS = '...';

/** First `count` words plus an ellipsis; text that is already short enough is left alone. */
export function truncateWords(text: string, count = 10): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return words.slice(0, count).join(' ') + ELLIPSIS;
}

/** First `count` characters (whole code points, never half a surrogate pair) plus an ellipsis. */
export function truncateChars(text: string, count = 255): string {
  const chars = Array.from(text.trim());
  if (chars.length <= count) return chars.join('');
  return chars.slice(0, count).join('').trimEnd() + ELLIPSIS;
}
