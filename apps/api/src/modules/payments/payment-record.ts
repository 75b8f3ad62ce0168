import type { GatewayPayment } from './gateway.ts';
import type { PaymentRecord } from './repositories/payments.ts';

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
    // Moyasar's "captured" is money as "paid" is.
    status: p.status === 'captured' ? 'paid' : p.status === 'verified' ? 'initiated' : p.status,
    message: p.source.message,
    refunded: p.refunded,
  };
}
