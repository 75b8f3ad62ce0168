// The payment step of the booking wizard (issue 26), apart from the card form's own words
// (messages/card.ts): STC Pay's fields, what the step says while it works, and why a payment did not
// go through when the gateway's own reason is not the answer (paymentFailureText in payments.ts).

export const paymentMessages = {
  stepTitle: 'الدفع',
  methodsLabel: 'وسيلة الدفع',
  total: 'المبلغ المستحق',
  holdLeft: 'الوقت المتبقي لإتمام الدفع',
  testMode: 'وضع الدفع التجريبي',
  // The card number is shown between the two halves, left to right (it would read backwards inside Arabic).
  testModeHint: 'لا تُخصم أي أموال. للتجربة استخدم البطاقة',
  testCard: '4111 1111 1111 1111',
  testModeHintEnd: 'بأي اسم من كلمتين وأي تاريخ انتهاء قادم وأي رمز تحقق من 3 أرقام.',
  mobileLabel: 'رقم الجوال المسجّل في STC Pay',
  mobileHint: 'بالصيغة 05XXXXXXXX',
  mobileInvalid: 'أدخل رقم جوال سعوديًا بالصيغة 05XXXXXXXX',
  sendOtp: 'أرسل رمز التحقق',
  otpLabel: 'رمز التحقق',
  otpHint: 'الرمز الذي وصلك من STC Pay برسالة نصية',
  otpInvalid: 'أدخل رمز التحقق المكوّن من 4 إلى 8 أرقام',
  otpSent: 'أرسلنا رمز التحقق إلى جوالك',
  changeMobile: 'تغيير رقم الجوال',
  creating: 'جارٍ إنشاء عملية الدفع…',
  redirecting: 'جارٍ تحويلك إلى صفحة التحقق الآمن لدى البنك…',
  verifying: 'جارٍ التحقق من الدفع…',
  paid: 'تم الدفع بنجاح',
  paidNext: 'ستراجع الوكالة حجزك وتؤكده، وستصلك رسالة بالبريد الإلكتروني عند تأكيده.',
  holdEnded: 'انتهت مهلة الدفع وأُفرج عن المقاعد المحجوزة لك. يمكنك حجز الرحلة من جديد.',
  bookAgain: 'احجز الرحلة من جديد',
  gatewayUnreachable: 'تعذّر الاتصال ببوابة الدفع. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
  gatewayRefused: 'رفضت بوابة الدفع البيانات المدخلة. تحقّق منها ثم أعد المحاولة.',
  verifyUnreachable: 'تعذّر التحقق من الدفع الآن لأن بوابة الدفع لا تستجيب. أعد المحاولة بعد قليل.',
  notSettled: 'لم تكتمل عملية الدفع بعد. أعد المحاولة أو اختر وسيلة دفع أخرى.',
  retryVerify: 'أعد التحقق',
  completePayment: 'أكمل الدفع',
} as const;
