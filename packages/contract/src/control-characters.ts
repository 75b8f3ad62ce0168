// One rule for every text a client sends (issue 12, item 3): C0 control characters (NUL answered 500
// on PostgreSQL) are refused, except tab and newline where a textarea allows them; names also refuse
// the bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a name read as
// another in a right-to-left page. The form shows the message, the API answers 422 with it.

export const controlCharactersMessage = 'يحتوي النص على رموز غير مسموح بها، احذفها وحاول مرة أخرى';

export interface TextRule {
  /** A textarea: tab, newline and carriage return are allowed. */
  multiline?: boolean;
  /** A name shown to others: bidi overrides and isolates are refused too. */
  name?: boolean;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const C0_SINGLE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const C0_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

export function hasForbiddenCharacters(value: string, rule: TextRule = {}): boolean {
  if ((rule.multiline ? C0_MULTI : C0_SINGLE).test(value)) return true;
  return !!rule.name && BIDI.test(value);
}

/** null when the text is clean, else the Arabic message. */
export function validateTextCharacters(value: string, rule: TextRule = {}): string | null {
  return hasForbiddenCharacters(value, rule) ? controlCharactersMessage : null;
}
