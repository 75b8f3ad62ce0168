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
  latinName: "اكتب الاسم بالأحرف اللاتينية كما في الجواز: حروف ومسافات وشرطة (-) وفاصلة عليا (') فقط",
  latinNameLength: 'اكتب الاسم كما في الجواز: من حرفين إلى 40 حرفًا',
  birthDate: 'اكتب تاريخ الميلاد بشكل صحيح',
  childTooOld: 'الطفل يجب أن يكون أقل من 12 سنة في تاريخ الرحلة؛ احسبه بالغًا في صفحة الرحلة',
  adultTooYoung: 'المسافر البالغ يجب أن يكون 12 سنة أو أكثر في تاريخ الرحلة؛ احسبه طفلًا في صفحة الرحلة',
  gender: 'اختر الجنس',
  travellerNamesMissing:
    'يجب إرسال بيانات كل مسافر (البالغين والأطفال): الاسم الأول واسم العائلة بالأحرف اللاتينية كما في الجواز، وتاريخ الميلاد، والجنس. حدّث الصفحة وأعد المحاولة.',
  tooManyTravellers: 'عدد المسافرين أكبر من المسموح في حجز واحد',
  // A file under an index that is no adult of the booking (issue 29: at most a passport and a visa per adult).
  fileWithoutAdult: 'هذا الملف لا يخص أيًا من البالغين في الحجز',
  termsAccepted: 'يجب الموافقة على الشروط لإتمام الحجز',
} as const;
