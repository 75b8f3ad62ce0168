import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDetails,
  cardDigits,
  cardMaxLength,
  formatCardNumber,
  formatExpiry,
  formatHalalas,
  luhnValid,
  parseExpiry,
  toHalalas,
  validateCard,
  validateCardName,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from './card.ts';
import { cardMessages as m } from './messages.ts';

// Moyasar's documented test cards (docs.moyasar.com, "Test Cards") and the schemes' own.
const MADA = '4201320111111010';
const VISA = '4111111111111111';
const MASTER = '5421080101000000';
const AMEX = '378282246310005';
const TODAY = '2026-07-15';

describe('card numbers', () => {
  it('reads Arabic-Indic digits and drops spaces and dashes', () => {
    expect(cardDigits('٤٢٠١ ٣٢٠١-۱۱۱۱ 1010')).toBe(MADA);
    expect(cardDigits(' 4111\u00a01111 ')).toBe('41111111');
    expect(cardDigits('4111x')).toBe('4111x');
  });

  it.each([MADA, VISA, MASTER, AMEX, '4000056655665556', '2223003122003222'])('%s passes Luhn', (n) => {
    expect(luhnValid(n)).toBe(true);
  });
  it.each(['4111111111111112', '4201320111111011', '', '0', '4111 1111 1111 1111', 'abcd'])('%j fails Luhn', (n) => {
    expect(luhnValid(n)).toBe(false);
  });

  it.each([
    [MADA, 'mada'],
    ['440647', 'mada'], // a Visa range issued as mada
    ['5888450000000000', 'mada'],
    ['9682010000000000', 'mada'], // mada's own range
    ['22337902', 'mada'], // an 8-digit prefix inside Mastercard's 2-series
    ['2233790', 'master'], // …before its eighth digit
    ['42013', 'visa'], // mada is known at the sixth digit
    [VISA, 'visa'],
    ['4', 'visa'],
    [MASTER, 'master'],
    ['2221000000000009', 'master'],
    ['2720990000000000', 'master'],
    ['2721', null],
    [AMEX, 'amex'],
    ['34', 'amex'],
    ['6011111111111117', null], // Discover: not taken
    ['', null],
  ] as const)('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('groups by four, Amex as 4-6-5', () => {
    expect(formatCardNumber(MADA)).toBe('4201 3201 1111 1010');
    expect(formatCardNumber('42013')).toBe('4201 3');
    expect(formatCardNumber('4201')).toBe('4201');
    expect(formatCardNumber(AMEX)).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber('4000000000000000006')).toBe('4000 0000 0000 0000 006');
    expect(formatCardNumber('')).toBe('');
  });

  it('takes as many digits as the brand allows', () => {
    expect(cardMaxLength('amex')).toBe(15);
    expect(cardMaxLength('mada')).toBe(16);
    expect(cardMaxLength('visa')).toBe(19);
    expect(cardMaxLength(null)).toBe(19);
  });

  it.each([
    ['', m.numberRequired],
    ['4201 3201 1111 1011', m.numberInvalid], // Luhn
    ['4201 3201 1111 101', m.numberInvalid], // short
    ['4111 1111 1111 1111 1', m.numberInvalid], // 17 digits
    ['3782 822463 1000', m.numberInvalid],
    ['4111-1111-abcd-1111', m.numberInvalid],
    ['6011 1111 1111 1117', m.brandUnsupported],
    ['4201 3201 1111 1010', null],
    ['٤١١١ ١١١١ ١١١١ ١١١١', null],
    ['3782 822463 10005', null],
    ['5421 0801 0100 0000', null],
  ])('number %j: %s', (number, error) => {
    expect(validateCardNumber(number)).toBe(error);
  });
});

describe('expiry', () => {
  it.each([
    ['08/29', { month: 8, year: 2029 }],
    ['8/29', { month: 8, year: 2029 }],
    ['0829', { month: 8, year: 2029 }],
    [' 12 / 2030 ', { month: 12, year: 2030 }],
    ['٠٨/٢٩', { month: 8, year: 2029 }],
    ['13/29', null],
    ['00/29', null],
    ['08/9', null],
    ['829', null],
    ['', null],
  ])('%j reads as %j', (input, expiry) => {
    expect(parseExpiry(input)).toEqual(expiry);
  });

  it('is good until the end of its month, and not decades ahead', () => {
    expect(validateExpiry('07/26', TODAY)).toBeNull();
    expect(validateExpiry('06/26', TODAY)).toBe(m.expired);
    expect(validateExpiry('12/25', TODAY)).toBe(m.expired);
    expect(validateExpiry('01/27', TODAY)).toBeNull();
    expect(validateExpiry('01/2046', TODAY)).toBeNull();
    expect(validateExpiry('01/2047', TODAY)).toBe(m.expiryInvalid);
    expect(validateExpiry('13/27', TODAY)).toBe(m.expiryInvalid);
    expect(validateExpiry(' ', TODAY)).toBe(m.expiryRequired);
  });

  it('is formatted as typed: the slash once the year begins', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('08')).toBe('08');
    expect(formatExpiry('082')).toBe('08/2');
    expect(formatExpiry('08/29')).toBe('08/29');
    expect(formatExpiry('08/299')).toBe('08/29');
    expect(formatExpiry('4/')).toBe('04/');
    expect(formatExpiry('4/2')).toBe('04/2');
    expect(formatExpiry('٠٨٢٩')).toBe('08/29');
    expect(formatExpiry('ab')).toBe('');
  });
});

describe('name and security code', () => {
  it.each([
    ['', m.nameRequired],
    ['   ', m.nameRequired],
    ['Ahmed', m.nameTwoWords],
    ['Ahmed -', m.nameTwoWords],
    ['أحمد علي', m.nameLatin],
    ['Ahmed 3li', m.nameLatin],
    ['Ahmed Ali', null],
    ['  Sara   Al-Qahtani ', null],
    ['MOHAMMED BIN SALEH', null],
  ])('name %j: %s', (name, error) => {
    expect(validateCardName(name)).toBe(error);
  });

  it('takes three digits, four on an Amex, either while the brand is unknown', () => {
    expect(validateCvc('123', 'mada')).toBeNull();
    expect(validateCvc('١٢٣', 'visa')).toBeNull();
    expect(validateCvc('1234', 'visa')).toBe(m.cvcInvalid);
    expect(validateCvc('1234', 'amex')).toBeNull();
    expect(validateCvc('123', 'amex')).toBe(m.cvcInvalid);
    expect(validateCvc('1234', null)).toBeNull();
    expect(validateCvc('12a', null)).toBe(m.cvcInvalid);
    expect(validateCvc('', 'master')).toBe(m.cvcRequired);
  });
});

describe('validateCard', () => {
  const card = { name: 'Ahmed Ali', number: '4201 3201 1111 1010', expiry: '08/29', cvc: '123' };

  it('finds nothing in a good card and hands it out in the gateway’s parts', () => {
    expect(validateCard(card, TODAY)).toEqual({});
    expect(cardDetails({ ...card, name: ' Ahmed  Ali ' }, TODAY)).toEqual({
      name: 'Ahmed Ali',
      number: MADA,
      month: 8,
      year: 2029,
      cvc: '123',
      brand: 'mada',
    });
  });

  it('gives every field its Arabic error', () => {
    expect(validateCard({ name: '', number: '', expiry: '', cvc: '' }, TODAY)).toEqual({
      name: m.nameRequired,
      number: m.numberRequired,
      expiry: m.expiryRequired,
      cvc: m.cvcRequired,
    });
    expect(validateCard({ ...card, number: AMEX, expiry: '01/26' }, TODAY)).toEqual({ expiry: m.expired, cvc: m.cvcInvalid });
    expect(cardDetails({ ...card, cvc: '12' }, TODAY)).toBeNull();
  });
});

describe('halalas', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1234.5, 123450],
    [1234.56, 123456],
    [0.29, 29],
    [4.35, 435], // 4.35 * 100 is 434.99999999999994 in floating point
    [1.1, 110],
    ['1234.50', 123450],
    ['1234.5', 123450],
    [' 12 ', 1200],
    ['0.07', 7],
  ])('%j riyals are %i halalas', (riyals, halalas) => {
    expect(toHalalas(riyals)).toBe(halalas);
  });

  it.each([1.005, 0.1 + 0.2, -1, NaN, Infinity, 1e300, '1.005', '-1', '1,000', '', 'abc', '1e3'])('refuses %j', (riyals) => {
    expect(() => toHalalas(riyals)).toThrow(RangeError);
  });

  it('formats halalas in the site’s riyal format', () => {
    expect(formatHalalas(123450)).toBe('1,234.50 ريال');
    expect(formatHalalas(7)).toBe('0.07 ريال');
    expect(() => formatHalalas(1.5)).toThrow(RangeError);
  });
});
