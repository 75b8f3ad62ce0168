import { toAsciiDigits } from './digits.ts';

// Arabic text as a search compares it, the one normaliser of the site: the back office's queue search
// by name (issue 31, item 13) and the catalogue's free-text search (issue 30) fold both what is
// searched and what is searched for with it. People write إسطنبول or اسطنبول, جدة or جده, مكة or
// مكه, مصطفى or مصطفي, with or without diacritics and tatweel, with Arabic-Indic or Persian digits.
// The databases fold the stored text the same way in SQL (the folds and marks below, each a
// replace(); migration 2026-11-28T0900-trip-search): keep every step expressible so.

/** Letters folded together, and what each becomes. */
export const ARABIC_FOLDS: readonly [string, string][] = [
  // Hamza forms on or under alef, madda and alef wasla: alef.
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['\u0671', 'ا'], // alef wasla (ٱ), written escaped: no page shows it, so the font subset leaves it out
  // Alef maqsura, and hamza on its seat: ya; hamza on waw: waw.
  ['ى', 'ي'],
  ['ئ', 'ي'],
  ['ؤ', 'و'],
  // Ta marbuta: ha.
  ['ة', 'ه'],
  // A Persian keyboard's ya and kaf (escaped, as alef wasla).
  ['\u06CC', 'ي'],
  ['\u06A9', 'ك'],
];

/**
 * Marks dropped: the harakat, tanwin, shadda, sukun, the superscript alef, madda and hamza written as
 * marks (a decomposed آ or أ), and tatweel.
 */
export const ARABIC_MARKS: readonly string[] = ['ً', 'ٌ', 'ٍ', 'َ', 'ُ', 'ِ', 'ّ', 'ْ', 'ٰ', 'ـ', '\u0653', '\u0654', '\u0655'];

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits and their Latin digit, for the SQL side of the fold. */
export const ARABIC_DIGITS: readonly [string, string][] = Array.from({ length: 20 }, (_, i) => [
  String.fromCharCode(i < 10 ? 0x0660 + i : 0x06f0 + i - 10),
  String(i % 10),
]);

/**
 * The fold: Arabic-Indic and Persian digits to Latin, Latin lower-cased, marks and tatweel dropped,
 * hamza forms, alef maqsura and ta marbuta folded, whitespace collapsed.
 */
export function foldArabic(text: string): string {
  let s = toAsciiDigits(text).normalize('NFC').toLowerCase();
  for (const mark of ARABIC_MARKS) s = s.split(mark).join('');
  for (const [from, to] of ARABIC_FOLDS) s = s.split(from).join(to);
  return s.replace(/\s+/g, ' ').trim();
}

/** Longest search text the site accepts (the query string's `q`). */
export const SEARCH_TEXT_MAX = 100;

/**
 * The words of a free-text search, folded: letters and digits only (punctuation separates words),
 * each word once, in the order typed, at most 8.
 */
export function searchWords(text: string): string[] {
  const words = foldArabic(text.slice(0, SEARCH_TEXT_MAX))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, 8);
}

/** What a free-text search is written as in an address and a cache key: the words, one space apart. */
export function searchTextKey(text: string): string {
  return searchWords(text).join(' ');
}
