export const uiMessages = {
  noTrips: 'لا توجد رحلات',
  pageNotFound: 'الصفحة غير موجودة',
  noRatings: 'لا توجد تقييمات بعد',
  noBookings: 'لا توجد حجوزات بعد',
  riyal: 'ريال',
} as const;
