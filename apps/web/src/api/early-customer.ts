import type { User } from '@rihla/contract';
import { getCustomer } from './get-customer.ts';
import { tokenStorage } from './token-storage.ts';

// The session check of a visitor with a stored token (GET /api/customer), started by main.tsx as the
// page's first script runs (issue 28): the session's own code (XState and its machine) is a chunk
// of its own that arrives later, and pages that wait for the session (the booking wizard) would
// otherwise ask only then. The session machine's first check takes this answer instead of asking.

let early: { token: string; answer: Promise<User> } | null = null;

/** Asks now when a token is stored (once a page). */
export function startCustomerCheck(): void {
  const token = tokenStorage.get();
  if (!token || early) return;
  const answer = getCustomer();
  answer.catch(() => {}); // its failure is the session machine's, when it takes the answer
  early = { token, answer };
}

/** The early check's answer for this token, given once; null when there is none (then ask). */
export function takeCustomerCheck(token: string): Promise<User> | null {
  const taken = early;
  early = null;
  return taken && taken.token === token ? taken.answer : null;
}
