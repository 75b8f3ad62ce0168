import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { maskPassport } from './booking-history.ts';

// Passport numbers stored in clear before issue 29 (item 9) are sealed at start, with their masks
// written, a batch at a time. Each update names the clear value it replaces, so two servers starting
// together never seal a number twice; once done, a start finds nothing to do, in an empty index.

/**
 * A number still in clear: the very condition of the partial index that holds them (migration
 * 2026-11-28T1900-clear-passports-index), written as literals, which both planners need to use it.
 */
const inClear = sql<boolean>`passport <> '' and substr(passport, 1, 8) <> 'sealed1:'`;

const BATCH = 500;

/** The next batch of numbers in clear after traveller `after`: a read of the partial index alone. */
export function clearPassports(db: Kysely<DB>, after: number) {
  return db
    .selectFrom('booking_travellers')
    .select(['id', 'passport'])
    .where('id', '>', after)
    .where(inClear)
    .orderBy('id')
    .limit(BATCH);
}

/** `box` seals a number (modules/bookings/passport-seal.ts, bookingPassports). */
export async function sealPlainPassports(db: Kysely<DB>, box: { seal(passport: string): string }): Promise<number> {
  let sealed = 0;
  let after = 0;
  for (;;) {
    const rows = await clearPassports(db, after).execute();
    if (!rows.length) return sealed;
    await db.transaction().execute(async (trx) => {
      for (const r of rows) {
        const done = await trx
          .updateTable('booking_travellers')
          .set({ passport: box.seal(r.passport), passport_masked: maskPassport(r.passport) })
          .where('id', '=', r.id)
          .where('passport', '=', r.passport)
          .executeTakeFirst();
        sealed += Number(done.numUpdatedRows);
      }
    });
    after = rows.at(-1)!.id;
  }
}
