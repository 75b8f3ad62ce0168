import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refundPolicyText } from '@rihla/contract';
import type { Config } from '../../config.ts';

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

/**
 * The policy the customer is shown: with online payment, the agency's refund steps (REFUND_POLICY,
 * issue 26) in words; without, the operator's text above.
 */
export function policyText(config: Pick<Config, 'cancelCutoffHours' | 'payments'>): string {
  return config.payments
    ? refundPolicyText(config.payments.refundPolicy, config.cancelCutoffHours)
    : refundPolicy(config.cancelCutoffHours);
}
