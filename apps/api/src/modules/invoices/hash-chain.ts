import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invoiceHash } from './issue-invoice.ts';
import { allInvoices } from './repositories/invoices.ts';

/** ZATCA's first "previous invoice hash": base64 of the SHA-256 of "0". */
export const FIRST_PREVIOUS_HASH = 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

/**
 * Checks the chain from the first invoice to the last: numbers 1, 2, 3… without a gap, each hash the
 * hash of its content, each previous hash the hash before. Returns the problems found (none: []).
 */
export async function verifyInvoiceChain(db: Kysely<DB>): Promise<string[]> {
  const problems: string[] = [];
  let previous = FIRST_PREVIOUS_HASH;
  let expected = 1;
  for (const inv of await allInvoices(db)) {
    if (inv.number !== expected) problems.push(`number ${inv.number} where ${expected} was due`);
    if (inv.previous_hash !== previous) problems.push(`invoice ${inv.number}: previous hash does not match`);
    if (invoiceHash(inv) !== inv.hash) problems.push(`invoice ${inv.number}: its hash does not match its content`);
    previous = inv.hash;
    expected = inv.number + 1;
  }
  return problems;
}
