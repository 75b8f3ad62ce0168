import { toAsciiDigits } from './digits.ts';

// Arabic text as a search compares it (issue 31, item 13; the catalogue search of issue 30 uses the
// same): people write إسطنبول or اسطنبول, جدة or جده, مكة or مكه, with or without diacritics and
// tatweel. Both what is searched and what is searched for go through the same folding.

/** Letters folded together, and what each becomes. */
export const ARABIC_FOLDS: readonly [string, string][] = [
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['\u0671', 'ا'], // alef wasla (ٱ), written escaped: no page shows it, so the font subset leaves it out
  ['ى', 'ي'],
  ['ئ', 'ي'],
  ['ؤ', 'و'],
  ['ة', 'ه'],
];

/** Marks dropped: the harakat, tanwin, shadda, sukun, the superscript alef, and tatweel. */
export const ARABIC_MARKS: readonly string[] = ['ً', 'ٌ', 'ٍ', 'َ', 'ُ', 'ِ', 'ّ', 'ْ', 'ٰ', 'ـ'];

export function foldArabic(text: string): string {
  let s = toAsciiDigits(text).normalize('NFC').toLowerCase();
  for (const mark of ARABIC_MARKS) s = s.split(mark).join('');
  for (const [from, to] of ARABIC_FOLDS) s = s.split(from).join(to);
  return s.replace(/\s+/g, ' ').trim();
}
