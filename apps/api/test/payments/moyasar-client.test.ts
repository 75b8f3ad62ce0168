import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, startGateway, type GatewayHandle } from '../../../../dev/payment-gateway/server.ts';
import { GatewayError, judgePayment, moyasarGateway, type PaymentGateway } from '../../src/modules/payments/index.ts';

// The payments module's Moyasar client against the local gateway (dev/payment-gateway): the browser
// creates a payment with the publishable key, the server fetches, judges, refunds and voids it with
// the secret key, and a wrong key or a payment id that is not one never gets through.

let gateway: GatewayHandle;
let moyasar: PaymentGateway;

beforeAll(async () => {
  gateway = await startGateway({ port: 0, webhookUrl: null });
  moyasar = moyasarGateway({ apiUrl: `${gateway.url}/v1`, secretKey: DEFAULT_KEYS.secretKey });
});
afterAll(async () => gateway?.close());

/** What the browser does with the publishable key: a card payment for `amount` halalas naming booking 7. */
async function browserPays(amount: number, options: { manual?: boolean } = {}): Promise<string> {
  const res = await fetch(`${gateway.url}/v1/payments`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${DEFAULT_KEYS.publishableKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount,
      currency: 'SAR',
      description: 'Rihla booking 7',
      callback_url: 'http://localhost:3000/payments/callback',
      metadata: { booking_id: '7' },
      source: {
        type: 'creditcard',
        name: 'Sara Ahmed',
        number: '4111111111111111',
        month: '12',
        year: '2030',
        cvc: '123',
        ...options,
      },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The customer passes 3-D Secure (the gateway's test control, as its page's button does). */
async function approve(id: string, status = 'paid') {
  const res = await fetch(`${gateway.url}/__test/payments/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, webhook: false }),
  });
  expect(res.ok).toBe(true);
}

describe('the Moyasar client', () => {
  it('fetches a payment the browser made and judges it by amount and booking', async () => {
    const id = await browserPays(1_140_000);
    const before = await moyasar.fetchPayment(id);
    expect(before).toMatchObject({ id, status: 'initiated', amount: 1_140_000, currency: 'SAR', metadata: { booking_id: '7' } });
    expect(before.source).toMatchObject({ type: 'creditcard', company: 'visa', number: '4111-11XX-XXXX-1111' });
    await approve(id);
    const paid = await moyasar.fetchPayment(id);
    const booking = { id: 7, totalHalalas: 1_140_000, awaitingPayment: true, paidBy: null };
    expect(judgePayment(booking, paid)).toEqual({ outcome: 'pay' });
    // The same payment for another total (a tampered amount) is given back.
    expect(judgePayment({ ...booking, totalHalalas: 1_150_000 }, paid)).toEqual({ outcome: 'give-back', reason: 'amount' });
  });

  it('refunds part, then the rest', async () => {
    const id = await browserPays(50_000);
    await approve(id);
    expect(await moyasar.refund(id, 20_000)).toMatchObject({ status: 'paid', refunded: 20_000 });
    expect(await moyasar.refund(id)).toMatchObject({ status: 'refunded', refunded: 50_000 });
  });

  it('voids a payment only authorized', async () => {
    const id = await browserPays(30_000, { manual: true });
    await approve(id, 'authorized');
    expect(await moyasar.void(id)).toMatchObject({ status: 'voided' });
  });

  it('reports a wrong key, an unknown payment and a malformed id as gateway errors', async () => {
    const wrong = moyasarGateway({ apiUrl: `${gateway.url}/v1`, secretKey: 'sk_test_not_ours' });
    const id = await browserPays(10_000);
    await expect(wrong.fetchPayment(id)).rejects.toMatchObject({ status: 401 });
    await expect(moyasar.fetchPayment('3f1e1c52-0c7e-4d8e-9a51-5d6c1f0e2a9b')).rejects.toMatchObject({ status: 404 });
    // Never sent: a payment id is a UUID.
    await expect(moyasar.fetchPayment('../accounts')).rejects.toBeInstanceOf(GatewayError);
  });

  it('reports a gateway it cannot reach with status 0', async () => {
    const away = moyasarGateway({ apiUrl: 'http://127.0.0.1:9/v1', secretKey: DEFAULT_KEYS.secretKey, timeoutMs: 2000 });
    await expect(away.fetchPayment('3f1e1c52-0c7e-4d8e-9a51-5d6c1f0e2a9b')).rejects.toMatchObject({ status: 0 });
  });
});
