import type { Kysely } from 'kysely';
import { addDays, todayIso } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { bookingsToPurge, purgeDocuments } from './repositories/erasure.ts';

// Retention (issue 29, item 9; docs/security.md, "Retention"): passport and visa scans and passport
// numbers are kept PASSPORT_RETENTION_DAYS after the trip's last day (a dispute, a visa question),
// then deleted by this job, a batch at a time; the booking keeps that they existed.

const BATCH = 200;

/** Purges the documents of bookings whose trip ended more than `days` ago; returns how many bookings. */
export async function purgeOldDocuments(db: Kysely<DB>, days: number, today = todayIso()): Promise<number> {
  const endedBefore = addDays(today, -days);
  let purged = 0;
  for (;;) {
    const ids = await bookingsToPurge(db, endedBefore, BATCH);
    if (!ids.length) return purged;
    const now = new Date().toISOString();
    await db.transaction().execute((trx) => purgeDocuments(trx, ids, now));
    purged += ids.length;
    if (ids.length < BATCH) return purged;
  }
}
