import { validateTextCharacters, type TextRule } from '@rihla/contract';

// The contract's control-character rule applied to every string a client sends in a JSON body or a
// query string (issue 12, item 3): a NUL reached PostgreSQL and answered 500. Fields a person reads
// as a name refuse bidi overrides too; the rating comment is a textarea.
const RULES: Record<string, TextRule> = {
  name: { name: true },
  nationality: { name: true },
  comment: { multiline: true },
  // The back office's long texts (a trip's and a programme day's description, an FAQ answer).
  description: { multiline: true },
  answer: { multiline: true },
  // A staff member's internal note on a booking (issue 31, item 13).
  body: { multiline: true },
};

export function ruleFor(field: string): TextRule {
  return RULES[field] ?? {};
}

/** The first field (top level or nested) whose text breaks the rule, with its message. */
export function forbiddenText(value: unknown, field = 'body', depth = 0): [string, string] | null {
  if (typeof value === 'string') {
    const message = validateTextCharacters(value, ruleFor(field));
    return message ? [field, message] : null;
  }
  if (!value || typeof value !== 'object' || depth > 4) return null;
  for (const [key, v] of Object.entries(value)) {
    const found = forbiddenText(v, Array.isArray(value) ? field : key, depth + 1);
    if (found) return found;
  }
  return null;
}
