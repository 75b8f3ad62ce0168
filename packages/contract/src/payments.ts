// Payment rules both sides share (issue 26): the gateway's failure reasons in Arabic, and the
// agency's refund policy (how much a customer's cancellation gives back). Amounts are integer
// halalas throughout; no floating point touches money.

/** A refund policy step: cancelling at least `hoursBefore` hours before the trip gives back `percent`. */
export interface RefundStep {
  hoursBefore: number;
  percent: number;
}

/** 100% until 14 days before the trip, 50% until the cancellation cut-off (the example). */
export const DEFAULT_REFUND_POLICY = '336:100,96:50';

/**
 * Reads `REFUND_POLICY`: "hours:percent" steps separated by commas, e.g. "336:100,96:50". Steps are
 * sorted from the earliest; null for text that is not such a list.
 */
export function parseRefundPolicy(text: string): RefundStep[] | null {
  const steps: RefundStep[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d{1,5})\s*:\s*(\d{1,3})\s*$/.exec(part);
    if (!m) return null;
    const step = { hoursBefore: Number(m[1]), percent: Number(m[2]) };
    if (step.percent > 100) return null;
    steps.push(step);
  }
  return steps.sort((a, b) => b.hoursBefore - a.hoursBefore);
}

/** The percentage given back when cancelling `hoursLeft` hours before the trip starts. */
export function refundPercent(policy: readonly RefundStep[], hoursLeft: number): number {
  for (const step of policy) if (hoursLeft >= step.hoursBefore) return step.percent;
  return 0;
}

/** `percent` of `paidHalalas`, rounded down to the halala (the customer is never promised a fraction). */
export function refundAmount(paidHalalas: number, percent: number): number {
  return Math.floor((paidHalalas * percent) / 100);
}

function daysOrHours(hours: number): string {
  if (hours % 24 !== 0) return `${hours} ساعة`;
  const days = hours / 24;
  return days === 1 ? 'يوم واحد' : days === 2 ? 'يومين' : `${days} ${days <= 10 ? 'أيام' : 'يومًا'}`;
}

/** The policy in words, for the cancel dialog, the terms and the e-mails. */
export function refundPolicyText(policy: readonly RefundStep[], cutoffHours: number): string {
  const parts = policy
    .filter((s) => s.hoursBefore >= cutoffHours && s.percent > 0)
    .map((s) => `${s.percent}% من المبلغ المدفوع عند الإلغاء قبل موعد الرحلة بـ ${daysOrHours(s.hoursBefore)} أو أكثر`);
  const head = parts.length ? `يُعاد ${parts.join('، و')}، إلى وسيلة الدفع نفسها.` : 'لا يُعاد المبلغ المدفوع عند الإلغاء.';
  return `${head} لا يمكن الإلغاء من الحساب خلال ${daysOrHours(cutoffHours)} قبل موعد الرحلة؛ تواصل معنا لبحث حالتك.`;
}

/** The gateway's words on a failed payment (Moyasar's messages), as a customer reads them. */
export function paymentFailureText(message: string | null | undefined): string {
  const m = (message ?? '').toLowerCase();
  if (m.includes('insufficient')) return 'الرصيد غير كافٍ. جرّب بطاقة أخرى أو وسيلة دفع أخرى.';
  if (m.includes('expired card')) return 'البطاقة منتهية الصلاحية. جرّب بطاقة أخرى.';
  if (m.includes('3-d secure') || m.includes('3ds')) return 'لم يكتمل التحقق الآمن (3-D Secure) من البنك. أعد المحاولة.';
  if (m.includes('lost') || m.includes('stolen')) return 'رفض البنك البطاقة. تواصل مع البنك أو جرّب بطاقة أخرى.';
  if (m.includes('withdrawal limit') || m.includes('maximum allowed') || m.includes('daily transaction limit'))
    return 'تجاوز المبلغ حدّ الإنفاق المسموح. جرّب بطاقة أخرى أو وسيلة دفع أخرى.';
  if (m.includes('invalid otp')) return 'رمز التحقق غير صحيح. أعد المحاولة.';
  if (m.includes('otp attempts') || m.includes('wait')) return 'محاولات كثيرة. انتظر قليلًا ثم أعد المحاولة.';
  if (m.includes('not registered')) return 'رقم الجوال غير مسجّل في STC Pay.';
  if (m.includes('timed out')) return 'انتهت مهلة الاتصال بمزوّد الدفع. أعد المحاولة.';
  if (m.includes('declined')) return 'رُفضت عملية الدفع من البنك. جرّب بطاقة أخرى أو وسيلة دفع أخرى.';
  return 'تعذّر إتمام الدفع. أعد المحاولة أو جرّب وسيلة دفع أخرى.';
}

/** Payment method names as the site shows them. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  creditcard: 'بطاقة',
  applepay: 'Apple Pay',
  stcpay: 'STC Pay',
};

/** Card brands as the gateway names them. */
export const CARD_BRAND_LABELS: Record<string, string> = {
  mada: 'مدى',
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
};

/** A payment's state in words. */
export const PAYMENT_STATE_LABELS: Record<string, string> = {
  initiated: 'قيد التنفيذ',
  authorized: 'مفوّضة',
  paid: 'مدفوعة',
  failed: 'فشلت',
  refunded: 'مستردّة',
  voided: 'ملغاة',
};

export const REFUND_STATE_LABELS: Record<string, string> = {
  pending: 'قيد التنفيذ',
  done: 'تم الاسترداد',
  failed: 'تعذّر الاسترداد',
};

/** How a payment was made, as the e-mails and the settlement say it: "مدى تنتهي بـ 1010", "STC Pay". */
export function paymentMethodText(method: string, brand: string | null, last4?: string | null): string {
  const name = brand ? (CARD_BRAND_LABELS[brand] ?? brand) : (PAYMENT_METHOD_LABELS[method] ?? method);
  return last4 ? `${name} تنتهي بـ ${last4}` : name;
}
