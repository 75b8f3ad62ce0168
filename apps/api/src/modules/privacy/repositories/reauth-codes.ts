import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// Codes e-mailed to confirm an export or a deletion (issue 29): one live code per customer.

type Db = Kysely<DB> | Transaction<DB>;

export async function replaceCode(trx: Db, customerId: number, codeHash: string, expiresAt: string): Promise<void> {
  await trx.deleteFrom('reauth_codes').where('customer_id', '=', customerId).execute();
  await trx.insertInto('reauth_codes').values({ customer_id: customerId, code_hash: codeHash, expires_at: expiresAt }).execute();
}

export async function liveCode(db: Db, customerId: number, now: string) {
  return db
    .selectFrom('reauth_codes')
    .select(['id', 'code_hash', 'tries'])
    .where('customer_id', '=', customerId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function countTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('reauth_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function dropCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('reauth_codes').where('id', '=', id).execute();
}
