import type { Kysely, Transaction } from 'kysely';
import type { DB, ZatcaCredentialTable } from '../../../platform/db/schema.ts';

// ZATCA's side of the invoices (issue 27, phase 2): the seller's keys and certificates, and each
// invoice's reporting row.

type Db = Kysely<DB> | Transaction<DB>;

export type NewCredentials = Omit<ZatcaCredentialTable, 'id'>;

/** The credentials invoices are signed with: the latest production CSID, else the self-signed key. */
export async function signingCredentialsRow(db: Db) {
  const production = await latestCredentials(db, 'production');
  return production ?? latestCredentials(db, 'self_signed');
}

export async function latestCredentials(db: Db, kind: string) {
  return db
    .selectFrom('zatca_credentials')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds credentials; a second self-signed key is dropped (the first server to start keeps its own). */
export async function insertCredentials(db: Db, row: NewCredentials): Promise<void> {
  await db
    .insertInto('zatca_credentials')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Removes one stored key and certificate (an unreadable self-signed one, replaced at start). */
export async function deleteCredentials(db: Db, id: number): Promise<void> {
  await db.deleteFrom('zatca_credentials').where('id', '=', id).execute();
}

export async function insertPendingReport(trx: Transaction<DB>, invoiceId: number, now: string): Promise<void> {
  await trx
    .insertInto('invoice_reports')
    .values({ invoice_id: invoiceId, status: 'pending', attempts: 0, next_attempt_at: now })
    .execute();
}

/** Pending reports due now, in number order (ZATCA expects each invoice's PIH to be known). */
export async function dueReports(db: Db, now: string, limit: number) {
  return db
    .selectFrom('invoice_reports')
    .innerJoin('invoices', 'invoices.id', 'invoice_reports.invoice_id')
    .select([
      'invoice_reports.invoice_id',
      'invoice_reports.attempts',
      'invoices.number',
      'invoices.uuid',
      'invoices.hash',
      'invoices.xml',
    ])
    .where('invoice_reports.status', '=', 'pending')
    .where((eb) => eb.or([eb('invoice_reports.next_attempt_at', 'is', null), eb('invoice_reports.next_attempt_at', '<=', now)]))
    .orderBy('invoices.number')
    .limit(limit)
    .execute();
}

export async function updateReport(
  db: Db,
  invoiceId: number,
  change: {
    status: 'pending' | 'reported' | 'rejected' | 'failed';
    attempts: number;
    last_error: string | null;
    next_attempt_at: string | null;
    reported_at: string | null;
    response: string | null;
  },
): Promise<void> {
  await db.updateTable('invoice_reports').set(change).where('invoice_id', '=', invoiceId).execute();
}

export async function reportOf(db: Db, invoiceId: number) {
  return db.selectFrom('invoice_reports').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
}
