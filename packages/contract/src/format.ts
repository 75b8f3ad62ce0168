import { uiMessages } from './messages.ts';

const LOCALE = 'ar-SA';
const money = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** "١٬٢٣٤٫٥٠ ريال": two decimals, Saudi digits and separators. */
export function formatRiyal(amount: number): string {
  return `${money.format(amount)} ${uiMessages.riyal}`;
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

/** Average rating with one decimal, e.g. "٤٫٥". */
export function formatRating(value: number): string {
  return oneDecimal.format(value);
}

/**
 * Arabic counts of days: 1 يوم واحد, 2 يومان (the dual), 3–10 plural أيام, 11 and over the singular
 * accusative يومًا, as Arabic grammar has it.
 */
export function durationText(days: number): string {
  if (days === 1) return 'يوم واحد';
  if (days === 2) return 'يومان';
  const n = formatNumber(days);
  if (days >= 3 && days <= 10) return `${n} أيام`;
  return `${n} يومًا`;
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
