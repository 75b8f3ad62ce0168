import { Type } from 'typebox';
import { dataOf, id, int, isoDate, list, nullable, object, oneOf, str } from './build.ts';

// The back office's invoices (issue 27, item 6): the list, its filters, and the accountant's CSV.

const KINDS = ['invoice', 'credit_note'] as const;
export const REPORT_FILTERS = ['pending', 'reported', 'rejected', 'failed', 'none'] as const;

export const LedgerQuery = Type.Object({
  /** Riyadh days, both included. */
  from: Type.Optional(isoDate()),
  to: Type.Optional(isoDate()),
  kind: Type.Optional(oneOf(KINDS)),
  booking: Type.Optional(id()),
  /** ZATCA reporting status; `none`: no report row (invoices issued before phase 2, or reporting off). */
  report: Type.Optional(oneOf(REPORT_FILTERS)),
  /** The page after this invoice number (newest first). */
  before: Type.Optional(id()),
});

export const LedgerCsvQuery = Type.Object({
  from: isoDate(),
  to: isoDate(),
  kind: Type.Optional(oneOf(KINDS)),
});

export const LedgerEntry = object({
  id: int(),
  number: int(),
  kind: oneOf(KINDS),
  issued_at: str(),
  booking_id: int(),
  customer_name: str(),
  total_with_vat_halalas: int(),
  vat_total_halalas: int(),
  references_invoice_number: nullable(int()),
  /** ZATCA reporting: 'pending', 'reported', 'rejected' or 'failed'; null when there is none. */
  report_status: nullable(str()),
  /** The last refusal or failure, as ZATCA or the network gave it. */
  report_error: nullable(str()),
  reported_at: nullable(str()),
});
export const LedgerAnswer = dataOf(list(LedgerEntry));

export const StaffInvoiceParams = Type.Object({ id: id() });
