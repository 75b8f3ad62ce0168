import { describe, expect, it } from 'vitest';
import { countryOfInternational, draftPhone, normalizePhone, parsePhone, validatePhone } from './phone.ts';
import { validateRegister } from './register-validation.ts';

const msg = 'يجب عليك كتابة رقم الهاتف بشكل صحيح';

describe('parsePhone: each country by its own numbering plan, always E.164', () => {
  it.each([
    // [typed, picked country, E.164, number's country, shown without the dial code]
    ['0551234567', 'sa', '+966551234567', 'sa', '55 123 4567'], // Saudi mobile, trunk 0 dropped
    ['551234567', 'sa', '+966551234567', 'sa', '55 123 4567'],
    ['0112345678', 'sa', '+966112345678', 'sa', '11 234 5678'], // Riyadh landline
    ['+966501234567', 'sa', '+966501234567', 'sa', '50 123 4567'],
    ['00966501234567', 'sa', '+966501234567', 'sa', '50 123 4567'],
    ['0501234567', 'ae', '+971501234567', 'ae', '50 123 4567'], // UAE mobile
    ['01012345678', 'eg', '+201012345678', 'eg', '10 12345678'], // Egypt mobile
    ['05321234567', 'tr', '+905321234567', 'tr', '532 123 45 67'], // Turkey mobile
    ['٠٥٥١٢٣٤٥٦٧', 'sa', '+966551234567', 'sa', '55 123 4567'], // Arabic-Indic digits
    ['۰۵۵۱۲۳۴۵۶۷', 'sa', '+966551234567', 'sa', '55 123 4567'], // Persian digits
    ['055-123 4567', 'sa', '+966551234567', 'sa', '55 123 4567'], // pasted with a dash and spaces
    [' +966 55-123-4567 ', 'sa', '+966551234567', 'sa', '55 123 4567'],
    ['+971 50 123 4567', 'sa', '+971501234567', 'ae', '50 123 4567'], // "+" wins over the picker
  ])('%s in %s is %s', (typed, country, e164, own, national) => {
    expect(parsePhone(typed, country)).toEqual({ e164, country: own, dialCode: expect.any(String), national });
  });

  it.each([
    ['05512345', 'sa'], // a digit short
    ['05512345678', 'sa'], // a digit too many
    ['0955123456', 'sa'], // no Saudi number starts 9
    ['0551234567', 'tr'], // a Saudi mobile read in Turkey (a digit short there)
    ['abc', 'sa'],
    ['', 'sa'],
    ['+0966501234', 'sa'],
    ['+' + '9'.repeat(16), 'sa'],
  ])('%s in %s cannot exist', (typed, country) => {
    expect(parsePhone(typed, country)).toBeNull();
    expect(validatePhone(typed, country)).toBe(msg);
  });

  it('drops a trunk 0 written after the dial code (the old field saved +9660…)', () => {
    expect(parsePhone('+9660551234567')?.e164).toBe('+966551234567');
  });
});

describe('the field while typing', () => {
  it('keeps digits and a leading plus, "00" read as "+"', () => {
    expect(normalizePhone('+٩٦٦٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
    expect(normalizePhone('0097150')).toBe('+97150');
    expect(normalizePhone('96+6')).toBe('966');
  });
  it('an unfinished number carries its dial code and never its trunk 0', () => {
    expect(draftPhone('055', '966')).toBe('+96655');
    expect(draftPhone('', '966')).toBe('');
    expect(draftPhone('+2010', '966')).toBe('+2010');
  });
  it('an international number names its country once the dial code is typed', () => {
    expect(countryOfInternational('+971 50')).toBe('ae');
    expect(countryOfInternational('+20 10')).toBe('eg');
    expect(countryOfInternational('0551')).toBeNull();
  });
});

describe('register: the phone is read in the picked country', () => {
  const base = { name: 'محمد أحمد', email: 'a@b.co', password: 'abcd1234', password_confirmation: 'abcd1234' };
  it('accepts a UAE number with the UAE picked and refuses it read in Saudi Arabia', () => {
    expect(validateRegister({ ...base, country_code: 'ae', phone_number: '0501234567' }).phone_number).toBeUndefined();
    expect(validateRegister({ ...base, country_code: 'sa', phone_number: '0501234' }).phone_number).toBe(msg);
  });
});
