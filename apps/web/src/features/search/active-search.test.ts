import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '@rihla/contract';
import { activeFilters, nightsText, searchSummary, type SearchNames } from './active-search.ts';
import { resultCountText } from './result-count.ts';

const names: SearchNames = {
  city: (id) => ({ 1: 'الرياض', 5: 'إسطنبول' })[id],
  country: (id) => ({ 2: 'تركيا' })[id],
};
const form = (query: string) => parseSearchParams(new URLSearchParams(query), '2026-11-22');
// Digit-agnostic: the contract decides Latin or Arabic-Indic digits.
const digits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));

describe('active search', () => {
  it('a country-only search is a filter named by the country, clearable', () => {
    const filters = activeFilters(form('to_country_id=2'), names);
    expect(filters).toHaveLength(1);
    expect(filters[0]).toMatchObject({ key: 'to_country_id', label: 'الدولة', value: 'تركيا' });
    expect(new URLSearchParams(filters[0]!.clearedQuery).has('to_country_id')).toBe(false);
  });

  it('each city filter clears only itself, and a card search is not kept', () => {
    const filters = activeFilters(form('from_city_id=1&to_city_id=5&count_nights=3&source=card'), names);
    expect(filters.map((f) => `${f.label}: ${f.value}`)).toEqual(['من: الرياض', 'إلى: إسطنبول']);
    const cleared = new URLSearchParams(filters[0]!.clearedQuery);
    expect(cleared.get('to_city_id')).toBe('5');
    expect(cleared.get('count_nights')).toBe('3');
    expect(cleared.has('from_city_id') || cleared.has('source')).toBe(false);
  });

  it('the free text is a filter of its own, cleared alone (issue 30)', () => {
    const filters = activeFilters(form('q=%D8%AC%D8%AF%D8%A9&to_city_id=5'), names);
    expect(filters.map((f) => `${f.label}: ${f.value}`)).toEqual(['البحث: جدة', 'إلى: إسطنبول']);
    const cleared = new URLSearchParams(filters[0]!.clearedQuery);
    expect(cleared.has('q')).toBe(false);
    expect(cleared.get('to_city_id')).toBe('5');
    expect(new URLSearchParams(filters[1]!.clearedQuery).get('q')).toBe('جدة');
  });

  it('a name not loaded yet still shows the filter', () => {
    expect(digits(activeFilters(form('to_country_id=9'), names)[0]!.value)).toBe('#9');
  });

  it('summarises the search in its parts', () => {
    expect(searchSummary(form('from_city_id=1&to_country_id=2&count_nights=2&count_persons=3'), names).map(digits)).toEqual([
      'الرياض ← تركيا',
      '2026/11/22',
      'ليلتان',
      'أكثر من شخصين',
    ]);
    expect(searchSummary(form(''), names)[0]).toBe('كل المدن ← كل الوجهات');
  });

  it.each([
    [1, 'ليلة واحدة', 'رحلة واحدة'],
    [2, 'ليلتان', 'رحلتان'],
    [3, '3 ليالٍ', '3 رحلات'],
    [11, '11 ليلة', '11 رحلة'],
    [100, '100 ليلة', '100 رحلة'],
    [150, '150 ليلة', '150 رحلة'],
  ])('%i: %s, %s', (n, nights, trips) => {
    expect(digits(nightsText(n)).replace(/[\u066C,]/g, '')).toBe(nights);
    expect(digits(resultCountText(n)).replace(/[\u066C,]/g, '')).toBe(trips);
  });
});
