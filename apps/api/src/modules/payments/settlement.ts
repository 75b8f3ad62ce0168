import { paymentMethodText, plainRiyals, startOfBusinessDay } from '@rihla/contract';
import { csvTime } from '../staff/index.ts';
import type { PaymentsContext } from './context.ts';
import { paymentsBetween } from './repositories/payments.ts';
import { refundsBetween } from './repositories/refunds.ts';

// The daily settlement (issue 26, item 5): one Riyadh day's payments taken and refunds given back,
// one row each, for the accountant. Amounts in riyals with two decimals (halalas exact), times in
// Riyadh's clock.

export const SETTLEMENT_HEADER = [
  'النوع',
  'الوقت (الرياض)',
  'رقم الحجز',
  'العميل',
  'الوسيلة',
  'آخر 4 أرقام',
  'معرّف الدفعة لدى البوابة',
  'المبلغ (ريال)',
  'ملاحظة',
];

export async function settlementRows(db: PaymentsContext['db'], day: string): Promise<(string | number | null)[][]> {
  const from = startOfBusinessDay(day);
  const to = new Date(from.getTime() + 86_400_000).toISOString();
  const [payments, refunds] = await Promise.all([
    paymentsBetween(db, from.toISOString(), to),
    refundsBetween(db, from.toISOString(), to),
  ]);
  return [
    ...payments.map((p) => [
      'دفعة',
      csvTime(p.created_at),
      p.booking_id,
      p.customer_name,
      paymentMethodText(p.method, p.brand),
      p.last4,
      p.gateway_id,
      plainRiyals(p.amount),
      p.outcome === 'applied' ? 'سدّدت الحجز' : p.outcome === 'given-back' ? 'أُعيدت إلى العميل' : '',
    ]),
    ...refunds.map((r) => [
      'استرداد',
      csvTime(r.updated_at),
      r.booking_id,
      r.customer_name,
      paymentMethodText(r.method, r.brand),
      r.last4,
      r.gateway_id,
      plainRiyals(-r.amount),
      r.reason,
    ]),
  ];
}
