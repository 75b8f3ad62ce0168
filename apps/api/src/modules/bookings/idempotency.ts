import crypto from 'node:crypto';
import { errorMessages, securityMessages } from '@rihla/contract';
import { ApiError, INVALID_VALUE } from '../../platform/http-errors.ts';

// Idempotent bookings. A client may send an Idempotency-Key with a booking; a retry with the same key
// books nothing new and gets the first booking back (header idempotent-replayed: true), and does not
// spend the booking budget. The same key with a different body silently answered the first booking
// (issue 12, item 16), so a booking keeps a fingerprint of what its key came with: every text field
// the server reads (the client's total is ignored, as the server prices it) and the SHA-256 of every
// file. A retry with the same fingerprint gets the first booking back; another body gets 422. Two
// requests racing with one key: the database's unique index lets one in, the other replays it.
// The booking route (routes/customer/trips) and modules/bookings/repositories/bookings.ts (keyedBooking) use this.

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;
const IGNORED = new Set(['total_price']);

/** The request's Idempotency-Key, null without one; 400 when it is not 1-128 visible ASCII characters. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  const key = typeof header === 'string' && header !== '' ? header : null;
  if (key !== null && !IDEMPOTENCY_KEY.test(key))
    throw new ApiError(400, errorMessages.bookingInput, { 'idempotency-key': [INVALID_VALUE] });
  return key;
}

export interface FingerprintedForm {
  fields: Map<string, (string | undefined)[]>;
  files: { field: string; index: number; sha256: string }[];
}

export function fingerprint(form: FingerprintedForm): string {
  const fields = [...form.fields.entries()]
    .filter(([name]) => !IGNORED.has(name))
    .map(([name, values]) => [name, values.map((v) => (v ?? '').trim())] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const files = form.files.map((f) => `${f.field}[${f.index}]=${f.sha256}`).sort();
  return crypto.createHash('sha256').update(JSON.stringify({ fields, files })).digest('hex');
}

/** Throws 422 when the key was first used with another body (bookings from before the check pass). */
export function assertSameRequest(stored: string | null, print: string): void {
  if (stored !== null && stored !== print)
    throw new ApiError(422, securityMessages.idempotencyMismatch, { 'idempotency-key': [securityMessages.idempotencyMismatch] });
}
