import { describe, expect, it } from 'vitest';
import { paymentMessages as m } from '@rihla/contract';
import { cardSource, newAttemptId, otpValue, outcomeMessage, reportErrorMessage, stcMobile } from './payment.rules.ts';

const card = { name: 'Ahmed Ali', number: '4201320111111010', month: 8, year: 2029, cvc: '123', brand: 'mada' } as const;
const failed = {
  booking_id: 1,
  booking_status: 'awaiting_payment',
  payment_status: 'failed',
  paid: false,
  message_ar: null,
} as const;

describe('payment rules', () => {
  it('takes a Saudi mobile as 05XXXXXXXX, from +966 and Arabic-Indic digits too', () => {
    expect(stcMobile('0512345678')).toBe('0512345678');
    expect(stcMobile('+966 51 234 5678')).toBe('0512345678');
    expect(stcMobile('٠٥١٢٣٤٥٦٧٨')).toBe('0512345678');
    for (const bad of ['', '051234567', '0412345678', '05123456789']) expect(stcMobile(bad)).toBeNull();
  });

  it('takes an OTP of 4 to 8 digits', () => {
    expect(otpValue(' ١٢٣٤٥٦ ')).toBe('123456');
    for (const bad of ['123', '123456789', '12a456']) expect(otpValue(bad)).toBeNull();
  });

  it('checks the card again with the contract rules before it leaves for the gateway', () => {
    expect(cardSource(card, '2026-07-15')).toEqual({
      type: 'creditcard',
      name: 'Ahmed Ali',
      number: card.number,
      month: 8,
      year: 2029,
      cvc: '123',
    });
    expect(cardSource({ ...card, number: '4201320111111011' }, '2026-07-15')).toBeNull();
    expect(cardSource({ ...card, year: 2026, month: 6 }, '2026-07-15')).toBeNull();
    expect(cardSource({ ...card, name: 'أحمد علي' }, '2026-07-15')).toBeNull();
  });

  it("words the outcome: the server's reason, else the gateway's in Arabic, else 'not settled'", () => {
    expect(outcomeMessage({ ...failed, message_ar: 'سبب' })).toBe('سبب');
    expect(outcomeMessage(failed, 'INSUFFICIENT FUNDS')).toMatch(/الرصيد غير كافٍ/);
    expect(outcomeMessage({ ...failed, payment_status: 'initiated' })).toBe(m.notSettled);
    expect(reportErrorMessage({ status: 502 })).toBe(m.verifyUnreachable);
  });

  it('makes a UUID per attempt (the gateway refuses any other given_id)', () => {
    const id = newAttemptId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newAttemptId()).not.toBe(id);
  });
});
