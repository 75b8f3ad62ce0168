export const bookingText = (booking: { number: string }) => ({
  title: `تفاصيل الحجز رقم ${booking.number}`,
  description: 'حجزك في رحلة: التواريخ والمسافرون وحالة الحجز وإلغاؤه.',
});
