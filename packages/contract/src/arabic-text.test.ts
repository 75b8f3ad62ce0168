import { describe, expect, it } from 'vitest';
import { foldArabic, searchTextKey, searchWords } from './arabic-text.ts';

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

  it('folds every hamza form on or under alef, and alef wasla, to alef', () => {
    for (const word of ['أحمد', 'إحمد', 'آحمد', '\u0671حمد']) expect(foldArabic(word)).toBe('احمد');
    // Written decomposed (alef then the hamza or madda as a mark), the same.
    expect(foldArabic('ا\u0654حمد')).toBe('احمد');
    expect(foldArabic('ا\u0653حمد')).toBe('احمد');
    expect(foldArabic('ا\u0655حمد')).toBe('احمد');
  });

  it('folds hamza on waw and on ya to their seat, alef maqsura to ya, ta marbuta to ha', () => {
    expect(foldArabic('مؤتمر')).toBe('موتمر');
    expect(foldArabic('رئيس')).toBe('رييس');
    expect(foldArabic('على')).toBe('علي');
    expect(foldArabic('المدينة المنورة')).toBe('المدينه المنوره');
  });

  it('folds a Persian keyboard’s ya and kaf', () => {
    expect(foldArabic('\u06A9\u06CC')).toBe('كي');
  });

  it('drops every haraka, tanwin, shadda, sukun, the superscript alef and tatweel', () => {
    expect(foldArabic('كِتَابٌ')).toBe('كتاب');
    expect(foldArabic('شُكْرًا')).toBe('شكرا');
    expect(foldArabic('رَحْمٰن')).toBe('رحمن');
    expect(foldArabic('سلامٍ')).toBe('سلام');
    expect(foldArabic('مـــكـــة')).toBe('مكه');
  });

  it('writes Arabic-Indic and Persian digits as Latin ones', () => {
    expect(foldArabic('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldArabic('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(foldArabic('7 ليالٍ')).toBe(foldArabic('٧ ليال'));
  });

  it('folds mixed Arabic and Latin together: case, spaces, letters', () => {
    expect(foldArabic('رحلة  إلى\tPARIS\n٢٠٢٦')).toBe('رحله الي paris 2026');
    expect(foldArabic('Ölüdeniz في تركيا')).toBe('ölüdeniz في تركيا');
  });
});

describe('searchWords', () => {
  it('splits folded text on anything but letters and digits, each word once', () => {
    expect(searchWords('  إسطنبول، تركيا! اسطنبول ')).toEqual(['اسطنبول', 'تركيا']);
    expect(searchWords('Hotel-Jeddah (جدة)')).toEqual(['hotel', 'jeddah', 'جده']);
    expect(searchWords('—')).toEqual([]);
  });

  it('keys the same search alike however it was typed', () => {
    expect(searchTextKey('مكة  المكرمة')).toBe(searchTextKey('مَكه المكرّمة'));
  });
});
