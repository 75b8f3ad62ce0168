import { describe, expect, it } from 'vitest';
import { tripMessages } from '@rihla/contract';
import { bodyOf, draftErrors, emptyDraft, nextKey } from './trip-draft.ts';

describe('the trip form’s draft', () => {
  it('names each missing or wrong field in Arabic before anything is sent', () => {
    const d = { ...emptyDraft(), title: 'رحلة', price: 'abc', price_before_discount: '5' };
    const errors = draftErrors(d);
    expect(errors.company).toEqual([tripMessages.company]);
    expect(errors.price).toEqual([tripMessages.price]);
    expect(errors.duration).toEqual([tripMessages.duration]);
    expect(errors.to_city_id).toEqual([tripMessages.toCity]);
    expect(errors.title).toBeUndefined();
  });

  it('sends numbers as numbers (Arabic-Indic digits too) and numbers the days in their order', () => {
    const d = {
      ...emptyDraft(),
      title: 'رحلة',
      company: 'شركة',
      description: 'وصف',
      price: '١٢٠٠',
      duration: '3',
      to_city_id: 4,
      program: [
        { key: nextKey(), title: 'الثاني', description: 'ب', image: null },
        { key: nextKey(), title: 'الأول', description: 'أ', image: '/api/media/pictures/0123456789abcdef-800x600.jpg' },
      ],
    };
    expect(draftErrors(d)).toEqual({});
    const body = bodyOf(d);
    expect(body).toMatchObject({ price: 1200, duration: 3, price_before_discount: null, to_city_id: 4, from_city_id: null });
    expect(body.program!.map((p) => [p.day, p.title])).toEqual([
      [1, 'الثاني'],
      [2, 'الأول'],
    ]);
  });
});
