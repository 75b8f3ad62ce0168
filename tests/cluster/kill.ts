import { errorMessages } from '@rihla/contract';
import { bookableTrips, book, bookingForm, type BookingInput, type Customer } from '@rihla/bench/lib/api.ts';
import { benchClient } from '@rihla/bench/lib/pg.ts';
import { uploadHash } from '@rihla/bench/lib/png.ts';
import { sleep } from '@rihla/bench/lib/server.ts';
import { verifyBooked, type Booked } from '../reliability/lib/bookings.ts';
import { bump, registerMany, statusLine, type Outcome } from '../reliability/lib/harness.ts';
import type { Cluster } from './lib/cluster.ts';

// SIGKILL one of the three servers in the middle of a booking burst sent through nginx. A booking
// that reached the killed server has no answer (a broken connection, or nginx's 502: nginx never
// resends a POST that reached a server); the client retries it with its Idempotency-Key, as the web
// app does. Everything else nginx sends to the live servers.

// Each stream is one customer booking one trip after another, as a person does: an account with
// more than three bookings in flight at once is answered 429 across the servers (upload-turns.ts),
// a flood the upload-flood test covers, not what this one is about.
const STREAMS = 6;

export async function killTest(c: Cluster): Promise<Outcome> {
  const base = c.nginx.url;
  const customers = await registerMany(base, STREAMS, 'cluster-kill');
  const trips = await bookableTrips(base, 4);
  const booked: Booked[] = [];
  const unknown: { customer: Customer; key: string; input: BookingInput }[] = [];
  const statuses = new Map<string, number>();
  const problems: string[] = [];
  let killedAt = 0;
  let answeredAfterKill = 0;
  let stop = false;
  const workers = Array.from({ length: STREAMS }, async (_, w) => {
    for (let n = 0; !stop; n++) {
      const customer = customers[w]!;
      const input = {
        trip: trips[(w + n) % trips.length]!,
        adults: 1 + ((w + n) % 3),
        seed: 7_000_000 + w * 1000 + n,
        withVisa: true,
      };
      const key = `cluster-kill-${w}-${n}`;
      try {
        const res = await book(base, customer, input, key, 30_000);
        bump(statuses, res.status);
        if (res.status === 200) {
          booked.push({ customer, id: res.body.data.id, hashes: res.files.map(uploadHash), key });
          if (killedAt) answeredAfterKill++;
        } else if (res.status === 502 || res.status === 504) {
          // nginx's answer for a request whose server died: in Arabic, as the API's own (deploy/nginx).
          if (res.body?.message !== errorMessages.serviceUnavailable)
            problems.push(`nginx's ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
          unknown.push({ customer, key, input });
        } else problems.push(`booking answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
      } catch (e) {
        bump(statuses, `error:${(e as Error).name}`);
        unknown.push({ customer, key, input });
      }
    }
  });
  for (let i = 0; i < 600 && booked.length < 12; i++) await sleep(20);
  const victim = c.servers[1]!;
  killedAt = performance.now();
  await victim.kill('SIGKILL');
  // The burst goes on through nginx for a while with one server gone.
  const before = booked.length;
  await sleep(3000);
  stop = true;
  await Promise.all(workers);
  // The client retries what it never got an answer for, with the same key: one booking each.
  let replayed = 0;
  for (const u of unknown) {
    const res = await book(base, u.customer, u.input, u.key);
    if (res.status !== 200) problems.push(`retry of ${u.key} answered ${res.status}`);
    else {
      if (res.headers.get('idempotent-replayed')) replayed++;
      booked.push({ customer: u.customer, id: res.body.data.id, hashes: bookingForm(u.input).files.map(uploadHash), key: u.key });
    }
  }
  problems.push(...(await verifyBooked(base, booked)));
  const db = benchClient(c.schema);
  await db.connect();
  const ids = customers.map((x) => x.id);
  const dup = await db.query(
    'select idempotency_key from bookings where customer_id = any($1) and idempotency_key is not null group by customer_id, idempotency_key having count(*) > 1',
    [ids],
  );
  const stored = Number((await db.query('select count(*) as n from bookings where customer_id = any($1)', [ids])).rows[0].n);
  await db.end();
  const known = new Set(booked.map((b) => b.id)).size;
  if (dup.rowCount) problems.push(`${dup.rowCount} keys with two bookings`);
  if (stored !== known) problems.push(`${stored} bookings stored, ${known} known to the clients`);
  if (answeredAfterKill === 0) problems.push('no booking answered after the kill: nginx did not send them to the live servers');
  await c.restart(1);
  return {
    pass: problems.length === 0,
    summary: `server 2 SIGKILLed after ${before} bookings through nginx (${STREAMS} streams): ${statusLine(statuses)}; ${answeredAfterKill} answered by the live servers in the 3 s after; ${unknown.length} without an answer retried with their key (${replayed} had committed, returned once); ${known} bookings, all present with their files, 0 duplicates`,
    details: problems,
  };
}
