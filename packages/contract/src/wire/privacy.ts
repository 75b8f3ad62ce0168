import { Type } from 'typebox';
import { text } from './build.ts';

// A customer's data rights (issue 29, items 7–8): export and deletion, each confirmed by the password
// or, for an account without one, a code e-mailed on asking.

export const ReauthBody = Type.Object({
  password: Type.Optional(text(200)),
  /** Six digits (Arabic-Indic accepted). */
  code: Type.Optional(text(20)),
});

export const ReauthCodeBody = Type.Object({
  purpose: Type.Union([Type.Literal('export'), Type.Literal('delete')]),
});
