import { normalizePhone, validatePhone } from './phone.ts';
import { validateRegister } from './register-validation.ts';
import { NATIONALITY_CODES, nationalityName, nationalityOptions, validateNationality } from './nationalities.ts';
import { describe, expect, it } from 'vitest';
import {
  validateBirthday,
  validateEmail,
  validateLogin,
  validateName,
  validatePassportExpiry,
  validatePassportNumber,
  validatePassword,
  validatePasswordConfirmation,
  validateRating,
  validateTripDate,
} from './validation.ts';
import { validationMessages } from './messages.ts';

describe('name', () => {
  it('rejects 5 characters and accepts 6, with the spec message', () => {
    expect(validateName('محمدع')).toBe('يجب عليك كتابة 6 أحرف على الأقل');
    expect(validateName('محمد ع')).toBeNull();
  });
  it('does not count surrounding spaces', () => {
    expect(validateName('  abcde  ')).toBe(validationMessages.name);
  });
});

describe('email', () => {
  it('accepts a valid address with spaces around it', () => {
    expect(validateEmail('  sara@example.com ')).toBeNull();
  });
  it.each(['sara', 'sara@', 'sara@example', 'sa ra@example.com', ''])('rejects %j', (v) => {
    expect(validateEmail(v)).toBe('يجب عليك كتابة البريد الإلكتروني بشكل صحيح');
  });
});

describe('password', () => {
  const msg = 'يجب عليك كتابة ما بين 8 و24 رمزًا (حروف إنجليزية وأرقام فقط)';
  it('takes 8 to 24 English letters and digits', () => {
    expect(validatePassword('a'.repeat(7))).toBe(msg);
    expect(validatePassword('abcd1234')).toBeNull();
    expect(validatePassword('a1'.repeat(12))).toBeNull();
    expect(validatePassword('a'.repeat(25))).toBe(msg);
  });
  it('refuses non-English letters and symbols', () => {
    expect(validatePassword('كلمةسر12345')).toBe(msg);
    expect(validatePassword('pässword1')).toBe(msg);
    expect(validatePassword('pass word1')).toBe(msg);
    expect(validatePassword('password!1')).toBe(msg);
  });
  it('confirmation must equal the password', () => {
    expect(validatePasswordConfirmation('abcd1234', 'abcd1235')).toBe('يجب عليك كتابة نفس كلمة السر');
    expect(validatePasswordConfirmation('abcd1234', 'abcd1234')).toBeNull();
  });
});

describe('phone', () => {
  const msg = 'يجب عليك كتابة رقم الهاتف بشكل صحيح';
  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normalizePhone('+٩٦٦٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
    expect(normalizePhone('۰۵۰')).toBe('050');
    expect(validatePhone('+٩٦٦٥٠١٢٣٤٥٦٧')).toBeNull();
  });
  it('drops spaces and dashes and keeps only a leading plus', () => {
    expect(normalizePhone('+966 50-123 4567')).toBe('+966501234567');
    expect(normalizePhone('96+6')).toBe('966');
  });
  it('refuses what no numbering plan allows (the full rule is tested in phone.test.ts)', () => {
    expect(validatePhone('+0966501234')).toBe(msg);
    expect(validatePhone('+96650')).toBe(msg);
    expect(validatePhone('+966501')).toBe(msg);
    expect(validatePhone('+' + '9'.repeat(16))).toBe(msg);
    expect(validatePhone('')).toBe(msg);
    expect(validatePhone('+966501234567')).toBeNull();
  });
});

describe('passport number', () => {
  const msg = 'يجب عليك كتابة رقم الجواز بشكل صحيح: من 3 إلى 20 رمزًا من الحروف والأرقام الإنجليزية، دون مسافات';
  it('takes 3 to 20 English letters and digits', () => {
    expect(validatePassportNumber('A1')).toBe(msg);
    expect(validatePassportNumber('A12')).toBeNull();
    expect(validatePassportNumber('A1234567890123456789')).toBeNull();
    expect(validatePassportNumber('A12345678901234567890')).toBe(msg);
  });
  it('accepts lower-case letters (the server stores them upper-cased)', () => {
    expect(validatePassportNumber('ab1234567')).toBeNull();
  });
  it('refuses Arabic-Indic digits and Arabic letters rather than guessing', () => {
    expect(validatePassportNumber('A١٢٣٤٥٦٧')).toBe(msg);
    expect(validatePassportNumber('۱۲۳۴۵۶۷')).toBe(msg);
    expect(validatePassportNumber('ج1234567')).toBe(msg);
  });
  it('ignores spaces around the number but not inside it', () => {
    expect(validatePassportNumber('  A1234567 ')).toBeNull();
    expect(validatePassportNumber('A123 4567')).toBe(msg);
    expect(validatePassportNumber('A12-34567')).toBe(msg);
    expect(validatePassportNumber(' A1 ')).toBe(msg);
  });
  it('says the field is required when nothing but spaces was typed', () => {
    expect(validatePassportNumber('')).toBe(validationMessages.required);
    expect(validatePassportNumber('   ')).toBe(validationMessages.required);
  });
});

describe('dates', () => {
  const today = '2026-11-21';
  it('trip date runs from tomorrow to the expiry date', () => {
    expect(validateTripDate('2026-11-21', null, today)).not.toBeNull();
    expect(validateTripDate('2026-11-22', null, today)).toBeNull();
    expect(validateTripDate('2026-12-31', '2026-12-31', today)).toBeNull();
    expect(validateTripDate('2027-01-01', '2026-12-31', today)).not.toBeNull();
    expect(validateTripDate('2026-02-30', null, today)).not.toBeNull();
  });
  it('passport expiry may be today but not before', () => {
    expect(validatePassportExpiry('2026-11-21', today)).toBeNull();
    expect(validatePassportExpiry('2026-11-20', today)).toBe(validationMessages.passportExpired);
  });
  it('birthday may not be in the future', () => {
    expect(validateBirthday('2026-11-21', today)).toBeNull();
    expect(validateBirthday('2026-11-22', today)).toBe(validationMessages.birthdayFuture);
    expect(validateBirthday(null, today)).toBeNull();
  });
});

describe('rating', () => {
  it('takes whole stars from 0 to 5', () => {
    expect(validateRating(0)).toBeNull();
    expect(validateRating(5)).toBeNull();
    expect(validateRating(6)).not.toBeNull();
    expect(validateRating(2.5)).not.toBeNull();
    expect(validateRating(-1)).not.toBeNull();
  });
});

describe('forms', () => {
  it('login needs a valid e-mail and password', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'abcd1234' })).toEqual({});
    expect(Object.keys(validateLogin({ email: 'x', password: 'short' }))).toEqual(['email', 'password']);
  });
  it('register needs every field and, in the browser, the consent', () => {
    const ok = {
      name: 'سارة أحمد',
      email: 'sara@example.com',
      country_code: 'sa',
      phone_number: '+966501234567',
      password: 'abcd1234',
      password_confirmation: 'abcd1234',
    };
    expect(validateRegister(ok)).toEqual({});
    expect(validateRegister(ok, { requireConsent: true })).toEqual({ privacy_consent: validationMessages.privacyConsent });
    expect(validateRegister({ ...ok, privacy_consent: true }, { requireConsent: true })).toEqual({});
  });
});

describe('nationality', () => {
  it('is an ISO 3166 code from the list, in any case', () => {
    expect(validateNationality('SA')).toBeNull();
    expect(validateNationality('eg')).toBeNull();
    expect(validateNationality('XK')).toBeNull();
    expect(validateNationality('')).toBe(validationMessages.required);
    expect(validateNationality('سعودي')).toBe(validationMessages.nationality);
    expect(validateNationality('ZZ')).toBe(validationMessages.nationality);
    expect(validateNationality('EU')).toBe(validationMessages.nationality);
    expect(NATIONALITY_CODES).toHaveLength(250);
  });
  it("has Arabic names, the customer's own country first", () => {
    expect(nationalityName('SA')).toBe('المملكة العربية السعودية');
    expect(nationalityName('EG')).toBe('مصر');
    const options = nationalityOptions(['eg', 'SA']);
    expect(options.slice(0, 2)).toEqual([
      { id: 'EG', label: 'مصر' },
      { id: 'SA', label: 'المملكة العربية السعودية' },
    ]);
    expect(options).toHaveLength(250);
    expect(new Set(options.map((o) => o.id)).size).toBe(250);
  });
});
