import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// E-mail verification links: only the token's hash is stored, with the address it verifies.

export async function createVerification(
  db: Kysely<DB>,
  v: { customerId: number; email: string; hash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({ customer_id: v.customerId, email: v.email, token_hash: v.hash, expires_at: v.expiresAt, used_at: null })
    .execute();
}

/** The unused, unexpired verification with this hash, and the address its account has now. */
export async function openVerification(db: Kysely<DB>, hash: string, now: string) {
  return db
    .selectFrom('email_verifications')
    .innerJoin('customers', 'customers.id', 'email_verifications.customer_id')
    .select([
      'email_verifications.id',
      'email_verifications.customer_id',
      'email_verifications.email',
      'customers.email as current',
    ])
    .where('email_verifications.token_hash', '=', hash)
    .where('email_verifications.used_at', 'is', null)
    .where('email_verifications.expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks the customer's address verified and uses up every open link of theirs. */
export async function verifyEmail(db: Kysely<DB>, customerId: number, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('customers')
      .set({ email_verified_at: now })
      .where('id', '=', customerId)
      .where('email_verified_at', 'is', null)
      .execute();
  });
}
