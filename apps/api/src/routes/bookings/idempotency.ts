import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { securityMessages } from '@rihla/contract';
import type { DB } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import type { BookingForm } from './parse-booking.ts';

// The same Idempotency-Key with a different body silently answered the first booking (issue 12,
// item 16). A booking keeps a fingerprint of what its key came with: every text field the server
// reads (the client's total is ignored, as the server prices it) and the SHA-256 of every file.
// A retry with the same fingerprint gets the first booking back; another body gets 422.

const IGNORED = new Set(['total_price']);

export function fingerprint(form: BookingForm): string {
  const fields = [...form.fields.entries()]
    .filter(([name]) => !IGNORED.has(name))
    .map(([name, values]) => [name, values.map((v) => (v ?? '').trim())] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const files = form.files.map((f) => `${f.field}[${f.index}]=${f.sha256}`).sort();
  return crypto.createHash('sha256').update(JSON.stringify({ fields, files })).digest('hex');
}

export async function keyedBooking(db: Kysely<DB>, customerId: number, key: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'idempotency_hash'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Throws 422 when the key was first used with another body (bookings from before the check pass). */
export function assertSameRequest(stored: string | null, print: string): void {
  if (stored !== null && stored !== print)
    throw new ApiError(422, securityMessages.idempotencyMismatch, { 'idempotency-key': [securityMessages.idempotencyMismatch] });
}
