import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// The periodic clean-ups (plugins/app/jobs.ts): rows past their use, which the reads already ignore,
// deleted so the tables do not grow. Each takes the instant before which a row is old and returns how
// many it removed. Expired sign-in tokens are deleted by tokens.ts (deleteTokensOlderThan).

/** Reset links that expired before `now` (used ones expire as well: within the hour). */
export async function deleteExpiredResets(db: Kysely<DB>, now: string): Promise<number> {
  const res = await db.deleteFrom('password_resets').where('expires_at', '<', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** E-mail verification links that expired before `now`. */
export async function deleteExpiredVerifications(db: Kysely<DB>, now: string): Promise<number> {
  const res = await db.deleteFrom('email_verifications').where('expires_at', '<', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Forgets the Idempotency-Key (and its fingerprint) of bookings made before `before`: a retry comes
 * within seconds, and the customer may use the key again afterwards. The booking itself stays.
 */
export async function forgetIdempotencyKeys(db: Kysely<DB>, before: string): Promise<number> {
  const res = await db
    .updateTable('bookings')
    .set({ idempotency_key: null, idempotency_hash: null })
    .where('idempotency_key', 'is not', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
