import type { Kysely } from 'kysely';
import type { CustomerRow, DB } from '../../../platform/db/schema.ts';
import { nowIso } from '../../../platform/db/constraints.ts';

// Social sign-in identities: one row per (provider, subject), naming the customer it signs in.

export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** The customer this provider identity belongs to, if any. */
export async function identityOwner(db: Kysely<DB>, provider: string, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('customer_identities')
    .select('customer_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.customer_id;
}

export async function linkIdentity(db: Kysely<DB>, provider: string, subject: string, customerId: number): Promise<void> {
  await db.insertInto('customer_identities').values({ provider, subject, customer_id: customerId }).execute();
}

export async function customerByIdentity(db: Kysely<DB>, provider: string, subject: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customer_identities')
    .innerJoin('customers', 'customers.id', 'customer_identities.customer_id')
    .selectAll('customers')
    .where('customer_identities.provider', '=', provider)
    .where('customer_identities.subject', '=', subject)
    .executeTakeFirst();
}

/**
 * In one transaction: the account holding `email` gets this identity when `mayJoin` says so, or a new
 * account is made for it. 'refused' when an account holds the address and may not be joined.
 */
export async function joinOrCreateByIdentity(
  db: Kysely<DB>,
  provider: string,
  profile: ProviderProfile & { email: string },
  mayJoin: (customer: CustomerRow) => boolean,
): Promise<CustomerRow | 'refused'> {
  const { email } = profile;
  return db.transaction().execute(async (trx) => {
    let customer = await trx.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
    if (customer && !mayJoin(customer)) return 'refused' as const;
    if (!customer) {
      const now = nowIso();
      customer = await trx
        .insertInto('customers')
        .values({
          name: (profile.name || email.split('@')[0] || 'مسافر').slice(0, 100),
          email,
          country_code: 'sa',
          phone_number: null,
          password_hash: null,
          avatar: profile.picture,
          birthday: null,
          gender: null,
          created_at: now,
          email_verified_at: profile.emailVerified ? now : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await linkIdentity(trx, provider, profile.subject, customer.id);
    return customer;
  });
}
