// Arabic messages of the security rules (issue 12), kept apart from messages.ts.
export const securityMessages = {
  idempotencyMismatch: 'مفتاح الطلب مستخدم لحجز آخر ببيانات مختلفة، أعد تحميل الصفحة وحاول مرة أخرى',
  tripDateTooFar: 'لا يمكن الحجز لأكثر من سنتين مقدمًا',
  emailNotVerified: 'لم يتم تأكيد بريدك الإلكتروني بعد',
  emailVerified: 'تم تأكيد بريدك الإلكتروني بنجاح',
  verificationInvalid: 'رابط تأكيد البريد الإلكتروني غير صالح أو منتهي الصلاحية',
  verificationSent: 'تم إرسال رابط تأكيد البريد الإلكتروني',
  linkWithPasswordFirst: 'يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول بكلمة المرور أولًا، ثم اربط هذه الطريقة من صفحة حسابك',
  providerAlreadyLinked: 'هذا الحساب مرتبط بحساب آخر في رحلة',
  providerLinked: 'تم ربط طريقة تسجيل الدخول بحسابك',
  oauthStateInvalid: 'انتهت صلاحية محاولة تسجيل الدخول، حاول مرة أخرى',
} as const;
