import { describe, expect, it } from 'vitest';
import { bookingTermsFor, DEFAULT_BOOKING_TERMS, DEFAULT_TERM_FIGURES, leadTimeTerm } from './booking-terms.ts';

// Issue 31, item 4: the default booking terms say what the site does, with the agency's figures.
describe('the default booking terms', () => {
  it('are the configuration defaults: book 96 hours ahead, passport six months after the trip, cancel from «رحلاتي»', () => {
    expect(DEFAULT_BOOKING_TERMS).toEqual(bookingTermsFor(DEFAULT_TERM_FIGURES));
    expect(DEFAULT_BOOKING_TERMS[0]).toBe(leadTimeTerm(96));
    expect(DEFAULT_BOOKING_TERMS[0]).toContain('96 ساعة');
    expect(DEFAULT_BOOKING_TERMS[3]).toBe('يجب أن يكون جواز السفر ساريًا ستة أشهر على الأقل بعد تاريخ انتهاء الرحلة.');
    expect(DEFAULT_BOOKING_TERMS[5]).toContain('من صفحة «رحلاتي» في حسابك حتى 96 ساعة قبل منتصف ليل يوم بدء الرحلة');
    const all = DEFAULT_BOOKING_TERMS.join('\n');
    expect(all).not.toContain('من تاريخ السفر');
    expect(all).not.toContain('الشركة المنظمة');
  });

  it('quote other figures when the agency configures them', () => {
    const terms = bookingTermsFor({ leadHours: 48, passportValidMonths: 3, cancelCutoffHours: 72 });
    expect(terms[0]).toBe('يجب إتمام الحجز قبل بدء الرحلة بـ 48 ساعة على الأقل.');
    expect(terms[3]).toContain('ساريًا 3 أشهر على الأقل بعد تاريخ انتهاء الرحلة');
    expect(terms[5]).toContain('حتى 72 ساعة قبل');
    expect(bookingTermsFor({ leadHours: 96, passportValidMonths: 0, cancelCutoffHours: 96 })[3]).toBe(
      'يجب أن يكون جواز السفر ساريًا حتى تاريخ انتهاء الرحلة.',
    );
  });
});
