import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, startGateway, type GatewayHandle } from './server.ts';

// The local Moyasar gateway against its README: the card flow through its 3-D Secure page, each
// documented test card, STC Pay with its OTP, fetch, refunds, void, keys, webhooks and their retries.

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const PK = basic(DEFAULT_KEYS.publishableKey);
const SK = basic(DEFAULT_KEYS.secretKey);

interface Received {
  id: string;
  type: string;
  secret_token: string;
  live: boolean;
  account_name: string;
  data: { id: string; status: string; refunded: number };
}

let gateway: GatewayHandle;
let receiver: Server;
let received: Received[];
/** Answers the receiver gives, in order, before it answers 200. */
let receiverFailures: number[];

beforeEach(async () => {
  received = [];
  receiverFailures = [];
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const failure = receiverFailures.shift();
      if (!failure) received.push(JSON.parse(text) as Received);
      res.writeHead(failure ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  gateway = await startGateway({ webhookUrl: `http://127.0.0.1:${port}/hook`, webhookRetryDelaysMs: [10, 10, 10] });
});

afterEach(async () => {
  await gateway.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function api(method: string, path: string, body?: unknown, auth: string | null = SK) {
  const res = await fetch(`${gateway.url}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(auth ? { authorization: auth } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text.startsWith('{') ? JSON.parse(text) : null, text };
}

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  amount: 25000,
  currency: 'SAR',
  description: 'Booking 42',
  callback_url: 'https://rihla.test/payments/callback?booking=42',
  metadata: { booking_id: '42' },
  source: { type: 'creditcard', name: 'Sara Al-Harbi', number, month: 12, year: 2031, cvc: '123', ...extra },
});

/** Creates a card payment with the publishable key and presses a button on its 3-D Secure page. */
async function payByCard(number: string, outcome: 'approve' | 'fail' = 'approve') {
  const created = await api('POST', '/v1/payments', card(number), PK);
  expect(created.status).toBe(201);
  const page = await fetch(created.json.source.transaction_url);
  expect(await page.text()).toContain('value="approve"');
  const res = await fetch(created.json.source.transaction_url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
  expect(res.status).toBe(302);
  return { id: created.json.id as string, location: new URL(res.headers.get('location')!) };
}

describe('card payments', () => {
  it('pays through the 3-D Secure page, redirects like Moyasar and sends payment_paid', async () => {
    const created = await api('POST', '/v1/payments', card('4111 1111 1111 1111'), PK);
    expect(created.json).toMatchObject({
      status: 'initiated',
      amount: 25000,
      currency: 'SAR',
      refunded: 0,
      invoice_id: null,
      amount_format: '250.00 SAR',
      metadata: { booking_id: '42' },
      source: { type: 'creditcard', company: 'visa', number: '4111-11XX-XXXX-1111', name: 'Sara Al-Harbi' },
    });
    expect(created.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.json.source.transaction_url).toBe(`${gateway.url}/3ds/${created.json.id}`);

    const { id, location } = await payByCard('4111111111111111');
    expect(location.origin + location.pathname).toBe('https://rihla.test/payments/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({ booking: '42', id, status: 'paid', message: 'APPROVED' });

    const fetched = await api('GET', `/v1/payments/${id}`);
    expect(fetched.json).toMatchObject({ id, status: 'paid', source: { message: 'APPROVED', response_code: '00' } });
    expect(fetched.json.source.reference_number).toMatch(/^\d{12}$/);

    await gateway.settled();
    const event = received.find((e) => e.data.id === id)!;
    expect(event).toMatchObject({ type: 'payment_paid', secret_token: DEFAULT_KEYS.webhookSecret, live: false });
    expect(event.data.status).toBe('paid');
  });

  it('recognises mada by its BIN', async () => {
    const created = await api('POST', '/v1/payments', card('4201320111111010'), PK);
    expect(created.json.source).toMatchObject({ company: 'mada', number: '4201-32XX-XXXX-1010' });
    const { location } = await payByCard('4201320111111010');
    expect(location.searchParams.get('status')).toBe('paid');
  });

  it.each([
    ['4201320000311101', 'INSUFFICIENT FUNDS'],
    ['4201321234411220', 'DECLINED'],
    ['4201322267774310', 'DECLINED: EXPIRED CARD'],
    ['4201320000013020', 'UNSPECIFIED FAILURE'],
    ['4201320131000508', 'DECLINED: LOST CARD'],
    ['4201326324640570', 'DECLINED: EXCEEDS WITHDRAWAL LIMIT'],
    ['4201321144311528', 'DECLINED: STOLEN CARD'],
    ['4123120001090000', 'INSUFFICIENT FUNDS'],
    ['4123120001090109', 'DECLINED'],
    ['4123450131000508', '3-D Secure transaction attempt failed (Not Enrolled)'],
    ['5457210001000092', 'INSUFFICIENT FUNDS'],
    ['5204010101000000', '3-D Secure transaction attempt failed (Not Enrolled)'],
  ])('test card %s fails with "%s"', async (number, message) => {
    const { id, location } = await payByCard(number);
    expect(location.searchParams.get('status')).toBe('failed');
    expect(location.searchParams.get('message')).toBe(message);
    const fetched = await api('GET', `/v1/payments/${id}`);
    expect(fetched.json).toMatchObject({ status: 'failed', source: { message } });
    await gateway.settled();
    expect(received.find((e) => e.data.id === id)?.type).toBe('payment_failed');
  });

  it('fails when the customer fails 3-D Secure', async () => {
    const { location } = await payByCard('4111111111111111', 'fail');
    expect(location.searchParams.get('status')).toBe('failed');
    expect(location.searchParams.get('message')).toBe('3-D Secure transaction attempt failed');
  });

  it('refuses a bad card number, an expired card and a one-word name like Moyasar', async () => {
    const bad = await api('POST', '/v1/payments', card('4111111111111112'), PK);
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      type: 'invalid_request_error',
      message: 'Validation Failed',
      errors: { number: expect.any(Array) },
    });
    const expired = await api('POST', '/v1/payments', card('4111111111111111', { month: 1, year: 2020 }), PK);
    expect(expired.json.errors.year).toEqual(['card is expired']);
    const name = await api('POST', '/v1/payments', card('4111111111111111', { name: 'Sara' }), PK);
    expect(name.json.errors.name).toBeDefined();
  });

  it('refuses an amount that is not an integer number of halalas', async () => {
    for (const amount of [100.5, '100.5', -100, 50]) {
      const res = await api('POST', '/v1/payments', { ...card('4111111111111111'), amount }, PK);
      expect(res.status).toBe(400);
      expect(res.json.errors.amount).toBeDefined();
    }
  });
});

describe('STC Pay', () => {
  const stc = (mobile: string) => ({
    amount: 15000,
    currency: 'SAR',
    callback_url: 'https://rihla.test/cb',
    source: { type: 'stcpay', mobile },
  });

  it('pays with the sandbox OTP posted to the source transaction_url', async () => {
    const created = await api('POST', '/v1/payments', stc('0512345678'), PK);
    expect(created.json).toMatchObject({ status: 'initiated', source: { type: 'stcpay', mobile: '0512345678' } });
    const otp = await api(
      'POST',
      new URL(created.json.source.transaction_url).pathname + new URL(created.json.source.transaction_url).search,
      { otp_value: '123456' },
      null,
    );
    expect(otp.status).toBe(200);
    expect(otp.json).toMatchObject({ id: created.json.id, status: 'paid', source: { message: 'Paid' } });
    await gateway.settled();
    expect(received.map((e) => e.type)).toEqual(['payment_paid']);
  });

  it('fails with the documented OTP and mobile outcomes', async () => {
    const created = await api('POST', '/v1/payments', stc('0512345678'), PK);
    const url = new URL(created.json.source.transaction_url);
    const otp = await api('POST', url.pathname + url.search, { otp_value: '111111' }, null);
    expect(otp.json).toMatchObject({ status: 'failed', source: { message: 'Insufficient Balance.' } });
    const again = await api('POST', url.pathname + url.search, { otp_value: '123456' }, null);
    expect(again.status).toBe(400);

    const unregistered = await api('POST', '/v1/payments', stc('0515555555'), PK);
    expect(unregistered.json).toMatchObject({
      status: 'failed',
      source: { message: 'Mobile number is not registered to use the STC Pay service.' },
    });
  });
});

describe('fetch, list, refund, void, capture', () => {
  it('refunds in parts, accumulating refunded, and becomes refunded when all is given back', async () => {
    const { id } = await payByCard('4111111111111111');
    const part = await api('POST', `/v1/payments/${id}/refund`, { amount: 10000 });
    expect(part.json).toMatchObject({ status: 'paid', refunded: 10000, refunded_format: '100.00 SAR' });
    const tooMuch = await api('POST', `/v1/payments/${id}/refund`, { amount: 20000 });
    expect(tooMuch.status).toBe(400);
    const rest = await api('POST', `/v1/payments/${id}/refund`, {});
    expect(rest.json).toMatchObject({ status: 'refunded', refunded: 25000 });
    expect((await api('POST', `/v1/payments/${id}/refund`, {})).status).toBe(400);
    await gateway.settled();
    expect(received.filter((e) => e.data.id === id).map((e) => [e.type, e.data.refunded])).toEqual([
      ['payment_paid', 0],
      ['payment_refunded', 10000],
      ['payment_refunded', 25000],
    ]);
  });

  it('voids a paid payment and an authorization, and captures an authorization', async () => {
    const { id } = await payByCard('4111111111111111');
    const voided = await api('POST', `/v1/payments/${id}/void`);
    expect(voided.json).toMatchObject({ status: 'voided' });
    expect(voided.json.voided_at).toBeTruthy();
    expect((await api('POST', `/v1/payments/${id}/void`)).status).toBe(400);

    const created = await api('POST', '/v1/payments', card('4111111111111111', { manual: true }), PK);
    await fetch(created.json.source.transaction_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
    });
    expect((await api('GET', `/v1/payments/${created.json.id}`)).json.status).toBe('authorized');
    const captured = await api('POST', `/v1/payments/${created.json.id}/capture`, { amount: 20000 });
    expect(captured.json).toMatchObject({ status: 'captured', captured: 20000 });
  });

  it('lists payments filtered by metadata', async () => {
    await api('POST', '/v1/payments', card('4111111111111111'), PK);
    await api('POST', '/v1/payments', { ...card('4111111111111111'), metadata: { booking_id: '43' } }, PK);
    const list = await api('GET', '/v1/payments?metadata[booking_id]=43');
    expect(list.json.payments).toHaveLength(1);
    expect(list.json.meta).toMatchObject({ current_page: 1, total_count: 1 });
  });

  it('answers 404 for an unknown payment', async () => {
    const res = await api('GET', '/v1/payments/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.json.type).toBe('invalid_request_error');
  });
});

describe('keys', () => {
  it('answers 401 to a wrong key, and to none', async () => {
    for (const auth of [basic('sk_test_wrong'), null]) {
      const res = await api('GET', '/v1/payments', undefined, auth);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    }
    expect((await api('POST', '/v1/payments', card('4111111111111111'), basic('pk_test_wrong'))).status).toBe(401);
  });

  it('lets the publishable key create payments only', async () => {
    const { id } = await payByCard('4111111111111111');
    for (const [method, path] of [
      ['GET', `/v1/payments/${id}`],
      ['GET', '/v1/payments'],
      ['POST', `/v1/payments/${id}/refund`],
      ['POST', `/v1/payments/${id}/void`],
    ] as const) {
      const res = await api(method, path, method === 'POST' ? {} : undefined, PK);
      expect(res.status).toBe(403);
    }
    expect((await api('GET', `/v1/payments/${id}`)).json.status).toBe('paid');
  });

  it('refuses to start with NODE_ENV=production or live keys', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startGateway()).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      process.env.NODE_ENV = previous;
    }
    await expect(startGateway({ secretKey: 'sk_live_x' })).rejects.toThrow(/test keys/);
  });
});

describe('webhooks and test controls', () => {
  it('retries a webhook the receiver refuses, with the same event id', async () => {
    receiverFailures = [500, 503];
    const { id } = await payByCard('4111111111111111');
    await gateway.settled();
    const log = (await api('GET', '/__test/webhooks', undefined, null)).json.webhooks;
    expect(log).toHaveLength(1);
    expect(log[0].attempts.map((a: { status: number }) => a.status)).toEqual([500, 503, 200]);
    expect(log[0].state).toBe('delivered');
    expect(received).toHaveLength(1);
    expect(received[0]!.data.id).toBe(id);
    expect(received[0]!.id).toBe(log[0].event.id);
  });

  it('gives up after the last retry; fail-next and resend let tests lose and replay a webhook', async () => {
    await api('POST', '/__test/webhooks/fail-next', { count: 4 }, null);
    await payByCard('4111111111111111');
    await gateway.settled();
    let log = (await api('GET', '/__test/webhooks', undefined, null)).json.webhooks;
    expect(log[0].state).toBe('failed');
    expect(log[0].attempts).toHaveLength(4);
    expect(received).toHaveLength(0);

    await api('POST', `/__test/webhooks/${log[0].event.id}/resend`, {}, null);
    await gateway.settled();
    log = (await api('GET', '/__test/webhooks', undefined, null)).json.webhooks;
    expect(log[0].state).toBe('delivered');
    expect(received.map((e) => e.id)).toEqual([log[0].event.id]);
  });

  it('sets a status directly (a charge with no redirect) and resets', async () => {
    const created = await api('POST', '/v1/payments', card('4111111111111111'), PK);
    const set = await api('POST', `/__test/payments/${created.json.id}/status`, { status: 'paid' }, null);
    expect(set.json.status).toBe('paid');
    await gateway.settled();
    expect(received.map((e) => e.type)).toEqual(['payment_paid']);

    await api('POST', '/__test/reset', {}, null);
    expect((await api('GET', `/v1/payments/${created.json.id}`)).status).toBe(404);
    expect((await api('GET', '/__test/webhooks', undefined, null)).json.webhooks).toEqual([]);
  });
});
