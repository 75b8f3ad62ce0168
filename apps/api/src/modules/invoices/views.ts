import type { Kysely } from 'kysely';
import { decodeInvoiceQr } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import type { InvoiceLine, Seller } from './issue-invoice.ts';
import { invoiceById, invoicesOfBooking } from './repositories/invoices.ts';

// Invoices as the customer's booking page and invoice page read them (issue 27, item 6).

export async function bookingInvoices(db: Kysely<DB>, bookingId: number) {
  return (await invoicesOfBooking(db, bookingId)).map((i) => ({
    id: i.id,
    number: i.number,
    kind: i.kind as 'invoice' | 'credit_note',
    issued_at: i.issued_at,
    total_with_vat_halalas: i.total_with_vat,
  }));
}

/** One invoice of one booking, whole; null when it is not that booking's. */
export async function invoiceView(db: Kysely<DB>, bookingId: number, invoiceId: number) {
  const inv = await invoiceById(db, invoiceId);
  if (!inv || inv.booking_id !== bookingId) return null;
  const referenced = inv.invoice_id ? await invoiceById(db, inv.invoice_id) : undefined;
  const lines = JSON.parse(inv.lines) as InvoiceLine[];
  return {
    id: inv.id,
    number: inv.number,
    kind: inv.kind as 'invoice' | 'credit_note',
    uuid: inv.uuid,
    issued_at: inv.issued_at,
    booking_id: inv.booking_id,
    seller: JSON.parse(inv.seller) as Seller,
    customer_name: inv.customer_name,
    lines: lines.map((l) => ({
      description: l.description,
      vat_category: l.category,
      gross_halalas: l.gross,
      net_halalas: l.net,
      vat_halalas: l.vat,
    })),
    total_without_vat_halalas: inv.total_without_vat,
    vat_total_halalas: inv.vat_total,
    total_with_vat_halalas: inv.total_with_vat,
    qr: inv.qr,
    qr_fields: decodeInvoiceQr(inv.qr),
    references_invoice_number: referenced?.number ?? null,
    hash: inv.hash,
  };
}
