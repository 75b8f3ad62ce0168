import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createPayment, STC_OTPS } from './lib/create-payment.ts';
import {
  ApiError,
  basicAuthKey,
  invalidRequest,
  notFound,
  preflight,
  readBody,
  redirect,
  sendError,
  sendHtml,
  sendJson,
  validationFailed,
} from './lib/http.ts';
import { callbackLocation, notFoundPage, threeDsPage } from './lib/pages.ts';
import {
  capture,
  EVENT_FOR_STATUS,
  forceStatus,
  refund,
  settle,
  voidPayment,
  type PaymentRecord,
  type PaymentStatus,
} from './lib/payments.ts';
import { THREE_DS_FAILED } from './lib/cards.ts';
import { WebhookSender } from './lib/webhooks.ts';

// A local stand-in for Moyasar's REST API v1 (issue 26, item 8): the calls the product makes, with
// Moyasar's test cards, STC Pay sandbox numbers and OTPs, its own 3-D Secure page and webhooks with
// retries. What it follows in Moyasar's documentation, and where it departs, is in README.md.

export interface GatewayOptions {
  port?: number;
  host?: string;
  /** Where browsers reach the gateway (transaction_url); default http://localhost:<port>. */
  publicUrl?: string;
  /** The product's webhook endpoint; null sends none. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  secretKey?: string;
  publishableKey?: string;
  accountName?: string;
  /** Waits before each webhook retry (default 1 s, 5 s, 30 s, 1 min, 2 min: 6 attempts, as Moyasar). */
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
}

export interface GatewayHandle {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Resolves once every webhook delivery (and its retries) is done. */
  settled(): Promise<void>;
}

export const DEFAULT_KEYS = {
  publishableKey: 'pk_test_rihla_local_gateway',
  secretKey: 'sk_test_rihla_local_gateway',
  webhookSecret: 'rihla-local-webhook-secret',
} as const;

const STATUSES: readonly PaymentStatus[] = ['initiated', 'paid', 'failed', 'authorized', 'captured', 'refunded', 'voided'];
const PAGE_SIZE = 20;

export async function startGateway(options: GatewayOptions = {}): Promise<GatewayHandle> {
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'The local payment gateway never runs with NODE_ENV=production: it takes no real money and checks nothing a bank would.',
    );
  const secretKey = options.secretKey ?? DEFAULT_KEYS.secretKey;
  const publishableKey = options.publishableKey ?? DEFAULT_KEYS.publishableKey;
  if (!secretKey.startsWith('sk_test_') || !publishableKey.startsWith('pk_test_'))
    throw new Error('The local payment gateway accepts test keys only (pk_test_…, sk_test_…).');

  const payments = new Map<string, PaymentRecord>();
  let webhookUrl = options.webhookUrl ?? null;
  let publicUrl = options.publicUrl ?? '';
  const webhooks = new WebhookSender({
    url: () => webhookUrl,
    secret: options.webhookSecret ?? DEFAULT_KEYS.webhookSecret,
    accountName: options.accountName ?? 'Rihla (local test gateway)',
    retryDelaysMs: options.webhookRetryDelaysMs ?? [1_000, 5_000, 30_000, 60_000, 120_000],
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
  });

  const notify = (record: PaymentRecord, type = EVENT_FOR_STATUS[record.payment.status]) => {
    if (type) webhooks.send(type, record.payment);
  };

  function authenticate(req: IncomingMessage, body?: Record<string, unknown>): 'secret' | 'publishable' {
    const key = basicAuthKey(req) ?? (typeof body?.publishable_api_key === 'string' ? body.publishable_api_key : null);
    if (key === secretKey) return 'secret';
    if (key === publishableKey) return 'publishable';
    throw new ApiError(401, 'authentication_error', 'Invalid authorization credentials');
  }
  function requireSecret(req: IncomingMessage): void {
    if (authenticate(req) !== 'secret')
      throw new ApiError(403, 'authorization_error', 'The publishable API key can only create payments');
  }
  const find = (id: string) => {
    const record = payments.get(id.toLowerCase());
    if (!record) throw notFound();
    return record;
  };
  const readAmount = (body: Record<string, unknown>): number | undefined => {
    if (body.amount === undefined || body.amount === null) return undefined;
    if (typeof body.amount !== 'number' || !Number.isSafeInteger(body.amount) || body.amount < 1)
      throw validationFailed({ amount: ['must be a positive integer'] });
    return body.amount;
  };

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '') || '/';
    if (method === 'OPTIONS') return preflight(res);
    let m: RegExpMatchArray | null;

    if (path === '/v1/payments' && method === 'POST') {
      const body = await readBody(req);
      authenticate(req, body);
      const givenId = typeof body.given_id === 'string' ? payments.get(body.given_id.toLowerCase()) : undefined;
      if (givenId) return sendJson(res, 201, givenId.payment);
      const ip = req.socket.remoteAddress ?? null;
      const record = createPayment(body, { publicUrl, ip });
      payments.set(record.payment.id, record);
      if (record.payment.status !== 'initiated') notify(record);
      return sendJson(res, 201, record.payment);
    }
    if (path === '/v1/payments' && method === 'GET') {
      requireSecret(req);
      return sendJson(res, 200, listPayments(url));
    }
    if ((m = path.match(/^\/v1\/payments\/([^/]+)$/)) && method === 'GET') {
      requireSecret(req);
      return sendJson(res, 200, find(m[1]!).payment);
    }
    if ((m = path.match(/^\/v1\/payments\/([^/]+)\/(refund|void|capture)$/)) && method === 'POST') {
      requireSecret(req);
      const record = find(m[1]!);
      const body = await readBody(req);
      if (m[2] === 'refund') refund(record.payment, readAmount(body));
      if (m[2] === 'void') voidPayment(record.payment);
      if (m[2] === 'capture') capture(record.payment, readAmount(body));
      // A partial refund leaves the payment paid, and is still a refund.
      notify(record, m[2] === 'refund' ? 'payment_refunded' : undefined);
      return sendJson(res, 200, record.payment);
    }
    if ((m = path.match(/^\/v1\/stc_pays\/([^/]+)\/proceed$/)) && method === 'POST') {
      const record = find(m[1]!);
      const body = await readBody(req);
      if (record.payment.source.type !== 'stcpay' || record.payment.status !== 'initiated')
        throw invalidRequest('Payment is not awaiting an OTP');
      if (!record.otpToken || url.searchParams.get('otp_token') !== record.otpToken) throw invalidRequest('Invalid OTP token');
      const otp = String(body.otp_value ?? '');
      settle(record, STC_OTPS[otp] ?? { status: 'failed', message: 'Invalid OTP' });
      record.payment.source.transaction_url = null;
      notify(record);
      return sendJson(res, 200, record.payment);
    }

    if ((m = path.match(/^\/3ds\/([^/]+)$/))) {
      const record = payments.get(m[1]!.toLowerCase());
      if (!record || record.payment.source.type !== 'creditcard') return sendHtml(res, 404, notFoundPage());
      if (method === 'GET') return sendHtml(res, 200, threeDsPage(record.payment));
      if (method !== 'POST') throw notFound();
      const body = await readBody(req);
      if (record.payment.status === 'initiated' && record.pending) {
        const approved = body.outcome === 'approve';
        settle(record, approved ? record.pending : { status: 'failed', message: THREE_DS_FAILED, responseCode: '3D' });
        notify(record);
      }
      const location = callbackLocation(record.payment);
      return location ? redirect(res, location) : sendHtml(res, 200, threeDsPage(record.payment));
    }

    if (path.startsWith('/__test/')) return testControl(req, res, method, path);
    if (path === '/' && method === 'GET')
      return sendJson(res, 200, {
        name: 'Rihla local Moyasar gateway',
        api: `${publicUrl}/v1`,
        docs: 'dev/payment-gateway/README.md',
      });
    throw notFound();
  }

  function listPayments(url: URL) {
    let list = [...payments.values()].map((r) => r.payment).reverse();
    const status = url.searchParams.get('status');
    if (status) list = list.filter((p) => p.status === status);
    for (const [key, value] of url.searchParams) {
      const meta = key.match(/^metadata\[(.+)\]$/);
      if (meta) list = list.filter((p) => p.metadata != null && String(p.metadata[meta[1]!]) === value);
    }
    const totalPages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
    const page = Math.min(Math.max(1, Number(url.searchParams.get('page')) || 1), totalPages);
    return {
      payments: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      meta: {
        current_page: page,
        next_page: page < totalPages ? page + 1 : null,
        prev_page: page > 1 ? page - 1 : null,
        total_pages: totalPages,
        total_count: list.length,
      },
    };
  }

  async function testControl(req: IncomingMessage, res: ServerResponse, method: string, path: string): Promise<void> {
    let m: RegExpMatchArray | null;
    const body = method === 'POST' ? await readBody(req) : {};
    if (path === '/__test/webhooks' && method === 'GET') return sendJson(res, 200, { webhooks: webhooks.records });
    if ((m = path.match(/^\/__test\/webhooks\/([^/]+)\/resend$/)) && method === 'POST') {
      const record = webhooks.records.find((w) => w.event.id === m![1]);
      if (!record) throw notFound();
      webhooks.resend(record);
      return sendJson(res, 202, record);
    }
    if (path === '/__test/webhooks/fail-next' && method === 'POST') {
      const count = body.count === undefined ? 1 : body.count;
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
        throw validationFailed({ count: ['must be a non-negative integer'] });
      webhooks.failNext = count;
      return sendJson(res, 200, { fail_next: webhooks.failNext });
    }
    if ((m = path.match(/^\/__test\/payments\/([^/]+)\/status$/)) && method === 'POST') {
      const record = find(m[1]!);
      const status = body.status as PaymentStatus;
      if (!STATUSES.includes(status)) throw validationFailed({ status: [`must be one of ${STATUSES.join(', ')}`] });
      forceStatus(record, status, typeof body.message === 'string' ? body.message : null);
      if (body.webhook !== false) notify(record);
      return sendJson(res, 200, record.payment);
    }
    if (path === '/__test/config' && method === 'POST') {
      if ('webhook_url' in body) webhookUrl = body.webhook_url == null ? null : String(body.webhook_url);
      return sendJson(res, 200, { webhook_url: webhookUrl });
    }
    if (path === '/__test/reset' && method === 'POST') {
      payments.clear();
      webhooks.reset();
      return sendJson(res, 200, { reset: true });
    }
    throw notFound();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    route(req, res, url).catch((error: unknown) => {
      if (error instanceof ApiError) return sendError(res, error);
      console.error('[payment-gateway]', error);
      sendError(res, new ApiError(500, 'api_error', 'Internal Server Error'));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');

  return {
    url: publicUrl,
    port,
    settled: () => webhooks.settled(),
    close: async () => {
      webhooks.reset();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const env = process.env;
  try {
    const gateway = await startGateway({
      port: Number(argValue('port') ?? env.GATEWAY_PORT ?? 4010),
      host: env.GATEWAY_HOST,
      publicUrl: env.GATEWAY_PUBLIC_URL,
      webhookUrl: argValue('webhook-url') ?? env.GATEWAY_WEBHOOK_URL ?? null,
      webhookSecret: env.GATEWAY_WEBHOOK_SECRET ?? env.MOYASAR_WEBHOOK_SECRET,
      secretKey: env.GATEWAY_SECRET_KEY ?? env.MOYASAR_SECRET_KEY,
      publishableKey: env.GATEWAY_PUBLISHABLE_KEY ?? env.MOYASAR_PUBLISHABLE_KEY,
    });
    const keys = (env.GATEWAY_SECRET_KEY ?? env.MOYASAR_SECRET_KEY) ? '(from the environment)' : DEFAULT_KEYS.secretKey;
    console.log(
      `Local Moyasar gateway on ${gateway.url}/v1 (publishable key ${env.GATEWAY_PUBLISHABLE_KEY ?? env.MOYASAR_PUBLISHABLE_KEY ?? DEFAULT_KEYS.publishableKey}, secret key ${keys})`,
    );
    const stop = () => void gateway.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`payment-gateway: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
