// The booking terms shown on every trip page (docs/product.md, "Visitors and customers"). The server
// keeps the operator's own in the site information (the back office edits them, issue 17); these six
// are what a catalogue starts with, and what the trip page shows while the site information loads.
export const DEFAULT_BOOKING_TERMS: readonly string[] = [
  'يجب إتمام الحجز قبل موعد الوصول بـ 96 ساعة على الأقل.',
  'غرف الفنادق في جميع الباقات ثلاثية، أي يتشارك كل ثلاثة أشخاص غرفة واحدة.',
  'يجب إرسال جوازات السفر والمستندات المطلوبة للتأشيرة قبل موعد السفر بخمسة أسابيع على الأقل.',
  'يجب أن يكون جواز السفر ساريًا لمدة ستة أشهر على الأقل من تاريخ السفر.',
  'الأسعار بالريال السعودي، وقد تتغير حسب توفر الطيران والفنادق حتى تأكيد الحجز.',
  'يخضع إلغاء الحجز أو تعديله لسياسة الإلغاء الخاصة بالشركة المنظمة للرحلة.',
];

export const MAX_BOOKING_TERMS = 20;
export const MAX_BOOKING_TERM_LENGTH = 500;
