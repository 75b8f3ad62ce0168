import type { Kysely } from 'kysely';
import type { DB, CustomerRow } from '../db/schema.ts';
import { newToken, tokenHash } from '../lib/security.ts';

export const nowIso = () => new Date().toISOString();

export async function byEmail(db: Kysely<DB>, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function byId(db: Kysely<DB>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Issues an access token; only its hash is stored. */
export async function issueToken(db: Kysely<DB>, customerId: number): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await db
    .insertInto('access_tokens')
    .values({ customer_id: customerId, token_hash: tokenHash(token), created_at: now, last_used_at: now })
    .execute();
  return token;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}
