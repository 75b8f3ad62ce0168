import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The refund policy is one text the operator may reword (modules/bookings/mail-templates/refund-policy.txt): the
// cancellation e-mail quotes it and the site's cancel dialog states it (GET /api/data/info), so the
// customer reads the same words before and after cancelling (docs/product.md, "Seats and cancellation").

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), './mail-templates/refund-policy.txt');
let text: string | undefined;

/** The policy with the cut-off filled in. Read once: the file changes with a deploy, not at run time. */
export function refundPolicy(cutoffHours: number): string {
  text ??= fs.readFileSync(FILE, 'utf8');
  return text.replaceAll('{{cutoff_hours}}', String(cutoffHours)).trim();
}
