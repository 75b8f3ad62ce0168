import { bookableTrips, book, call, register } from '@rihla/bench/lib/api.ts';
import { benchClient } from '@rihla/bench/lib/pg.ts';
import type { Outcome } from '../reliability/lib/harness.ts';
import type { Cluster } from './lib/cluster.ts';
import { LOCAL_KEYS } from './lib/cluster.ts';

// Two servers, one payment (issue 26): the gateway's webhook for a paid booking reaches every server
// at once, twice; the booking is settled once (one "pending" in its history, one payment applied).

export async function paymentWebhookTest(c: Cluster): Promise<Outcome> {
  const [a] = c.servers;
  const customer = await register(a!.url, 'cluster-pay');
  const [trip] = await bookableTrips(a!.url, 1);
  const res = await book(a!.url, customer, { trip: trip!, adults: 1, seed: 77 });
  if (res.status !== 200 || res.body.data.status !== 'awaiting_payment')
    return {
      pass: false,
      summary: `booking answered ${res.status} ${res.body?.data?.status}`,
      details: [JSON.stringify(res.body)],
    };
  const bookingId = res.body.data.id as number;
  const halalas = Math.round(res.body.data.total_price * 100);
  const created = await fetch(`${c.gateway.url}/v1/payments`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${LOCAL_KEYS.publishableKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount: halalas,
      currency: 'SAR',
      description: `cluster ${bookingId}`,
      callback_url: `${c.nginx.url}/`,
      metadata: { booking_id: String(bookingId) },
      source: { type: 'creditcard', name: 'Cluster Test', number: '4111111111111111', month: '12', year: '2030', cvc: '123' },
    }),
  });
  const payment = (await created.json()) as { id: string };
  // Charged, but no redirect and no webhook of the gateway's own: ours below are the only news.
  await fetch(`${c.gateway.url}/__test/payments/${payment.id}/status`, {
    method: 'POST',
    body: JSON.stringify({ status: 'paid', message: 'APPROVED', webhook: false }),
  });
  const event = JSON.stringify({
    id: crypto.randomUUID(),
    type: 'payment_paid',
    created_at: new Date().toISOString(),
    secret_token: LOCAL_KEYS.webhookSecret,
    data: { id: payment.id },
  });
  const answers = await Promise.all(
    [...c.servers, ...c.servers].map((s) => call(s.url, '/api/payments/moyasar/webhook', { method: 'POST', body: event })),
  );
  const db = benchClient(c.schema);
  await db.connect();
  try {
    const history = await db.query('select to_status from booking_status_history where booking_id = $1 order by id', [bookingId]);
    const applied = await db.query("select count(*)::int as n from payments where booking_id = $1 and outcome = 'applied'", [
      bookingId,
    ]);
    const statuses = history.rows.map((r: { to_status: string }) => r.to_status);
    const codes = answers.map((x) => x.status);
    const pass = codes.every((s) => s === 200) && statuses.join() === 'awaiting_payment,pending' && applied.rows[0].n === 1;
    return {
      pass,
      summary: `the same paid webhook sent to ${c.servers.length} servers twice at once (answers ${codes.join(' ')}): history ${statuses.join(' → ')}, ${applied.rows[0].n} payment applied`,
    };
  } finally {
    await db.end();
  }
}
