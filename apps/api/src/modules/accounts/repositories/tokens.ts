import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/db/constraints.ts';
import type { CustomerRow, DB } from '../../../platform/db/schema.ts';

// Access tokens: only their hash is stored (../access-tokens.ts hands out the token itself).

export interface Session {
  customer: CustomerRow;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function insertToken(db: Kysely<DB>, customerId: number, hash: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('access_tokens')
    .values({ customer_id: customerId, token_hash: hash, created_at: now, last_used_at: now })
    .execute();
}

/** The customer a token hash belongs to, with the token's ages. */
export async function sessionByHash(db: Kysely<DB>, hash: string): Promise<Session | undefined> {
  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('customers', 'customers.id', 'access_tokens.customer_id')
    .selectAll('customers')
    .select(['access_tokens.created_at as token_created_at', 'access_tokens.last_used_at as token_used_at'])
    .where('access_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_created_at, token_used_at, ...customer } = row;
  return { customer, createdAt: token_created_at, lastUsedAt: token_used_at };
}

export async function touchToken(db: Kysely<DB>, hash: string, at: string): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: at }).where('token_hash', '=', hash).execute();
}

export async function deleteToken(db: Kysely<DB>, hash: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('token_hash', '=', hash).execute();
}

/** Deletes tokens created before `createdBefore` or last used before `usedBefore`; returns how many. */
export async function deleteTokensOlderThan(db: Kysely<DB>, createdBefore: string, usedBefore: string): Promise<number> {
  const res = await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('created_at', '<', createdBefore), eb('last_used_at', '<', usedBefore)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Every session of the customer but this one ends (a password change signs other devices out). */
export async function deleteOtherTokens(db: Kysely<DB>, customerId: number, keepHash: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('customer_id', '=', customerId).where('token_hash', '!=', keepHash).execute();
}
