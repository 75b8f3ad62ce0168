import { css } from '@rihla/styled-system/css';

// The six booking terms shown on every trip page (docs/product.md, "Visitors and customers").
export const BOOKING_TERMS = [
  'يجب إتمام الحجز قبل موعد الوصول بـ 96 ساعة على الأقل.',
  'غرف الفنادق في جميع الباقات ثلاثية، أي يتشارك كل ثلاثة أشخاص غرفة واحدة.',
  'يجب إرسال جوازات السفر والمستندات المطلوبة للتأشيرة قبل موعد السفر بخمسة أسابيع على الأقل.',
  'يجب أن يكون جواز السفر ساريًا لمدة ستة أشهر على الأقل من تاريخ السفر.',
  'الأسعار بالريال السعودي، وقد تتغير حسب توفر الطيران والفنادق حتى تأكيد الحجز.',
  'يخضع إلغاء الحجز أو تعديله لسياسة الإلغاء الخاصة بالشركة المنظمة للرحلة.',
] as const;

export function BookingTerms() {
  return (
    <section aria-labelledby="terms-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 id="terms-title" className={css({ fontSize: 'xl', fontWeight: '700' })}>
        شروط الحجز
      </h2>
      <ul
        className={css({
          listStyle: 'disc',
          paddingInlineStart: '6',
          display: 'flex',
          flexDirection: 'column',
          gap: '1.5',
          lineHeight: '1.8',
        })}
      >
        {BOOKING_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </section>
  );
}
