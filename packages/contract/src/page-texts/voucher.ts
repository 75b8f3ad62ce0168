export const voucherText = (booking: { id: string }) => ({
  title: `قسيمة الحجز رقم ${booking.id}`,
  description: 'قسيمة حجزك المؤكد للطباعة: الرحلة والتواريخ والمسافرون ورقم الحجز برمز الاستجابة السريعة.',
});
