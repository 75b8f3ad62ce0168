import { Type } from 'typebox';
import { dataOf, int, list, nullable, object, oneOf, str } from './build.ts';

// Tax invoices (issue 27): a booking's list, and one invoice or credit note whole, for its page.

const KINDS = ['invoice', 'credit_note'] as const;

export const InvoiceSummary = object({
  id: int(),
  number: int(),
  kind: oneOf(KINDS),
  issued_at: str(),
  total_with_vat_halalas: int(),
});

export const InvoiceView = object({
  id: int(),
  number: int(),
  kind: oneOf(KINDS),
  uuid: str(),
  issued_at: str(),
  booking_id: int(),
  seller: object({
    legal_name: str(),
    vat_number: str(),
    cr_number: nullable(str()),
    tourism_licence: nullable(str()),
    address: nullable(str()),
  }),
  customer_name: str(),
  lines: list(
    object({
      description: str(),
      vat_category: oneOf(['standard', 'zero', 'out_of_scope'] as const),
      gross_halalas: int(),
      net_halalas: int(),
      vat_halalas: int(),
    }),
  ),
  total_without_vat_halalas: int(),
  vat_total_halalas: int(),
  total_with_vat_halalas: int(),
  /** ZATCA's phase-1 QR: TLV fields 1–5 in base64, and the same decoded by tag. */
  qr: str(),
  qr_fields: Type.Record(Type.String(), Type.String()),
  /** A credit note's invoice number. */
  references_invoice_number: nullable(int()),
  /** SHA-256 of the invoice's content and the previous invoice's hash (base64). */
  hash: str(),
});
export const InvoiceAnswer = dataOf(InvoiceView);
export const InvoiceParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  invoiceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
