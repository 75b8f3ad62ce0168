// The card form of the payment step (issue 26): its labels and the error shown next to each field.
// Natural Arabic; the brand names stay as the cards print them (mada, Visa, Mastercard, Amex).

export const cardMessages = {
  nameLabel: 'الاسم على البطاقة',
  numberLabel: 'رقم البطاقة',
  expiryLabel: 'تاريخ الانتهاء',
  cvcLabel: 'رمز التحقق',
  formLabel: 'الدفع بالبطاقة',
  nameHint: 'بالحروف الإنجليزية كما هو مطبوع على البطاقة',
  expiryHint: 'الشهر ثم السنة، مثل 08/29',
  cvcHint: '3 أرقام على ظهر البطاقة، و4 على وجه بطاقة Amex',
  brand: 'نوع البطاقة',
  pay: 'ادفع',

  nameRequired: 'الاسم على البطاقة مطلوب كما هو مكتوب عليها',
  nameLatin: 'اكتب الاسم بالحروف الإنجليزية كما هو مكتوب على البطاقة',
  nameTwoWords: 'اكتب الاسم الأول والأخير كما هما مكتوبان على البطاقة',
  numberRequired: 'رقم البطاقة مطلوب',
  numberInvalid: 'رقم البطاقة غير صحيح',
  brandUnsupported: 'نقبل بطاقات مدى وفيزا وماستركارد وأمريكان إكسبريس فقط',
  expiryRequired: 'تاريخ الانتهاء مطلوب',
  expiryInvalid: 'تاريخ الانتهاء غير صحيح: اكتب الشهر ثم السنة، مثل 08/29',
  expired: 'انتهت صلاحية البطاقة',
  cvcRequired: 'رمز التحقق مطلوب',
  cvcInvalid: 'رمز التحقق غير صحيح',
} as const;
