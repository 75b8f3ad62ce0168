import { describe, expect, it } from 'vitest';
import { foldArabic } from './arabic-text.ts';

describe('foldArabic', () => {
  it('writes the spellings people use alike', () => {
    expect(foldArabic('إسطنبول')).toBe(foldArabic('اسطنبول'));
    expect(foldArabic('جدة')).toBe(foldArabic('جده'));
    expect(foldArabic('مكة')).toBe(foldArabic('مكه'));
    expect(foldArabic('مصطفى')).toBe(foldArabic('مصطفي'));
    expect(foldArabic('مُحَمَّد')).toBe('محمد');
    expect(foldArabic('جـــدة')).toBe(foldArabic('جدة'));
    expect(foldArabic('  John   SMITH ')).toBe('john smith');
    expect(foldArabic('رحلة ٢٠٢٦')).toBe('رحله 2026');
  });
});
