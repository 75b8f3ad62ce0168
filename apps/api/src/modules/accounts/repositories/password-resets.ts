import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// Password reset links: only the token's hash is stored; a link works once, before it expires.

export async function createReset(db: Kysely<DB>, customerId: number, hash: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ customer_id: customerId, token_hash: hash, expires_at: expiresAt, used_at: null })
    .execute();
}

export async function deleteReset(db: Kysely<DB>, hash: string): Promise<void> {
  await db.deleteFrom('password_resets').where('token_hash', '=', hash).execute();
}

/** The unused, unexpired reset with this hash. */
export async function openReset(db: Kysely<DB>, hash: string, now: string) {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Claims the reset and sets the new password, in one transaction: every session of the customer ends
 * and their other reset links are voided. False when another request claimed it first.
 */
export async function resetPassword(
  db: Kysely<DB>,
  reset: { id: number; customer_id: number },
  passwordHash: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', reset.customer_id).execute();
    await trx.deleteFrom('access_tokens').where('customer_id', '=', reset.customer_id).execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('customer_id', '=', reset.customer_id)
      .where('used_at', 'is', null)
      .execute();
    return true;
  });
}
