// docs/product.md, "Validation": word for word where the spec gives the Arabic, natural Arabic
// where it gives only an English gloss.

export const validationMessages = {
  name: 'يجب عليك كتابة 6 أحرف على الأقل',
  email: 'يجب عليك كتابة البريد الإلكتروني بشكل صحيح',
  password: 'يجب عليك كتابة ما بين 8 و24 رمزًا (حروف إنجليزية وأرقام فقط)',
  passwordConfirmation: 'يجب عليك كتابة نفس كلمة السر',
  phone: 'يجب عليك كتابة رقم الهاتف بشكل صحيح',
  privacyConsent: 'يجب الموافقة على سياسة الخصوصية',
  required: 'هذا الحقل مطلوب',
  birthdayFuture: 'لا يمكن أن يكون تاريخ الميلاد في المستقبل',
  tripDateRange: 'اختر تاريخًا بين الغد وتاريخ انتهاء العرض',
  passportNumber: 'يجب عليك كتابة رقم الجواز بشكل صحيح: من 3 إلى 20 رمزًا من الحروف والأرقام الإنجليزية، دون مسافات',
  nationality: 'اختر الجنسية من القائمة',
  passportExpired: 'يجب ألا يكون تاريخ انتهاء الجواز قبل اليوم',
  passportImage: 'صورة الجواز مطلوبة',
  rating: 'اختر تقييمًا من 0 إلى 5 نجوم',
  invalidValue: 'قيمة غير صالحة',
} as const;
