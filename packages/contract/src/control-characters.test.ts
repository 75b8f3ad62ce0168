import { describe, expect, it } from 'vitest';
import { controlCharactersMessage, validateTextCharacters } from './control-characters.ts';
import { validateEmail, validateName } from './validation.ts';

describe('control characters', () => {
  it('refuses C0 controls, keeping tab and newline in a textarea', () => {
    expect(validateTextCharacters('سارة\u0000')).toBe(controlCharactersMessage);
    expect(validateTextCharacters('a\u001bb')).toBe(controlCharactersMessage);
    expect(validateTextCharacters('line\nline')).toBe(controlCharactersMessage);
    expect(validateTextCharacters('line\n\tline\r\n', { multiline: true })).toBeNull();
    expect(validateTextCharacters('x\u0000', { multiline: true })).toBe(controlCharactersMessage);
    expect(validateTextCharacters('رحلة ممتعة')).toBeNull();
  });

  it('refuses bidi overrides and isolates in names only', () => {
    for (const c of ['\u202a', '\u202e', '\u2066', '\u2069'])
      expect(validateTextCharacters(`سارة${c}abc`, { name: true })).toBe(controlCharactersMessage);
    expect(validateTextCharacters('a\u202eb')).toBeNull();
  });
});

describe('the form rules', () => {
  it('refuse a name or an e-mail with control characters, with the server’s message', () => {
    expect(validateName('محمد العمري\u0000')).toBe(controlCharactersMessage);
    expect(validateName('محمد \u202eالعمري')).toBe(controlCharactersMessage);
    expect(validateEmail('sara\u0007@example.com')).toBe(controlCharactersMessage);
    expect(validateName('محمد العمري')).toBeNull();
    expect(validateEmail('sara@example.com')).toBeNull();
  });
});
