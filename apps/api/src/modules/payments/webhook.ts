import { timingSafeEqual, createHash } from 'node:crypto';
import type { PaymentsContext } from './context.ts';
import { GatewayError } from './gateway.ts';
import { eventSeen, recordEvent } from './repositories/payments.ts';
import { settlePayment } from './settle-payment.ts';

// Moyasar's webhooks (issue 26, item 3): the account's secret token in the body, compared in
// constant time; each event applied once by its id. The event's own copy of the payment is not
// believed: the payment is fetched again (settle-payment.ts), so events arriving in any order, or
// ten times, end in the same single change.

export type WebhookResult = 'applied' | 'duplicate' | 'unknown-payment' | 'bad-token' | 'malformed';

/** Equal strings, in time that does not depend on where they differ (hashes: equal lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

export interface WebhookEvent {
  id?: string;
  type?: string;
  secret_token?: string;
  data?: { id?: string };
}

/** Applies one event; throws GatewayError when the payment cannot be fetched (the gateway sends it again). */
export async function receiveWebhook(ctx: PaymentsContext, event: WebhookEvent): Promise<WebhookResult> {
  if (typeof event.secret_token !== 'string' || !sameSecret(event.secret_token, ctx.config.payments.webhookSecret))
    return 'bad-token';
  const paymentId = event.data?.id;
  if (!event.id || !event.type || !paymentId) return 'malformed';
  if (await eventSeen(ctx.db, event.id)) return 'duplicate';
  let settled;
  try {
    settled = await settlePayment(ctx, paymentId);
  } catch (e) {
    // The gateway does not know the payment either: nothing will ever come of resending it.
    if (e instanceof GatewayError && e.status === 404) {
      ctx.log.warn({ event: event.id, payment: paymentId }, 'webhook names a payment the gateway does not know');
      return 'unknown-payment';
    }
    throw e;
  }
  // Recorded once settled: an event whose settling failed is applied when the gateway resends it.
  const first = await recordEvent(ctx.db, { id: event.id, type: event.type, paymentId });
  if (!first) return 'duplicate';
  return settled.kind === 'settled' ? 'applied' : 'unknown-payment';
}
