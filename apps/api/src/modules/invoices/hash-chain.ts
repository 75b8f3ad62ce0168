import type { Kysely } from 'kysely';
import { decodeInvoiceQr, invoiceAmount } from '@rihla/contract';
import type { DB } from '../../platform/db/schema.ts';
import { invoiceHash } from './issue-invoice.ts';
import { allInvoices } from './repositories/invoices.ts';
import { HASH_METHOD, readSignedInvoice, verifySignedXml } from './zatca-signature.ts';

/** ZATCA's first "previous invoice hash": base64 of the SHA-256 of "0". */
export const FIRST_PREVIOUS_HASH = 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

type InvoiceRow = Awaited<ReturnType<typeof allInvoices>>[number];

/** Problems with one invoice's own hash, by the method it was issued with. */
function ownProblems(inv: InvoiceRow): string[] {
  if (inv.hash_method === 'json-v1') return invoiceHash(inv) === inv.hash ? [] : ['its hash does not match its content'];
  if (inv.hash_method !== HASH_METHOD || !inv.xml) return [`unknown hash method ${inv.hash_method}`];
  const problems = verifySignedXml(inv.xml, inv.hash);
  const read = readSignedInvoice(inv.xml);
  if (read.id !== String(inv.number) || read.icv !== String(inv.number)) problems.push('its XML carries another number');
  if (read.uuid !== inv.uuid) problems.push('its XML carries another UUID');
  if (read.pih !== inv.previous_hash) problems.push('its XML names another previous hash');
  if (read.qr !== inv.qr) problems.push('its XML carries another QR');
  if (read.signatureValue !== inv.signature) problems.push('its XML carries another signature');
  const qr = decodeInvoiceQr(inv.qr);
  if (qr[6] !== inv.hash || qr[7] !== inv.signature) problems.push('its QR carries another hash or signature');
  if (qr[4] !== invoiceAmount(Math.abs(inv.total_with_vat))) problems.push('its QR carries another total');
  return problems;
}

/**
 * Checks the chain from the first invoice to the last: numbers 1, 2, 3… without a gap, each hash the
 * hash of its content (phase 1: a JSON of the row; phase 2: ZATCA's hash of the signed XML, whose
 * signature must verify with its certificate), each previous hash the hash before. Returns the
 * problems found (none: []).
 */
export async function verifyInvoiceChain(db: Kysely<DB>): Promise<string[]> {
  const problems: string[] = [];
  let previous = FIRST_PREVIOUS_HASH;
  let expected = 1;
  for (const inv of await allInvoices(db)) {
    if (inv.number !== expected) problems.push(`number ${inv.number} where ${expected} was due`);
    if (inv.previous_hash !== previous) problems.push(`invoice ${inv.number}: previous hash does not match`);
    for (const p of ownProblems(inv)) problems.push(`invoice ${inv.number}: ${p}`);
    previous = inv.hash;
    expected = inv.number + 1;
  }
  return problems;
}
