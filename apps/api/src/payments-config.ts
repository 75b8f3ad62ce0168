import { DEFAULT_REFUND_POLICY, parseRefundPolicy, PAYMENT_METHODS, type PaymentMethod, type RefundStep } from '@rihla/contract';

// Online payment's settings (issue 26; apps/api/README.md, "Payments"). Payments are on when
// PAYMENTS=moyasar, or when it is unset and a secret key is given; PAYMENTS=off keeps the site taking
// bookings without payment (the agency collects the money itself).

type Env = Record<string, string | undefined>;

export interface PaymentsConfig {
  provider: 'moyasar';
  /** The gateway's API for this server's calls (fetch, refund, void). */
  apiUrl: string;
  /** The same API as the browser reaches it (differs only behind a proxy); defaults to apiUrl. */
  browserApiUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  methods: PaymentMethod[];
  holdMs: number;
  /** The hold's "about to expire" e-mail goes out when this much is left. */
  reminderMs: number;
  refundPolicy: RefundStep[];
  /** Payments still `initiated` this long after creation are fetched by the reconciliation job. */
  reconcileAfterMs: number;
  /** How often the hold, reconciliation and refund jobs run. */
  jobIntervalMs: number;
  /** Test keys (the local gateway or Moyasar's sandbox): the site says so. */
  testMode: boolean;
}

/** The local gateway's keys (dev/payment-gateway): never accepted in production. */
export const LOCAL_GATEWAY_SECRET = 'sk_test_rihla_local_gateway';

export class PaymentsConfigError extends Error {}

const int = (env: Env, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new PaymentsConfigError(`${name} must be a whole number, got ${JSON.stringify(raw)}`);
  return n;
};

export function paymentsFromEnv(env: Env): PaymentsConfig | null {
  const mode = (env.PAYMENTS ?? '').trim().toLowerCase();
  if (mode === 'off' || (mode === '' && !env.MOYASAR_SECRET_KEY)) return null;
  if (mode !== '' && mode !== 'moyasar')
    throw new PaymentsConfigError(`PAYMENTS must be "moyasar" or "off", got ${JSON.stringify(env.PAYMENTS)}`);
  const secretKey = env.MOYASAR_SECRET_KEY ?? '';
  const publishableKey = env.MOYASAR_PUBLISHABLE_KEY ?? '';
  const webhookSecret = env.MOYASAR_WEBHOOK_SECRET ?? '';
  if (!secretKey || !publishableKey || !webhookSecret)
    throw new PaymentsConfigError(
      'PAYMENTS=moyasar needs MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY and MOYASAR_WEBHOOK_SECRET',
    );
  const apiUrl = (env.MOYASAR_API_URL || 'https://api.moyasar.com/v1').replace(/\/+$/, '');
  if (env.NODE_ENV === 'production') {
    // The local test gateway answers anything with test keys: a live shop must never talk to it.
    const host = new URL(apiUrl).hostname;
    if (secretKey === LOCAL_GATEWAY_SECRET || !apiUrl.startsWith('https://') || host === 'localhost' || host.startsWith('127.'))
      throw new PaymentsConfigError('NODE_ENV=production refuses the local payment gateway: set MOYASAR_API_URL and live keys');
  }
  const methods = (env.PAYMENT_METHODS || 'creditcard,stcpay,applepay')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = methods.filter((m) => !(PAYMENT_METHODS as readonly string[]).includes(m));
  if (unknown.length || !methods.length)
    throw new PaymentsConfigError(
      `PAYMENT_METHODS takes ${PAYMENT_METHODS.join(', ')}; got ${JSON.stringify(env.PAYMENT_METHODS)}`,
    );
  const refundPolicy = parseRefundPolicy(env.REFUND_POLICY || DEFAULT_REFUND_POLICY);
  if (!refundPolicy)
    throw new PaymentsConfigError(`REFUND_POLICY must look like "336:100,96:50", got ${JSON.stringify(env.REFUND_POLICY)}`);
  const holdMs = Math.max(1, int(env, 'PAYMENT_HOLD_MINUTES', 30)) * 60_000;
  return {
    provider: 'moyasar',
    apiUrl,
    browserApiUrl: (env.MOYASAR_BROWSER_API_URL || apiUrl).replace(/\/+$/, ''),
    secretKey,
    publishableKey,
    webhookSecret,
    methods: methods as PaymentMethod[],
    holdMs,
    reminderMs: Math.min(int(env, 'PAYMENT_REMINDER_MINUTES', 10) * 60_000, Math.floor(holdMs / 2)),
    refundPolicy,
    reconcileAfterMs: int(env, 'PAYMENT_RECONCILE_AFTER_S', 180) * 1000,
    jobIntervalMs: Math.max(1, int(env, 'PAYMENT_JOB_INTERVAL_S', 30)) * 1000,
    testMode: publishableKey.startsWith('pk_test_'),
  };
}
