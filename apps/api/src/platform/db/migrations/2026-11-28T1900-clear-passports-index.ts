/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Every start looks for passport numbers still in clear, to seal them
// (modules/bookings/repositories/passport-sealing.ts). Without an index that read every booking
// traveller on every start, forever; this index holds only the numbers in clear, so once they are
// sealed it is empty and the look takes no time. The query names the same condition, word for word.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index booking_travellers_clear_passport on booking_travellers (id)
    where passport <> '' and substr(passport, 1, 8) <> 'sealed1:'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists booking_travellers_clear_passport`.execute(db);
}
