import { describe, expect, it } from 'vitest';
import { judgePayment, type BookingToPay, type GatewayPayment } from '../../src/modules/payments/index.ts';

// Issue 26: the server marks a booking paid only by a payment that is paid, in SAR, for exactly the
// booking's total in halalas, and that names the booking; tampered payments are given back.

const booking: BookingToPay = { id: 7, totalHalalas: 1_140_000, awaitingPayment: true, paidBy: null };
const payment = (over: Partial<GatewayPayment> = {}): GatewayPayment => ({
  id: '0b6f5c1e-2a7d-4c52-9f1e-3d2b8a9c1e77',
  status: 'paid',
  amount: 1_140_000,
  currency: 'SAR',
  refunded: 0,
  metadata: { booking_id: '7' },
  source: { type: 'creditcard', company: 'mada', number: '4201-32XX-XXXX-1010', message: 'APPROVED', transactionUrl: null },
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:05.000Z',
  ...over,
});

describe('judging a payment against its booking', () => {
  it('pays a booking with a paid payment of its exact total in SAR that names it', () => {
    expect(judgePayment(booking, payment())).toEqual({ outcome: 'pay' });
    expect(judgePayment(booking, payment({ status: 'captured' }))).toEqual({ outcome: 'pay' });
  });

  it('gives back a paid payment for less or more than the total, or in another currency', () => {
    for (const amount of [1_139_999, 1_140_001, 100, 0])
      expect(judgePayment(booking, payment({ amount })), String(amount)).toEqual({ outcome: 'give-back', reason: 'amount' });
    expect(judgePayment(booking, payment({ amount: 11_400.5 }))).toEqual({ outcome: 'give-back', reason: 'amount' });
    expect(judgePayment(booking, payment({ currency: 'USD' }))).toEqual({ outcome: 'give-back', reason: 'currency' });
  });

  it("leaves alone a payment that names another booking (it is that booking's), paid or not", () => {
    for (const metadata of [{ booking_id: '8' }, {}, { booking_id: '07' }] as Record<string, string>[])
      expect(judgePayment(booking, payment({ metadata }))).toEqual({ outcome: 'wait', reason: 'not-this-booking' });
  });

  it('gives back a payment that arrives when the booking no longer waits for it', () => {
    expect(judgePayment({ ...booking, awaitingPayment: false }, payment())).toEqual({
      outcome: 'give-back',
      reason: 'not-awaiting',
    });
    expect(judgePayment({ ...booking, awaitingPayment: false, paidBy: 'another-payment' }, payment())).toEqual({
      outcome: 'give-back',
      reason: 'not-awaiting',
    });
  });

  it('changes nothing for the payment that already paid the booking', () => {
    const paid = payment();
    expect(judgePayment({ ...booking, awaitingPayment: false, paidBy: paid.id }, paid)).toEqual({ outcome: 'already-paid' });
  });

  it('waits on a payment that is not money yet, or no longer', () => {
    expect(judgePayment(booking, payment({ status: 'initiated' }))).toEqual({ outcome: 'wait', reason: 'initiated' });
    expect(judgePayment(booking, payment({ status: 'authorized' }))).toEqual({ outcome: 'wait', reason: 'initiated' });
    expect(judgePayment(booking, payment({ status: 'failed' }))).toEqual({ outcome: 'wait', reason: 'failed' });
    for (const status of ['refunded', 'voided'] as const)
      expect(judgePayment(booking, payment({ status }))).toEqual({ outcome: 'wait', reason: 'reversed' });
  });
});
