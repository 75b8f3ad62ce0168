import { PAYMENT_STATES, type PaymentState } from '@rihla/contract';
import type { GatewayPayment } from './gateway.ts';
import type { PaymentRecord } from './repositories/payments.ts';

/** A gateway status as this site names it: Moyasar's "captured" is money as "paid" is. */
export function paymentState(status: string): PaymentState {
  if (status === 'captured') return 'paid';
  return (PAYMENT_STATES as readonly string[]).includes(status) ? (status as PaymentState) : 'initiated';
}

/** What is kept of a gateway payment: the brand and the last four digits, never more of the card. */
export function paymentRecord(provider: string, bookingId: number, p: GatewayPayment): PaymentRecord {
  const digits = (p.source.number ?? '').replace(/\D/g, '');
  return {
    bookingId,
    provider,
    gatewayId: p.id,
    method: p.source.type,
    brand: p.source.company,
    last4: digits.length >= 4 ? digits.slice(-4) : null,
    amount: p.amount,
    currency: p.currency,
    status: paymentState(p.status),
    message: p.source.message,
    refunded: p.refunded,
  };
}
