import type { Insertable, Kysely } from 'kysely';
import type { DB, CustomerRow } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';

export async function byEmail(db: Kysely<DB>, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function byId(db: Kysely<DB>, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of this e-mail and phone number accounts hold already. */
export async function holdersOf(db: Kysely<DB>, email: string, phone: string): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .selectFrom('customers')
    .select(['email', 'phone_number'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone_number', '=', phone)]))
    .execute();
  return { email: rows.some((r) => r.email === email), phone: rows.some((r) => r.phone_number === phone) };
}

export interface NewCustomer {
  name: string;
  email: string;
  country_code: string;
  phone_number: string;
  password_hash: string;
}

/** Inserts a customer who signed up with a password (unique e-mail and phone: a race throws). */
export async function registerCustomer(db: Kysely<DB>, c: NewCustomer): Promise<CustomerRow> {
  return (
    db
      .insertInto('customers')
      // Signing up accepts the privacy policy the form links to (issue 29, item 10): when is kept.
      .values({ ...c, avatar: null, birthday: null, gender: null, created_at: nowIso(), privacy_accepted_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow()
  );
}

export async function insertCustomer(db: Kysely<DB>, values: Insertable<DB['customers']>): Promise<CustomerRow> {
  return db
    .insertInto('customers')
    .values({ privacy_accepted_at: nowIso(), ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ProfileChanges {
  name?: string;
  birthday?: string | null;
  gender?: string | null;
}

/** Applies the changes (if any) and returns the customer as stored. */
export async function updateProfile(db: Kysely<DB>, id: number, changes: ProfileChanges): Promise<CustomerRow> {
  if (Object.keys(changes).length) await db.updateTable('customers').set(changes).where('id', '=', id).execute();
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A new e-mail address: unverified until its mailed link is opened (issue 31, item 9). */
export async function changeEmail(db: Kysely<DB>, id: number, email: string): Promise<CustomerRow> {
  return db
    .updateTable('customers')
    .set({ email, email_verified_at: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function changePhone(
  db: Kysely<DB>,
  id: number,
  phone: { country_code: string; phone_number: string },
): Promise<CustomerRow> {
  return db.updateTable('customers').set(phone).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function changePasswordHash(db: Kysely<DB>, id: number, password_hash: string): Promise<void> {
  await db.updateTable('customers').set({ password_hash }).where('id', '=', id).execute();
}
