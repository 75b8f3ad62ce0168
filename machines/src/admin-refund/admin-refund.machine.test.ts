import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adminRefundMachine, amountHalalas, refundMessages, riyalsText, validateRefund } from './admin-refund.machine.ts';

describe('the refund rule', () => {
  it('reads riyals in Latin or Arabic-Indic digits, with a point or the Arabic decimal sign', () => {
    expect(amountHalalas('1250')).toBe(125_000);
    expect(amountHalalas('١٢٥٠٫٥')).toBe(125_050);
    expect(amountHalalas('۱۲۵۰.۷۵')).toBe(125_075);
    expect(amountHalalas(' 1٬250 ')).toBe(125_000);
    expect(amountHalalas('12.345')).toBeNull();
    expect(amountHalalas('-5')).toBeNull();
    expect(amountHalalas('خمسون')).toBeNull();
    expect(amountHalalas('')).toBeNull();
  });

  it('shows halalas as the field is prefilled', () => {
    expect(riyalsText(840_000)).toBe('8400');
    expect(riyalsText(125_050)).toBe('1250.50');
    expect(riyalsText(5)).toBe('0.05');
  });

  it('wants an amount from one halala to the refundable sum, and a reason', () => {
    expect(validateRefund({ amount: '8400', reason: 'طلب العميل' }, 840_000)).toEqual({});
    expect(validateRefund({ amount: '', reason: ' ' }, 840_000)).toEqual({
      amount: refundMessages.amountMissing,
      reason: refundMessages.reasonMissing,
    });
    expect(validateRefund({ amount: '0', reason: 'x' }, 840_000).amount).toBe(refundMessages.amountZero);
    expect(validateRefund({ amount: '1.2.3', reason: 'x' }, 840_000).amount).toBe(refundMessages.amountFormat);
    expect(validateRefund({ amount: '8400.01', reason: 'x' }, 840_000).amount).toBe(refundMessages.amountOver(840_000));
  });
});

describe('a booking changed elsewhere while the form is open', () => {
  it('moves a prefilled amount to the new refundable sum, and keeps one the admin typed', () => {
    const actor = createActor(adminRefundMachine, { input: { bookingId: 12, refundable: 840_000 } }).start();
    actor.send({ type: 'refund.refundable', halalas: 420_000 });
    expect(actor.getSnapshot().context.values.amount).toBe('4200');
    actor.send({ type: 'refund.change', values: { amount: '100' } });
    actor.send({ type: 'refund.refundable', halalas: 300_000 });
    expect(actor.getSnapshot().context.values.amount).toBe('100');
    expect(actor.getSnapshot().context.refundable).toBe(300_000);
  });
});
