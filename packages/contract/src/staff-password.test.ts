import { describe, expect, it } from 'vitest';
import { errorMessages } from './messages.ts';
import { staffPasswordRule, validateStaffPassword } from './staff-password.ts';

describe('staff passwords (issue 29, finding 6)', () => {
  it('refuses whitespace only, trivial and common passwords', () => {
    for (const weak of [
      ' '.repeat(12),
      '\t'.repeat(14),
      'aaaaaaaaaaaa',
      'abababababab',
      '123456789012',
      'abcdefghijklmnop',
      'qwertyuiopas',
      '0987654321098',
      'Password1234',
      'PASSWORD 1234',
      'password-password',
      '1qaz2wsx3edc',
      'abcabcabcabc',
      '. . . . . . . . ',
    ])
      expect([weak, validateStaffPassword(weak)]).toEqual([weak, errorMessages.staffPasswordWeak]);
  });

  it('keeps the length rule first, and accepts a real passphrase', () => {
    expect(validateStaffPassword('short')).toBe(staffPasswordRule);
    expect(validateStaffPassword('a long staff passphrase')).toBeNull();
    expect(validateStaffPassword('admin passphrase 1')).toBeNull();
    expect(validateStaffPassword('قافلة الصحراء تسير ليلًا')).toBeNull();
  });
});
