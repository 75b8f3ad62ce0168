// docs/product.md, "Errors".

export const errorMessages = {
  login401: 'لم نستطع إيجاد حساب بهذه البيانات',
  server: 'حدث خطأ ما في الخادم، حاول مرة أخرى بعد قليل',
  phoneTaken: 'هناك حساب آخر بنفس رقم الهاتف',
  emailTaken: 'هناك حساب آخر بنفس البريد الإلكتروني',
  bookingInput: 'حدث خطأ في إدخال البيانات، يرجى التأكد من البيانات والمحاولة مرة أخرى',
  profileInput: 'حدث خطأ في إدخال البيانات، يرجى التأكد من البيانات والمحاولة مرة أخرى',
  resetNotFound: 'لم نتمكن من العثور على حساب بهذا البريد الإلكتروني',
  unauthenticated: 'يجب تسجيل الدخول أولًا',
  notFound: 'العنصر المطلوب غير موجود',
  tooManyRequests: 'طلبات كثيرة جدًا، يرجى المحاولة بعد قليل',
  fileTooLarge: 'حجم الملف أكبر من 5 ميجابايت',
  fileInvalidType: 'نوع الملف غير مدعوم، اختر صورة JPG أو PNG أو WebP أو ملف PDF',
  fileTooSmall: 'الملف فارغ، اختر ملفًا آخر',
  tooManyFiles: 'اختر ملفًا واحدًا فقط',
  resetTokenInvalid: 'رابط استعادة كلمة المرور غير صالح أو منتهي الصلاحية',
  providerNotConfigured: 'تسجيل الدخول بهذه الطريقة غير متاح حاليًا',
  serviceUnavailable: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
  // A part of the page fetched on first use could not be (issue 28): the connection dropped.
  partNotLoaded: 'تعذّر تحميل هذا الجزء من الصفحة، تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى',
  // docs/product.md, "Seats and cancellation".
  seatsSoldOut: 'عذرًا، لم يعد في هذا التاريخ مقاعد تكفي عدد المسافرين، اختر تاريخًا آخر',
  dateNotOffered: 'لا توجد رحلة في هذا التاريخ، اختر تاريخًا من المواعيد المتاحة',
  notCancellable: 'لا يمكن إلغاء هذا الحجز في حالته الحالية',
  cancelTooLate: 'انتهت مهلة إلغاء هذا الحجز لقرب موعد الرحلة، تواصل مع خدمة العملاء للمساعدة',
  statusChangeRefused: 'لا يمكن نقل الحجز إلى هذه الحالة',
  // Ratings are public reviews (issue 30): only after the trip.
  rateBeforeEnd: 'يمكنك تقييم الرحلة بعد انتهائها',
  // The back office (issue 17).
  staffCodeInvalid: 'رمز التحقق غير صحيح أو استُخدم من قبل، أدخل الرمز الحالي من تطبيق المصادقة',
  staffChallengeExpired: 'انتهت مهلة تسجيل الدخول، أدخل البريد الإلكتروني وكلمة المرور من جديد',
  staffForbidden: 'ليست لديك صلاحية لهذا الإجراء',
  staffSessionEnded: 'انتهت جلسة العمل، سجّل الدخول من جديد',
  staffLinkInvalid: 'رابط تعيين كلمة المرور غير صالح أو منتهي الصلاحية',
  staffExists: 'يوجد موظف مسجّل بهذا البريد الإلكتروني',
  // Issue 29: the second factor locks; offboarding; staff passwords.
  staffCodesDelayed: 'أُدخلت رموز تحقق خاطئة كثيرة، انتظر قليلًا ثم أدخل الرمز الحالي من تطبيق المصادقة',
  staffLocked:
    'أُقفل الحساب مؤقتًا بعد رموز تحقق خاطئة كثيرة، وأرسلنا إلى بريده رسالة بذلك. حاول بعد انتهاء المدة أو تواصل مع مدير النظام',
  staffLastAdmin: 'لا يمكن تعطيل آخر مدير نشط أو تغيير دوره، أضف مديرًا آخر أولًا',
  pdfEncrypted: 'ملف PDF هذا محمي بكلمة مرور أو مشفّر، ارفع نسخة غير محمية منه أو صورة واضحة للوثيقة',
  pdfActive: 'ملف PDF هذا يحتوي على محتوى نشط أو أجزاء لا يمكن قراءتها، ارفع نسخة عادية منه أو صورة واضحة للوثيقة',
  staffPasswordWeak: 'كلمة المرور هذه شائعة أو سهلة التخمين، اختر عبارة أطول لا يسهل توقعها',
} as const;

/** react-dropzone rejection codes (docs/product.md, "Errors") to their Arabic messages. */
export const dropzoneMessages: Record<string, string> = {
  'file-invalid-type': errorMessages.fileInvalidType,
  'file-too-large': errorMessages.fileTooLarge,
  'file-too-small': errorMessages.fileTooSmall,
  'too-many-files': errorMessages.tooManyFiles,
};
