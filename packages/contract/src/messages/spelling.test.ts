import { describe, expect, it } from 'vitest';
import * as messages from '../messages.ts';
import { paymentFailureText, refundPolicyText } from '../payments.ts';
import { securityMessages } from '../security-messages.ts';

// Issue 31, item 6: the brief quotes its messages with common spelling mistakes, and a customer reads
// them as carelessness. Every message the site shows is listed here and checked against them.

/** Misspelling → the correct word, as whole words. */
const MISTAKES: Record<string, string> = {
  ايجاد: 'إيجاد',
  البينات: 'البيانات',
  ابينات: 'البيانات',
  احرف: 'أحرف',
  علي: 'على',
  الألكتروني: 'الإلكتروني',
  الالكتروني: 'الإلكتروني',
  مابين: 'ما بين',
  انجليزية: 'إنجليزية',
  انجليزي: 'إنجليزي',
  وارقام: 'وأرقام',
  ارقام: 'أرقام',
  يرجي: 'يرجى',
  المحاوله: 'المحاولة',
  مره: 'مرة',
  اخري: 'أخرى',
  اخرى: 'أخرى',
  اخر: 'آخر',
  ادخال: 'إدخال',
  الي: 'إلى',
};
const WRONG = Object.entries(MISTAKES).filter(([wrong, right]) => wrong !== right);

function strings(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
}

const all: [string, string][] = [];
for (const [name, value] of Object.entries(messages)) strings(value, name, all);
strings(securityMessages, 'securityMessages', all);
for (const m of ['Insufficient Funds', 'DECLINED', 'expired card', '3-D Secure', 'Invalid OTP', ''])
  all.push([`paymentFailureText(${m})`, paymentFailureText(m)]);
all.push([
  'refundPolicyText',
  refundPolicyText(
    [
      { hoursBefore: 336, percent: 100 },
      { hoursBefore: 96, percent: 50 },
    ],
    96,
  ),
]);

describe('the spelling of every message', () => {
  it('lists the messages', () => {
    expect(all.length).toBeGreaterThan(60);
  });

  it.each(all)('%s', (_path, text) => {
    const words = text.split(/[\s،.؛:()«»"!؟?,]+/);
    const found = WRONG.filter(([wrong]) => words.includes(wrong)).map(([wrong, right]) => `${wrong} → ${right}`);
    expect(found).toEqual([]);
  });
});
