// What an audit entry keeps of a change (issue 29, finding 5): each changed field's old and new
// value, not only its name, so an admin can tell what a colleague changed and put it back. Secrets
// and passport numbers are masked; a very long text is cut (its length kept).

/** Field names whose values never go into the log: passwords, tokens, keys, secrets, passports. */
const SECRET = /pass(word|port)|secret|token|api[_-]?key|private[_-]?key|recovery/i;
const MAX_TEXT = 1000;

export function maskedValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (SECRET.test(field)) {
    // A passport number keeps its last two characters, enough to tell two apart.
    if (/passport/i.test(field) && typeof value === 'string' && value.length > 4) return `•••${value.slice(-2)}`;
    return '•••';
  }
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}… (${value.length})`;
  if (Array.isArray(value)) return value.map((v) => maskedValue(field, v));
  if (typeof value === 'object') return maskedObject(value as Record<string, unknown>);
  return value;
}

export function maskedObject(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, maskedValue(k, v)]));
}

/**
 * `{ fields, changes: { field: { from, to } } }` for the fields whose values differ (compared as JSON,
 * so lists and objects count by content); fields missing from `after` are left out.
 */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): { fields: string[]; changes: Record<string, { from: unknown; to: unknown }> } {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const f of fields) {
    if (!(f in after)) continue;
    if (JSON.stringify(before[f] ?? null) === JSON.stringify(after[f] ?? null)) continue;
    changes[f] = { from: maskedValue(f, before[f]), to: maskedValue(f, after[f]) };
  }
  return { fields: Object.keys(changes), changes };
}
