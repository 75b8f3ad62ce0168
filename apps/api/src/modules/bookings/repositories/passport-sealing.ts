import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { maskPassport } from './booking-history.ts';

// Passport numbers stored in clear before issue 29 (item 9) are sealed at start, with their masks
// written, a batch at a time. Each update names the clear value it replaces, so two servers starting
// together never seal a number twice; once done, a start finds nothing to do.

const BATCH = 500;

/** `box` seals a number (modules/bookings/passport-seal.ts, bookingPassports). */
export async function sealPlainPassports(db: Kysely<DB>, box: { seal(passport: string): string }): Promise<number> {
  let sealed = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('booking_travellers')
      .select(['id', 'passport'])
      .where('id', '>', after)
      .where('passport', '!=', '')
      .where('passport', 'not like', 'sealed1:%')
      .orderBy('id')
      .limit(BATCH)
      .execute();
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
