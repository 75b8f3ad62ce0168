import { expect } from 'vitest';
import { toHalalas, type TripDetail } from '@rihla/contract';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_KEYS, startGateway, type GatewayHandle } from '../../../../dev/payment-gateway/server.ts';
import { auth, book, bookableTrip, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';
import type { PaymentsContext } from '../../src/modules/payments/index.ts';

// The payment tests' world: the real app, listening (the gateway's webhooks reach it), and the local
// Moyasar of dev/payment-gateway, started in-process. The "browser" here is these helpers: they
// create payments at the gateway with the publishable key, as the site's payment step does.

export interface PayWorld {
  t: TestApp;
  gateway: GatewayHandle;
  trip: TripDetail;
  ctx(): PaymentsContext;
  close(): Promise<void>;
}

export async function payWorld(env: Record<string, string> = {}): Promise<PayWorld> {
  const gateway = await startGateway({ port: 0, webhookRetryDelaysMs: [20, 20] });
  const t = await createTestApp({
    PAYMENTS: 'moyasar',
    MOYASAR_API_URL: `${gateway.url}/v1`,
    MOYASAR_SECRET_KEY: DEFAULT_KEYS.secretKey,
    MOYASAR_PUBLISHABLE_KEY: DEFAULT_KEYS.publishableKey,
    MOYASAR_WEBHOOK_SECRET: DEFAULT_KEYS.webhookSecret,
    // Jobs are run by the tests themselves.
    PAYMENT_JOB_INTERVAL_S: '100000',
    ...env,
  });
  const trip = await bookableTrip(t.app);
  return {
    t,
    gateway,
    trip,
    ctx: () => t.app.payments!,
    async close() {
      // Webhooks still in flight finish first (the app answers them by asking the gateway).
      await gateway.settled();
      await t.close();
      await gateway.close();
    },
  };
}

/** Points the gateway's webhooks at the app (listening on a port of its own). */
export async function listenForWebhooks(w: PayWorld, app: FastifyInstance = w.t.app): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/api/payments/moyasar/webhook`;
  await fetch(`${w.gateway.url}/__test/config`, { method: 'POST', body: JSON.stringify({ webhook_url: url }) });
  return url;
}

export async function customerBooking(w: PayWorld, options: { date?: string; adults?: number } = {}) {
  const customer = await register(w.t.app);
  const res = await book(w.t.app, customer.token, bookingParts(w.trip.id, options));
  expect(res.statusCode, res.body).toBe(200);
  const booking = res.json().data as { id: number; status: string; total_price: number; payment_due_at: string | null };
  return { ...customer, booking, halalas: toHalalas(booking.total_price) };
}

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export interface GatewayPaymentJson {
  id: string;
  status: string;
  amount: number;
  refunded: number;
  source: { transaction_url: string | null; message: string | null };
}

/** Creates a payment at the gateway as the browser does (publishable key). */
export async function createPayment(
  w: PayWorld,
  p: { bookingId: number; amount: number; card?: string; stcMobile?: string; givenId?: string },
): Promise<GatewayPaymentJson> {
  const source = p.stcMobile
    ? { type: 'stcpay', mobile: p.stcMobile }
    : { type: 'creditcard', name: 'Sara Traveller', number: p.card ?? '4111111111111111', month: '12', year: '2030', cvc: '123' };
  const res = await fetch(`${w.gateway.url}/v1/payments`, {
    method: 'POST',
    headers: { authorization: basic(DEFAULT_KEYS.publishableKey), 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: p.amount,
      currency: 'SAR',
      description: `booking ${p.bookingId}`,
      callback_url: `http://localhost/trip/${w.trip.id}/x/book?booking_id=${p.bookingId}`,
      metadata: { booking_id: String(p.bookingId) },
      ...(p.givenId ? { given_id: p.givenId } : {}),
      source,
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as GatewayPaymentJson;
}

/** The customer's answer on the 3-D Secure page. */
export async function threeDs(w: PayWorld, paymentId: string, outcome: 'approve' | 'fail' = 'approve') {
  const res = await fetch(`${w.gateway.url}/3ds/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect([302, 303, 200]).toContain(res.status);
}

export async function gatewayPayment(w: PayWorld, id: string): Promise<GatewayPaymentJson> {
  const res = await fetch(`${w.gateway.url}/v1/payments/${id}`, { headers: { authorization: basic(DEFAULT_KEYS.secretKey) } });
  return (await res.json()) as GatewayPaymentJson;
}

/** POST /api/customer/bookings/{id}/payments, as the browser does after creating a payment and on its return. */
export function report(w: PayWorld, token: string, bookingId: number, paymentId: string, app = w.t.app) {
  return app.inject({
    method: 'POST',
    url: `/api/customer/bookings/${bookingId}/payments`,
    headers: auth(token),
    payload: { payment_id: paymentId },
  });
}

/** Pays a booking in full by card through 3-D Secure. */
export async function payInFull(w: PayWorld, c: { token: string; booking: { id: number }; halalas: number }) {
  const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
  await threeDs(w, payment.id);
  const res = await report(w, c.token, c.booking.id, payment.id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.paid, res.body).toBe(true);
  return payment;
}

export async function bookingRow(w: PayWorld, id: number) {
  return w.t.app.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function historyTo(w: PayWorld, id: number) {
  const rows = await w.t.app.db
    .selectFrom('booking_status_history')
    .select('to_status')
    .where('booking_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.to_status);
}

export async function subjectsTo(w: PayWorld, email: string) {
  const rows = await w.t.app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.subject);
}
