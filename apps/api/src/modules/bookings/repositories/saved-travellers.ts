import type { Kysely } from 'kysely';
import { GENDERS, type Gender, type SavedTraveller, type SavedTravellerFields } from '@rihla/contract';
import type { DB } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';

// A customer's saved travellers (issue 31, item 1). The passport number is stored sealed with the
// files key (modules/bookings/passport-seal.ts); every call names the customer: another customer's
// row is not found.

type Db = Kysely<DB>;

/** Seals and opens a customer's passport numbers (the files key; modules/bookings/passport-seal.ts). */
export interface PassportSealer {
  seal(customerId: number, passport: string): Buffer;
  /** Throws when the row cannot be opened with this key. */
  open(customerId: number, stored: Buffer): string;
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
const rows = (db: Db, customerId: number) =>
  db.selectFrom('saved_travellers').selectAll().where('customer_id', '=', customerId).orderBy('id');

function view(cipher: PassportSealer, r: Row): SavedTraveller {
  let passport: string | null = null;
  if (r.passport_sealed) {
    try {
      passport = cipher.open(r.customer_id, Buffer.from(r.passport_sealed));
    } catch {
      passport = null; // another files key: the customer types it again
    }
  }
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    birth_date: r.birth_date,
    gender: ((GENDERS as readonly string[]).includes(r.gender) ? r.gender : 'male') as Gender,
    nationality: r.nationality || null,
    passport,
    passport_expiry: r.passport_expiry || null,
  };
}

export async function savedTravellers(db: Db, cipher: PassportSealer, customerId: number): Promise<SavedTraveller[]> {
  return (await rows(db, customerId).execute()).map((r) => view(cipher, r));
}

function columns(cipher: PassportSealer, customerId: number, t: SavedTravellerFields) {
  const passport = t.passport.trim().toUpperCase();
  return {
    first_name: t.first_name,
    last_name: t.last_name,
    birth_date: t.birth_date,
    gender: t.gender,
    nationality: t.nationality || null,
    passport_sealed: passport ? cipher.seal(customerId, passport) : null,
    passport_expiry: t.passport_expiry || null,
    updated_at: nowIso(),
  };
}

export async function addSavedTraveller(db: Db, cipher: PassportSealer, customerId: number, t: SavedTravellerFields) {
  const row = await db
    .insertInto('saved_travellers')
    .values({ ...columns(cipher, customerId, t), customer_id: customerId, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(cipher, row);
}

/** Null when the customer has no such traveller. */
export async function updateSavedTraveller(
  db: Db,
  cipher: PassportSealer,
  customerId: number,
  id: number,
  t: SavedTravellerFields,
) {
  const row = await db
    .updateTable('saved_travellers')
    .set(columns(cipher, customerId, t))
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  return row ? view(cipher, row) : null;
}

export async function removeSavedTraveller(db: Db, customerId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('saved_travellers').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * The booking's travellers saved to the account (the customer's consent, in the booking's
 * transaction): one already saved under the same name and birth date is updated, not repeated. A
 * child's row keeps a passport it had.
 */
export async function saveBookingTravellers(
  db: Db,
  cipher: PassportSealer,
  customerId: number,
  travellers: SavedTravellerFields[],
) {
  const existing = await rows(db, customerId).execute();
  for (const t of travellers) {
    const same = existing.find(
      (r) => r.first_name === t.first_name && r.last_name === t.last_name && r.birth_date === t.birth_date,
    );
    const values = columns(cipher, customerId, t);
    if (!t.passport.trim() && same) {
      await db
        .updateTable('saved_travellers')
        .set({ gender: values.gender, updated_at: values.updated_at })
        .where('id', '=', same.id)
        .execute();
    } else if (same) await db.updateTable('saved_travellers').set(values).where('id', '=', same.id).execute();
    else
      await db
        .insertInto('saved_travellers')
        .values({ ...values, customer_id: customerId, created_at: nowIso() })
        .execute();
  }
}
