import { randomUUID } from 'node:crypto';
import type { Payment } from './payments.ts';

// Webhooks as Moyasar sends them (docs.moyasar.com/api/other/webhooks/webhook-reference and the event
// shown in ".../webhooks/verify-webhook"): a POST of `{ id, type, created_at, secret_token,
// account_name, live, data }` where data is the payment. A delivery that does not get a 2xx is tried
// again (Moyasar: 5 more times, from a minute apart); here the waits are short and configurable.

export interface WebhookEvent {
  id: string;
  type: string;
  created_at: string;
  secret_token: string;
  account_name: string;
  live: false;
  data: Payment;
}

export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status; null when nothing answered (or the failure was simulated). */
  status: number | null;
  error: string | null;
}

export interface WebhookRecord {
  event: WebhookEvent;
  url: string | null;
  attempts: DeliveryAttempt[];
  state: 'pending' | 'delivered' | 'failed' | 'no-url';
}

export interface WebhookOptions {
  url: () => string | null;
  secret: string;
  accountName: string;
  /** Waits before each retry; the number of retries is its length. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
}

export class WebhookSender {
  readonly records: WebhookRecord[] = [];
  /** Delivery attempts still to fail on purpose (a test control). */
  failNext = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly options: WebhookOptions;
  constructor(options: WebhookOptions) {
    this.options = options;
  }

  /** Records the event for this payment's new state and delivers it after the API has answered. */
  send(type: string, payment: Payment): WebhookRecord {
    const event: WebhookEvent = {
      id: randomUUID(),
      type,
      created_at: new Date().toISOString(),
      secret_token: this.options.secret,
      account_name: this.options.accountName,
      live: false,
      // A snapshot: later changes to the payment are later events.
      data: structuredClone(payment),
    };
    const record: WebhookRecord = { event, url: this.options.url(), attempts: [], state: 'pending' };
    this.records.push(record);
    this.deliver(record, 0, 0);
    return record;
  }

  /** Sends a recorded event again (same id), with its retries. */
  resend(record: WebhookRecord): void {
    record.url = this.options.url();
    record.state = 'pending';
    this.deliver(record, 0, 0);
  }

  private deliver(record: WebhookRecord, retry: number, delay: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const attempt = this.attempt(record).then((ok) => {
        if (ok || record.state === 'no-url') return;
        const wait = this.options.retryDelaysMs[retry];
        if (wait === undefined) record.state = 'failed';
        else this.deliver(record, retry + 1, wait);
      });
      this.inFlight.add(attempt);
      void attempt.finally(() => this.inFlight.delete(attempt));
    }, delay);
    this.timers.add(timer);
  }

  private async attempt(record: WebhookRecord): Promise<boolean> {
    const at = new Date().toISOString();
    if (!record.url) {
      record.state = 'no-url';
      return false;
    }
    if (this.failNext > 0) {
      this.failNext--;
      record.attempts.push({ at, status: null, error: 'simulated failure (/__test/webhooks/fail-next)' });
      return false;
    }
    try {
      const res = await fetch(record.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'rihla-local-moyasar' },
        body: JSON.stringify(record.event),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      record.attempts.push({ at, status: res.status, error: null });
      if (res.status >= 200 && res.status < 300) {
        record.state = 'delivered';
        return true;
      }
      return false;
    } catch (error) {
      record.attempts.push({ at, status: null, error: error instanceof Error ? error.message : String(error) });
      return false;
    }
  }

  /** Resolves once no delivery is waiting or under way (tests await it). */
  async settled(): Promise<void> {
    while (this.timers.size || this.inFlight.size) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.records.length = 0;
    this.failNext = 0;
  }
}
