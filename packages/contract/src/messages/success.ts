export const successMessages = {
  profileUpdated: 'تم تحديث بيانات الحساب بنجاح',
  ratingSent: 'تم إرسال التقييم بنجاح',
  resetSent: 'تم إرسال تعليمات استعادة كلمة المرور إلى بريدك الإلكتروني',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح',
  booked: 'تم حجز الرحلة بنجاح',
  bookingCancelled: 'تم إلغاء الحجز',
  travellerSaved: 'تم حفظ بيانات المسافر',
  travellerRemoved: 'تم حذف المسافر من حسابك',
} as const;
