import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { newToken, tokenHash } from '../../platform/tokens.ts';
import { insertToken } from './repositories/tokens.ts';

/** Issues an access token for the customer and returns it (the only time it exists in clear). */
export async function issueToken(db: Kysely<DB>, customerId: number): Promise<string> {
  const token = newToken();
  await insertToken(db, customerId, tokenHash(token));
  return token;
}
