// The booking terms shown on every trip page (docs/product.md, "Visitors and customers"). The server
// keeps the operator's own in the site information (the back office edits them, issue 17); these six
// are what a catalogue starts with, and what the trip page shows while the site information loads.
// Issue 31, item 4: they say what the site does, with the agency's own figures (BOOKING_LEAD_HOURS,
// PASSPORT_VALID_MONTHS, CANCEL_CUTOFF_HOURS), so the server writes them out from its configuration.

/** The figures the terms quote; the defaults are the configuration's. */
export interface BookingTermFigures {
  /** BOOKING_LEAD_HOURS: how long before a trip's first day it may be booked at the latest. */
  leadHours: number;
  /** PASSPORT_VALID_MONTHS: how long a passport must stay valid after the trip ends. */
  passportValidMonths: number;
  /** CANCEL_CUTOFF_HOURS: until when before the first day the customer may cancel from the account. */
  cancelCutoffHours: number;
}

export const DEFAULT_TERM_FIGURES: BookingTermFigures = { leadHours: 96, passportValidMonths: 6, cancelCutoffHours: 96 };

/** A number of months in words, as the terms say it ("ستة أشهر"). */
export const monthsText = (n: number) => (n === 6 ? 'ستة أشهر' : n === 1 ? 'شهرًا واحدًا' : n === 2 ? 'شهرين' : `${n} أشهر`);

/** The lead-time term alone (the trip page and /terms quote it). */
export const leadTimeTerm = (leadHours: number) => `يجب إتمام الحجز قبل بدء الرحلة بـ ${leadHours} ساعة على الأقل.`;

/** The default terms with these figures. */
export function bookingTermsFor(f: BookingTermFigures = DEFAULT_TERM_FIGURES): string[] {
  return [
    leadTimeTerm(f.leadHours),
    'غرف الفنادق في جميع الباقات ثلاثية، أي يتشارك كل ثلاثة أشخاص غرفة واحدة.',
    'يجب إرسال جوازات السفر والمستندات المطلوبة للتأشيرة قبل موعد السفر بخمسة أسابيع على الأقل.',
    f.passportValidMonths > 0
      ? `يجب أن يكون جواز السفر ساريًا ${monthsText(f.passportValidMonths)} على الأقل بعد تاريخ انتهاء الرحلة.`
      : 'يجب أن يكون جواز السفر ساريًا حتى تاريخ انتهاء الرحلة.',
    'الأسعار بالريال السعودي، وقد تتغير حسب توفر الطيران والفنادق حتى تأكيد الحجز.',
    `يمكنك إلغاء حجزك بنفسك من صفحة «رحلاتي» في حسابك حتى ${f.cancelCutoffHours} ساعة قبل منتصف ليل يوم بدء الرحلة بتوقيت الرياض، ويُعاد المبلغ وفق سياسة الاسترداد المعروضة قبل تأكيد الإلغاء؛ وبعد ذلك تواصل مع فريق الدعم.`,
  ];
}

export const DEFAULT_BOOKING_TERMS: readonly string[] = bookingTermsFor();

export const MAX_BOOKING_TERMS = 20;
export const MAX_BOOKING_TERM_LENGTH = 500;
