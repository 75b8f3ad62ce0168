import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from '@rihla/contract';
import { auth } from '../helper.ts';
import { expireHolds, reconcilePayments, remindHolds, retryRefunds } from '../../src/modules/payments/index.ts';
import {
  bookingRow,
  createPayment,
  customerBooking,
  gatewayPayment,
  historyTo,
  listenForWebhooks,
  payInFull,
  payWorld,
  report,
  subjectsTo,
  threeDs,
  type PayWorld,
} from './payment-support.ts';

// Online payment against the local Moyasar (issue 26): the customer's path, and each reliability case
// of the issue. Runs on SQLite (api) and PostgreSQL (api-pg).
let w: PayWorld;
beforeAll(async () => {
  w = await payWorld();
});
afterAll(async () => w?.close());

describe('what the browser is told', () => {
  it('GET /api/data/info carries the publishable key and methods, never a secret', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/data/info' });
    const info = res.json().data.payments;
    expect(info).toMatchObject({
      provider: 'moyasar',
      publishable_key: 'pk_test_rihla_local_gateway',
      test_mode: true,
      hold_minutes: 30,
    });
    expect(info.methods).toEqual(['creditcard', 'stcpay', 'applepay']);
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('rihla-local-webhook-secret');
    // The browser may call the gateway's API: the page's CSP lets it.
    expect(String(res.headers['content-security-policy'])).toContain(new URL(w.gateway.url).origin);
  });
});

describe('paying a booking', () => {
  it('a new booking awaits payment, holding its seats, and its e-mail says so', async () => {
    const c = await customerBooking(w);
    expect(c.booking.status).toBe('awaiting_payment');
    const due = Date.parse(c.booking.payment_due_at!);
    expect(due - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(due - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(await historyTo(w, c.booking.id)).toEqual(['awaiting_payment']);
    expect((await subjectsTo(w, c.payload.email)).join()).toContain('أكمل دفع حجزك');
  });

  it('a card payment through 3-D Secure marks it paid (pending), once, with its e-mail and its record', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas, card: '4201320111111010' });
    const first = await report(w, c.token, c.booking.id, payment.id);
    expect(first.json().data).toMatchObject({ paid: false, payment_status: 'initiated', booking_status: 'awaiting_payment' });
    await threeDs(w, payment.id);
    const back = await report(w, c.token, c.booking.id, payment.id);
    expect(back.json().data).toMatchObject({ paid: true, payment_status: 'paid', booking_status: 'pending', message_ar: null });
    // Told again (a reload of the callback page): nothing more happens.
    expect((await report(w, c.token, c.booking.id, payment.id)).json().data.paid).toBe(true);
    expect(await historyTo(w, c.booking.id)).toEqual(['awaiting_payment', 'pending']);
    expect((await bookingRow(w, c.booking.id)).hold_expires_at).toBeNull();
    const view = (
      await w.t.app.inject({ method: 'GET', url: `/api/customer/bookings/${c.booking.id}`, headers: auth(c.token) })
    ).json().data;
    expect(view.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        method: 'creditcard',
        brand: 'mada',
        last4: '1010',
        amount_halalas: c.halalas,
        status: 'paid',
      }),
    ]);
    expect(view.payment_due_at).toBeNull();
    expect(view.refund_on_cancel).toEqual({ percent: expect.any(Number), amount_halalas: expect.any(Number) });
    expect((await subjectsTo(w, c.payload.email)).join()).toContain('تم استلام دفعتك');
  });

  it('a declined card leaves the booking awaiting, tells why in Arabic, and a retry pays', async () => {
    const c = await customerBooking(w);
    const declined = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas, card: '4201320000311101' });
    await threeDs(w, declined.id);
    const res = (await report(w, c.token, c.booking.id, declined.id)).json().data;
    expect(res).toMatchObject({ paid: false, payment_status: 'failed', booking_status: 'awaiting_payment' });
    expect(res.message_ar).toContain('الرصيد غير كافٍ');
    expect((await subjectsTo(w, c.payload.email)).join()).toContain('لم يكتمل دفع حجزك');
    await payInFull(w, c);
    expect((await bookingRow(w, c.booking.id)).status).toBe('pending');
  });

  it('STC Pay with the sandbox OTP pays', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas, stcMobile: '0512345678' });
    expect(payment.status).toBe('initiated');
    const otp = await fetch(payment.source.transaction_url!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otp_value: '123456' }),
    });
    expect((await otp.json()).status).toBe('paid');
    expect((await report(w, c.token, c.booking.id, payment.id)).json().data).toMatchObject({
      paid: true,
      booking_status: 'pending',
    });
  });

  it('pressing pay twice (one given_id) makes one payment', async () => {
    const c = await customerBooking(w);
    const givenId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      createPayment(w, { bookingId: c.booking.id, amount: c.halalas, givenId }),
      createPayment(w, { bookingId: c.booking.id, amount: c.halalas, givenId }),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('answers 404 for another customer’s booking and an unknown payment, 409 for a payment of another booking', async () => {
    const c = await customerBooking(w);
    const other = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: other.booking.id, amount: other.halalas });
    expect((await report(w, c.token, other.booking.id, payment.id)).statusCode).toBe(404);
    expect((await report(w, c.token, c.booking.id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await report(w, c.token, c.booking.id, 'not-a-uuid')).statusCode).toBe(404);
    const wrong = await report(w, c.token, c.booking.id, payment.id);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toContain('لا تخص هذا الحجز');
    expect((await bookingRow(w, c.booking.id)).status).toBe('awaiting_payment');
  });
});

describe('amount tampering', () => {
  it('a payment for less than the total never pays the booking and is given back', async () => {
    const c = await customerBooking(w);
    const cheap = await createPayment(w, { bookingId: c.booking.id, amount: 100 });
    await threeDs(w, cheap.id);
    const res = (await report(w, c.token, c.booking.id, cheap.id)).json().data;
    expect(res).toMatchObject({ paid: false, booking_status: 'awaiting_payment' });
    expect(res.message_ar).toContain('لم يطابق مبلغ الدفعة');
    expect((await gatewayPayment(w, cheap.id)).status).toBe('refunded');
    const refunds = await w.t.app.db.selectFrom('refunds').selectAll().where('booking_id', '=', c.booking.id).execute();
    expect(refunds).toEqual([expect.objectContaining({ amount: 100, status: 'done', requested_by: 'system' })]);
  });

  it('a paid payment naming another booking, sent to this one, changes neither', async () => {
    const a = await customerBooking(w);
    const b = await customerBooking(w);
    const forB = await createPayment(w, { bookingId: b.booking.id, amount: a.halalas });
    await threeDs(w, forB.id);
    expect((await report(w, a.token, a.booking.id, forB.id)).statusCode).toBe(409);
    expect((await bookingRow(w, a.booking.id)).status).toBe('awaiting_payment');
    // Nor was it refunded: it is B's customer's legitimate payment, settled when B's side reports it.
    expect((await gatewayPayment(w, forB.id)).refunded).toBe(0);
  });
});

describe('webhooks', () => {
  beforeAll(async () => {
    await listenForWebhooks(w);
  });
  const post = (body: unknown) =>
    w.t.app.inject({ method: 'POST', url: '/api/payments/moyasar/webhook', payload: body as Record<string, unknown> });

  it('a webhook alone settles a payment whose redirect never came', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
    await threeDs(w, payment.id);
    await w.gateway.settled();
    await vi.waitFor(async () => expect((await bookingRow(w, c.booking.id)).status).toBe('pending'));
  });

  it('a wrong token changes nothing; the same event ten times, or out of order, gives one change', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
    await fetch(`${w.gateway.url}/__test/payments/${payment.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'paid', message: 'APPROVED', webhook: false }),
    });
    const event = {
      id: crypto.randomUUID(),
      type: 'payment_paid',
      created_at: new Date().toISOString(),
      data: { id: payment.id },
    };
    const bad = await post({ ...event, secret_token: 'guess' });
    expect(bad.statusCode).toBe(401);
    expect((await bookingRow(w, c.booking.id)).status).toBe('awaiting_payment');
    const good = { ...event, secret_token: 'rihla-local-webhook-secret' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(good)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    // An older "failed" event arriving after: the payment is fetched again, nothing moves back.
    const late = await post({ ...good, id: crypto.randomUUID(), type: 'payment_failed' });
    expect(late.statusCode).toBe(200);
    expect(await historyTo(w, c.booking.id)).toEqual(['awaiting_payment', 'pending']);
  });

  it('an unknown payment answers 200 and is logged; a malformed event 400', async () => {
    const unknown = await post({
      id: crypto.randomUUID(),
      type: 'payment_paid',
      secret_token: 'rihla-local-webhook-secret',
      data: { id: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().result).toBe('unknown-payment');
    const malformed = await post({ secret_token: 'rihla-local-webhook-secret' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('holds', () => {
  const expireNow = (id: number) =>
    w.t.app.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();

  it('an unpaid hold expires: seats back, status expired, the customer told; a late payment is given back', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
    await report(w, c.token, c.booking.id, payment.id);
    await expireNow(c.booking.id);
    expect(await expireHolds(w.ctx())).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(w, c.booking.id)).status).toBe('expired');
    expect((await subjectsTo(w, c.payload.email)).join()).toContain('انتهت مهلة دفع حجزك');
    // The customer was on the 3-D Secure page meanwhile and approves now.
    await threeDs(w, payment.id);
    const res = (await report(w, c.token, c.booking.id, payment.id)).json().data;
    expect(res).toMatchObject({ paid: false, booking_status: 'expired' });
    expect(res.message_ar).toContain('انتهت مهلة الدفع');
    // Given back by whichever settled it first: this call or the gateway's webhook.
    await vi.waitFor(async () => expect((await gatewayPayment(w, payment.id)).status).toBe('refunded'));
    expect(await historyTo(w, c.booking.id)).toEqual(['awaiting_payment', 'expired']);
  });

  it('a payment made just before the hold ran out pays the booking instead of expiring it', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
    await report(w, c.token, c.booking.id, payment.id);
    await fetch(`${w.gateway.url}/__test/payments/${payment.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'paid', message: 'APPROVED', webhook: false }),
    });
    await expireNow(c.booking.id);
    await expireHolds(w.ctx());
    expect((await bookingRow(w, c.booking.id)).status).toBe('pending');
  });

  it('the reminder is written once, before the hold ends', async () => {
    const c = await customerBooking(w);
    await w.t.app.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() + 5 * 60_000).toISOString() })
      .where('id', '=', c.booking.id)
      .execute();
    await remindHolds(w.ctx());
    await remindHolds(w.ctx());
    expect((await subjectsTo(w, c.payload.email)).filter((s) => s.includes('تنتهي مهلة دفع')).length).toBe(1);
  });
});

describe('restart between the charge and our write', () => {
  it('reconciliation marks the booking paid after a restart; nothing is charged twice', async () => {
    const c = await customerBooking(w);
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
    await report(w, c.token, c.booking.id, payment.id);
    // The server dies; the bank charges meanwhile; no webhook reaches anyone.
    await w.t.app.close();
    await fetch(`${w.gateway.url}/__test/payments/${payment.id}/status`, {
      method: 'POST',
      body: JSON.stringify({ status: 'paid', message: 'APPROVED', webhook: false }),
    });
    await w.t.restart();
    await w.t.app.db
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('gateway_id', '=', payment.id)
      .execute();
    expect(await reconcilePayments(w.ctx())).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(w, c.booking.id)).status).toBe('pending');
    const p = await gatewayPayment(w, payment.id);
    expect(p).toMatchObject({ status: 'paid', refunded: 0 });
    await listenForWebhooks(w);
  });
});

describe('cancelling and refunds', () => {
  const cancel = (id: number, token: string) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/customer/bookings/${id}/cancel`,
      headers: auth(token),
      payload: { reason: 'تغيّرت خططي' },
    });

  it('a customer’s cancellation refunds by the policy (100% more than 14 days ahead), shown on the booking', async () => {
    const c = await customerBooking(w, { date: addDays(todayIso(), 30) });
    await payInFull(w, c);
    const before = (
      await w.t.app.inject({ method: 'GET', url: `/api/customer/bookings/${c.booking.id}`, headers: auth(c.token) })
    ).json().data;
    expect(before.refund_on_cancel).toEqual({ percent: 100, amount_halalas: c.halalas });
    const res = await cancel(c.booking.id, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds).toEqual([expect.objectContaining({ amount_halalas: c.halalas, status: 'done' })]);
    const paymentId = res.json().data.payments[0].id;
    expect((await gatewayPayment(w, paymentId)).refunded).toBe(c.halalas);
    expect((await subjectsTo(w, c.payload.email)).join()).toContain('أعدنا إليك');
  });

  it('50% between 14 days and the cut-off', async () => {
    const c = await customerBooking(w, { date: addDays(todayIso(), 8) });
    await payInFull(w, c);
    const res = await cancel(c.booking.id, c.token);
    expect(res.json().data.refunds[0].amount_halalas).toBe(Math.floor(c.halalas / 2));
  });

  it('cancelling while a payment is in flight: one outcome, and the late charge is given back', async () => {
    const c = await customerBooking(w, { date: addDays(todayIso(), 30) });
    const payment = await createPayment(w, { bookingId: c.booking.id, amount: c.halalas });
    await report(w, c.token, c.booking.id, payment.id);
    expect((await cancel(c.booking.id, c.token)).statusCode).toBe(200);
    await threeDs(w, payment.id);
    const res = (await report(w, c.token, c.booking.id, payment.id)).json().data;
    expect(res).toMatchObject({ paid: false, booking_status: 'cancelled' });
    await vi.waitFor(async () => expect((await gatewayPayment(w, payment.id)).status).toBe('refunded'));
    expect(await historyTo(w, c.booking.id)).toEqual(['awaiting_payment', 'cancelled']);
  });

  it('a refund the gateway refuses stays pending and is retried', async () => {
    const c = await customerBooking(w, { date: addDays(todayIso(), 30) });
    await payInFull(w, c);
    const ctx = w.ctx();
    const real = ctx.gateway.refund;
    ctx.gateway.refund = async () => {
      throw new (await import('../../src/modules/payments/index.ts')).GatewayError('the gateway could not be reached', 0);
    };
    try {
      const res = await cancel(c.booking.id, c.token);
      expect(res.json().data.refunds[0].status).toBe('pending');
    } finally {
      ctx.gateway.refund = real;
    }
    await w.t.app.db
      .updateTable('refunds')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('booking_id', '=', c.booking.id)
      .execute();
    expect(await retryRefunds(ctx)).toBe(1);
    const row = await w.t.app.db
      .selectFrom('refunds')
      .selectAll()
      .where('booking_id', '=', c.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });
});
