import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, book, bookableTrip, bookingParts, createTestApp, isPg, register, type TestApp } from '../helper.ts';
import { createDatabase, type Database } from '../../src/platform/db/database.ts';
import { databaseLock, JobRunner, type JobLock } from '../../src/platform/job-runner.ts';
import { enqueueMail, markMailFailed, markMailSent } from '../../src/platform/mail/outbox-store.ts';
import { issueToken } from '../../src/modules/accounts/access-tokens.ts';
import { tokenHash } from '../../src/platform/tokens.ts';

// The periodic jobs (issue 16, item 5): one server at a time runs each (an advisory lock on
// PostgreSQL), and each clean-up removes only what has expired.

const quiet = { info() {}, warn() {} };
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

let t: TestApp;
let other: Database | null = null;
beforeAll(async () => {
  // The app's own timers stay off: the tests run the jobs themselves.
  t = await createTestApp({ CLEANUP_INTERVAL_S: '0', BOOKING_COMPLETION_INTERVAL_S: '0' });
  // On PostgreSQL the second runner is another server: its own pool on the same schema.
  if (isPg)
    other = createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, schema: t.config.databaseSchema });
});
afterAll(async () => {
  await other?.destroy();
  await t?.close();
});

describe('job runner', () => {
  it(`two runners${isPg ? ' on two PostgreSQL pools' : ''} never run a job at once`, async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = {
      name: 'exclusive',
      intervalMs: 0,
      run: async () => {
        active++;
        most = Math.max(most, active);
        runs++;
        await new Promise((r) => setTimeout(r, 80));
        active--;
        return 0;
      },
    };
    const runner = (lock: JobLock) => new JobRunner({ jobs: [job], lock, log: quiet });
    const a = runner(databaseLock(t.app.db));
    const b = runner(databaseLock(other?.db ?? t.app.db));
    let ran = 0;
    for (let wave = 0; wave < 10; wave++) {
      const results = await Promise.all([
        a.runNow('exclusive'),
        b.runNow('exclusive'),
        b.runNow('exclusive'),
        a.runNow('exclusive'),
      ]);
      // At least one of the two ran it; the others found it locked or under way (or, on a slow
      // machine, took the lock after the first had released it: never at the same time).
      expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      ran += results.filter(Boolean).length;
    }
    expect(most).toBe(1);
    expect(runs).toBe(ran);
    // The lock is released after a run, and after a failing one.
    const failing = new JobRunner({
      jobs: [{ name: 'exclusive', intervalMs: 0, run: () => Promise.reject(new Error('boom')) }],
      lock: databaseLock(t.app.db),
      log: quiet,
    });
    expect(await failing.runNow('exclusive')).toBe(false);
    expect(await b.runNow('exclusive')).toBe(true);
  });

  it('runs each job on its interval, and close waits for a run under way', async () => {
    let runs = 0;
    const runner = new JobRunner({
      jobs: [
        {
          name: 'tick',
          intervalMs: 40,
          run: async () => {
            runs++;
            await new Promise((r) => setTimeout(r, 20));
            return 0;
          },
        },
        { name: 'off', intervalMs: 0, run: () => Promise.reject(new Error('never scheduled')) },
      ],
      lock: databaseLock(t.app.db),
      log: quiet,
      firstRunMs: 0,
    });
    runner.start();
    await new Promise((r) => setTimeout(r, 300));
    await runner.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 120));
    expect(runs).toBe(after);
  });
});

describe('clean-up jobs', () => {
  it('expired sign-in tokens go; live ones stay', async () => {
    const { user } = await register(t.app);
    const idle = await issueToken(t.app.db, user.id);
    const old = await issueToken(t.app.db, user.id);
    const live = await issueToken(t.app.db, user.id);
    const set = (token: string, v: { created_at?: string; last_used_at?: string }) =>
      t.app.db.updateTable('access_tokens').set(v).where('token_hash', '=', tokenHash(token)).execute();
    await set(idle, { last_used_at: ago(31 * DAY) });
    await set(old, { created_at: ago(181 * DAY), last_used_at: ago(1000) });
    expect(await t.app.jobs.runNow('expired-tokens')).toBe(true);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/customer', headers: auth(token) });
    expect((await me(live)).statusCode).toBe(200);
    const left = await t.app.db.selectFrom('access_tokens').select('token_hash').where('customer_id', '=', user.id).execute();
    // The registration's token and `live`.
    expect(left).toHaveLength(2);
  });

  it('expired reset and verification links go; open ones stay', async () => {
    const { user } = await register(t.app);
    const link = (table: 'password_resets' | 'email_verifications', hash: string, expires: string) =>
      table === 'password_resets'
        ? t.app.db
            .insertInto(table)
            .values({ customer_id: user.id, token_hash: hash, expires_at: expires, used_at: null })
            .execute()
        : t.app.db
            .insertInto(table)
            .values({ customer_id: user.id, email: user.email, token_hash: hash, expires_at: expires, used_at: null })
            .execute();
    for (const table of ['password_resets', 'email_verifications'] as const) {
      await link(table, `${table}-expired`, ago(1000));
      await link(table, `${table}-open`, ahead(3_600_000));
    }
    expect(await t.app.jobs.runNow('expired-password-resets')).toBe(true);
    expect(await t.app.jobs.runNow('expired-email-verifications')).toBe(true);
    for (const table of ['password_resets', 'email_verifications'] as const) {
      const hashes = (await t.app.db.selectFrom(table).select('token_hash').where('customer_id', '=', user.id).execute()).map(
        (r) => r.token_hash,
      );
      expect(hashes).toContain(`${table}-open`);
      expect(hashes).not.toContain(`${table}-expired`);
    }
    // The registration's own verification link (7 days) is still open.
    const open = await t.app.db.selectFrom('email_verifications').select('id').where('customer_id', '=', user.id).execute();
    expect(open).toHaveLength(2);
  });

  it('idempotency keys are forgotten after IDEMPOTENCY_KEY_HOURS; the bookings stay', async () => {
    const { token } = await register(t.app);
    const trip = await bookableTrip(t.app);
    const first = await book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'old-key-1' });
    const second = await book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'new-key-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const oldId = first.json().data.id as number;
    const newId = second.json().data.id as number;
    await t.app.db
      .updateTable('bookings')
      .set({ created_at: ago(25 * 3_600_000) })
      .where('id', '=', oldId)
      .execute();
    expect(await t.app.jobs.runNow('old-idempotency-keys')).toBe(true);
    const keys = await t.app.db
      .selectFrom('bookings')
      .select(['id', 'idempotency_key', 'idempotency_hash'])
      .where('id', 'in', [oldId, newId])
      .orderBy('id')
      .execute();
    expect(keys).toEqual([
      { id: oldId, idempotency_key: null, idempotency_hash: null },
      { id: newId, idempotency_key: 'new-key-1', idempotency_hash: expect.any(String) },
    ]);
    // The recent key still replays its booking.
    const retry = await book(t.app, token, bookingParts(trip.id), { 'idempotency-key': 'new-key-1' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(newId);
  });

  it('old mail that was sent or given up goes; pending and recent mail stay', async () => {
    const mail = (subject: string, createdAt: string) =>
      enqueueMail(t.app.db, { to: 'keep@example.com', subject, text: '.' }, createdAt);
    const oldSent = await mail('old sent', ago(8 * DAY));
    const oldGivenUp = await mail('old given up', ago(8 * DAY));
    await mail('old pending', ago(8 * DAY));
    const recentSent = await mail('recent sent', ago(DAY));
    await markMailSent(t.app.db, oldSent, ago(8 * DAY));
    await markMailFailed(t.app.db, oldGivenUp, null, '550 no such mailbox');
    await markMailSent(t.app.db, recentSent, ago(DAY));
    // The app's sender must not deliver "old pending" meanwhile: it is due in an hour.
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: ahead(3_600_000) })
      .where('subject', '=', 'old pending')
      .execute();
    expect(await t.app.jobs.runNow('old-mail')).toBe(true);
    const left = (
      await t.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'keep@example.com').execute()
    )
      .map((r) => r.subject)
      .sort();
    expect(left).toEqual(['old pending', 'recent sent']);
  });
});
