import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// The back office's view of every invoice and credit note (issue 27, item 6): newest number first,
// by a range of issue times and a kind, paged by number so the list stays fast however deep it goes.

export interface LedgerFilter {
  /** ISO instants, from inclusive, to exclusive. */
  from: string | null;
  to: string | null;
  kind: 'invoice' | 'credit_note' | null;
  bookingId: number | null;
  /** ZATCA reporting status (invoice_reports.status); 'none' for documents without a report row. */
  report: string | null;
}

function filtered(db: Kysely<DB>, f: LedgerFilter) {
  let q = db
    .selectFrom('invoices')
    .leftJoin('invoices as referenced', 'referenced.id', 'invoices.invoice_id')
    .leftJoin('invoice_reports', 'invoice_reports.invoice_id', 'invoices.id');
  if (f.from) q = q.where('invoices.issued_at', '>=', f.from);
  if (f.to) q = q.where('invoices.issued_at', '<', f.to);
  if (f.kind) q = q.where('invoices.kind', '=', f.kind);
  if (f.bookingId) q = q.where('invoices.booking_id', '=', f.bookingId);
  if (f.report === 'none') q = q.where('invoice_reports.invoice_id', 'is', null);
  else if (f.report) q = q.where('invoice_reports.status', '=', f.report);
  return q;
}

export async function ledgerPage(db: Kysely<DB>, f: LedgerFilter, beforeNumber: number | null, size: number) {
  let q = filtered(db, f).select([
    'invoices.id',
    'invoices.number',
    'invoices.kind',
    'invoices.issued_at',
    'invoices.booking_id',
    'invoices.customer_name',
    'invoices.total_with_vat',
    'invoices.vat_total',
    'referenced.number as references_number',
    'invoice_reports.status as report_status',
    'invoice_reports.last_error as report_error',
    'invoice_reports.reported_at',
  ]);
  if (beforeNumber !== null) q = q.where('invoices.number', '<', beforeNumber);
  return q.orderBy('invoices.number', 'desc').limit(size).execute();
}

/** Every invoice of the range with its lines, oldest first (the accountant's CSV). */
export async function ledgerRows(db: Kysely<DB>, f: LedgerFilter) {
  return filtered(db, f)
    .select([
      'invoices.number',
      'invoices.kind',
      'invoices.uuid',
      'invoices.issued_at',
      'invoices.booking_id',
      'invoices.customer_name',
      'invoices.lines',
      'referenced.number as references_number',
      'invoice_reports.status as report_status',
    ])
    .orderBy('invoices.number')
    .execute();
}
