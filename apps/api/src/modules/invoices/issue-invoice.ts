import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { invoiceAmount, isVatCategory, toHalalas, vatOfGross, type VatCategory } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { nowIso } from '../../platform/db/constraints.ts';
import {
  bookingToInvoice,
  chainHash,
  insertInvoice,
  invoiceOfPayment,
  sellerIdentity,
  takeNumber,
} from './repositories/invoices.ts';
import { insertPendingReport } from './repositories/zatca.ts';
import { signingCredentials } from './credentials.ts';
import type { UblSeller } from './ubl.ts';
import { HASH_METHOD, signInvoice } from './zatca-signature.ts';

// Issuing a simplified tax invoice (issue 27, item 3) in the transaction that marks its booking paid,
// and a credit note in the one that records a refund (item 5). Each: the next number of the one
// sequence, a UUID, the seller as it is now, a line per priced part with its VAT category and VAT
// (contract's vatOfGross), the totals, the phase-1 QR (TLV fields 1–5), and a SHA-256 hash over all of
// it and the previous invoice's hash, so the invoices form a chain (hash-chain.ts checks it).
//
// Phase 2 (issue 27, item 4): each is also written as UBL 2.1 XML (ubl.ts) and signed with the
// seller's secp256k1 key (credentials.ts, zatca-signature.ts); its hash is then ZATCA's hash of
// that XML, the QR carries fields 6–9 too, and a 'pending' row in invoice_reports waits for the
// reporting job (reporting.ts). Invoices issued before keep their JSON hash ('json-v1').

export interface InvoiceLine {
  description: string;
  category: VatCategory;
  /** Halalas, VAT included; negative on a credit note. */
  gross: number;
  net: number;
  vat: number;
}

export interface Seller {
  legal_name: string;
  vat_number: string;
  cr_number: string | null;
  tourism_licence: string | null;
  address: string | null;
}

function line(description: string, category: VatCategory, gross: number): InvoiceLine {
  return { description, category, gross, ...vatOfGross(gross, category) };
}

/** The booking's total split as it was priced: the trip's base (or departure) price, extra adults, extra children. */
function bookingLines(b: NonNullable<Awaited<ReturnType<typeof bookingToInvoice>>>, totalHalalas: number): InvoiceLine[] {
  const category: VatCategory = isVatCategory(b.vat_category) ? b.vat_category : 'standard';
  const extraAdults = Math.max(b.adults_count - b.default_adults, 0);
  const extraChildren = Math.max(b.children_count - b.default_childs, 0);
  const adultsCost = toHalalas(Number(b.price_per_additional_adult)) * extraAdults;
  const childrenCost = toHalalas(Number(b.price_per_additional_child)) * extraChildren;
  const base = totalHalalas - adultsCost - childrenCost;
  // The trip's prices changed since the booking: one line for the whole, which is exact.
  if (base < 0) return [line(`رحلة: ${b.title}`, category, totalHalalas)];
  const lines = [line(`رحلة: ${b.title} (السعر الأساسي)`, category, base)];
  if (adultsCost > 0) lines.push(line(`بالغون إضافيون × ${extraAdults}`, category, adultsCost));
  if (childrenCost > 0) lines.push(line(`أطفال إضافيون × ${extraChildren}`, category, childrenCost));
  return lines;
}

const sum = (lines: InvoiceLine[], key: 'gross' | 'net' | 'vat') => lines.reduce((s, l) => s + l[key], 0);

async function currentSeller(trx: Transaction<DB>): Promise<{ seller: Seller; ubl: UblSeller }> {
  const s = await sellerIdentity(trx);
  const address = [s?.address_building, s?.address_street, s?.address_district, s?.address_city, s?.address_postal_code]
    .filter(Boolean)
    .join('، ');
  const seller = {
    legal_name: s?.legal_name || 'رحلة',
    vat_number: s?.vat_number || '',
    cr_number: s?.cr_number || null,
    tourism_licence: s?.tourism_licence || null,
    address: address || null,
  };
  return {
    seller,
    ubl: {
      name: seller.legal_name,
      vatNumber: seller.vat_number,
      crNumber: seller.cr_number,
      building: s?.address_building || null,
      street: s?.address_street || null,
      district: s?.address_district || null,
      city: s?.address_city || null,
      postalCode: s?.address_postal_code || null,
    },
  };
}

/** The hash of an invoice's content: SHA-256, base64, over a fixed JSON of every field and the previous hash. */
export function invoiceHash(content: {
  number: number;
  kind: string;
  uuid: string;
  issued_at: string;
  seller: string;
  customer_name: string;
  lines: string;
  total_without_vat: number;
  vat_total: number;
  total_with_vat: number;
  previous_hash: string;
}): string {
  const canonical = JSON.stringify([
    content.number,
    content.kind,
    content.uuid,
    content.issued_at,
    content.seller,
    content.customer_name,
    content.lines,
    content.total_without_vat,
    content.vat_total,
    content.total_with_vat,
    content.previous_hash,
  ]);
  return createHash('sha256').update(canonical).digest('base64');
}

async function issue(
  trx: Transaction<DB>,
  r: {
    kind: 'invoice' | 'credit_note';
    bookingId: number;
    paymentId: number;
    refundId: number | null;
    invoiceId: number | null;
    /** A credit note's invoice: its number and why (the XML's BillingReference and note). */
    reference?: { number: number; reason: string };
    customerName: string;
    lines: InvoiceLine[];
  },
): Promise<number> {
  const { seller, ubl } = await currentSeller(trx);
  const credentials = await signingCredentials(trx);
  const { number, previousHash } = await takeNumber(trx);
  // To the second: the XML's IssueDate and IssueTime and the QR's timestamp are this instant.
  const issuedAt = nowIso().replace(/\.\d+Z$/, 'Z');
  const totals = {
    total_with_vat: sum(r.lines, 'gross'),
    total_without_vat: sum(r.lines, 'net'),
    vat_total: sum(r.lines, 'vat'),
  };
  const uuid = randomUUID();
  const signed = signInvoice(
    {
      kind: r.kind,
      number,
      uuid,
      issuedAt,
      icv: number,
      previousHash,
      seller: ubl,
      customerName: r.customerName,
      lines: r.lines,
      reference: r.reference,
    },
    credentials,
    {
      sellerName: seller.legal_name,
      vatNumber: seller.vat_number,
      timestamp: issuedAt,
      // As the XML writes them: a credit note's amounts are positive (its type says it credits).
      total: invoiceAmount(Math.abs(totals.total_with_vat)),
      vat: invoiceAmount(Math.abs(totals.vat_total)),
    },
  );
  const id = await insertInvoice(trx, {
    number,
    kind: r.kind,
    uuid,
    issued_at: issuedAt,
    seller: JSON.stringify(seller),
    customer_name: r.customerName,
    lines: JSON.stringify(r.lines),
    ...totals,
    previous_hash: previousHash,
    booking_id: r.bookingId,
    payment_id: r.paymentId,
    refund_id: r.refundId,
    invoice_id: r.invoiceId,
    qr: signed.qr,
    hash: signed.hash,
    hash_method: HASH_METHOD,
    xml: signed.xml,
    signature: signed.signature,
  });
  await chainHash(trx, signed.hash);
  // Reported to ZATCA within 24 hours by the reporting job, from this row.
  await insertPendingReport(trx, id, nowIso());
  return id;
}

/** The invoice of a payment that paid its booking: issued once (a second call answers the first). */
export async function issueInvoice(
  trx: Transaction<DB>,
  bookingId: number,
  paymentId: number,
  amountHalalas: number,
): Promise<number> {
  const existing = await invoiceOfPayment(trx, paymentId);
  if (existing) return existing.id;
  const booking = await bookingToInvoice(trx, bookingId);
  if (!booking) throw new Error(`no booking ${bookingId} to invoice`);
  return issue(trx, {
    kind: 'invoice',
    bookingId,
    paymentId,
    refundId: null,
    invoiceId: null,
    customerName: booking.customer_name,
    lines: bookingLines(booking, amountHalalas),
  });
}

/** A credit note for a refund of an invoiced payment, referencing its invoice; null when the payment has none. */
export async function issueCreditNote(
  trx: Transaction<DB>,
  r: { bookingId: number; paymentId: number; refundId: number; amountHalalas: number },
): Promise<number | null> {
  const invoice = await invoiceOfPayment(trx, r.paymentId);
  if (!invoice) return null;
  const invoiced = JSON.parse(invoice.lines) as InvoiceLine[];
  const category = invoiced[0]?.category ?? 'standard';
  return issue(trx, {
    kind: 'credit_note',
    bookingId: r.bookingId,
    paymentId: r.paymentId,
    refundId: r.refundId,
    invoiceId: invoice.id,
    reference: { number: invoice.number, reason: 'Refund of a cancelled or reduced booking' },
    customerName: invoice.customer_name,
    lines: [line(`استرداد عن الفاتورة رقم ${invoice.number}`, category, -r.amountHalalas)],
  });
}
