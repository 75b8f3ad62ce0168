import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

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
