import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// The periodic clean-ups (modules/accounts/plugins/auth.ts): rows past their use, which the reads already ignore,
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
