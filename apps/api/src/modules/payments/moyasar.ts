import { GatewayError, type GatewayPayment, type GatewayPaymentStatus, type PaymentGateway } from './gateway.ts';

// Moyasar's REST API v1 (docs.moyasar.com: "Fetch Payment", "Refund Payment", "Void Payment"): HTTP
// Basic authentication with the secret key as the user name and no password; amounts in halalas;
// errors answered as `{ type, message, errors }`. The secret key is only ever in the Authorization
// header of these calls: never in a log line, an error message or an answer.

export interface MoyasarOptions {
  /** https://api.moyasar.com/v1 in production; the local gateway's /v1 in development and tests. */
  apiUrl: string;
  secretKey: string;
  /** A call that takes longer is abandoned (status 0): the reconciliation job settles it later. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

interface MoyasarPayment {
  id: string;
  status: GatewayPaymentStatus;
  amount: number;
  currency: string;
  refunded?: number;
  metadata?: Record<string, unknown> | null;
  created_at?: string;
  updated_at?: string;
  source?: {
    type?: string;
    company?: string | null;
    number?: string | null;
    message?: string | null;
    transaction_url?: string | null;
  } | null;
}

function toPayment(p: MoyasarPayment): GatewayPayment {
  if (typeof p?.id !== 'string' || typeof p.status !== 'string' || !Number.isInteger(p.amount))
    throw new GatewayError('the gateway answered something that is not a payment', 502);
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(p.metadata ?? {})) if (value != null) metadata[key] = String(value);
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    currency: String(p.currency ?? ''),
    refunded: Number.isInteger(p.refunded) ? p.refunded! : 0,
    metadata,
    source: {
      type: p.source?.type ?? 'unknown',
      company: p.source?.company ?? null,
      number: p.source?.number ?? null,
      message: p.source?.message ?? null,
      transactionUrl: p.source?.transaction_url ?? null,
    },
    createdAt: p.created_at ?? '',
    updatedAt: p.updated_at ?? '',
  };
}

/** A payment id as Moyasar makes them (a UUID): anything else is never sent in a URL. */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function moyasarGateway(options: MoyasarOptions): PaymentGateway {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const fetchFn = options.fetch ?? globalThis.fetch;

  async function call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<GatewayPayment> {
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new GatewayError('the gateway could not be reached', 0);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: reported by status below.
    }
    if (!res.ok) {
      const error = (json ?? {}) as { type?: string; message?: string };
      throw new GatewayError(error.message ?? `the gateway answered ${res.status}`, res.status, error.type ?? null);
    }
    return toPayment(json as MoyasarPayment);
  }

  const idPath = (id: string) => {
    if (!PAYMENT_ID.test(id)) throw new GatewayError('not a payment id', 404, 'invalid_request_error');
    return `/payments/${id}`;
  };

  return {
    provider: 'moyasar',
    fetchPayment: async (id) => call('GET', idPath(id)),
    refund: async (id, amount) => call('POST', `${idPath(id)}/refund`, amount === undefined ? {} : { amount }),
    void: async (id) => call('POST', `${idPath(id)}/void`),
  };
}
