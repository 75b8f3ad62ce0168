/** A record id from the address (a path segment or a query value): a positive integer, or null. */
export function pathId(raw: string | null | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
