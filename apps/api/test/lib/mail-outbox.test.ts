import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, isPg, register, type TestApp } from '../helper.ts';
import { classifyFailure, MailSender, retryDelay } from '../../src/platform/mail/outbox.ts';
import { smtpMailer, type Mail, type Mailer } from '../../src/platform/mail/transports.ts';
import { createDatabase, type Database } from '../../src/platform/db/database.ts';
import { claimDueMail, enqueueMail } from '../../src/platform/mail/outbox-store.ts';
import { startSmtpServer } from './smtp-test-server.ts';

// The mail outbox (issue 16, item 3): every e-mail is a row, delivered by the senders with retries,
// at least once and, while servers stay up, exactly once; never by two senders at once.

const quiet = { info() {}, warn() {}, error() {} };
const rows = (t: TestApp) =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['id', 'subject', 'attempts', 'sent_at', 'next_attempt_at', 'last_error', 'text_body'])
    .execute();

describe('mail outbox over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  // A second server's sender on the same database (on PostgreSQL through its own pool), polling too.
  let other: Database | null = null;
  let second: MailSender;
  let secondTransport: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_SEND_INTERVAL_S: '0.2',
      MAIL_RETRY_BASE_S: '0.1',
      MAIL_RETRY_MAX_S: '0.4',
      MAIL_MAX_ATTEMPTS: '1000',
    });
    if (isPg)
      other = createDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, schema: t.config.databaseSchema });
    secondTransport = await smtpMailer(smtp.url, t.config.mailFrom);
    second = new MailSender({
      db: other?.db ?? t.app.db,
      transport: secondTransport,
      log: quiet,
      intervalMs: 150,
      maxAttempts: 1000,
      retryBaseMs: 100,
      retryMaxMs: 400,
    });
    second.start();
  });
  afterAll(async () => {
    await second?.stop();
    secondTransport?.close();
    await other?.destroy();
    await t?.close();
    await smtp?.close();
  });

  it(`a mail server down for a while then back: every message is delivered exactly once by two servers' senders`, async () => {
    smtp.state.accepting = false;
    const { payload } = await register(t.app); // its verification link
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password-request',
      payload: { email: payload.email },
    });
    // The link waits in the outbox: the answer does not depend on the mail server.
    expect(reset.statusCode, reset.body).toBe(200);
    for (let i = 0; i < 30; i++)
      await t.app.mailOutbox.queue({ to: `guest${i}@example.com`, subject: `outbox ${i}`, text: `message ${i}` });

    // Retried with back-off while the server refuses, nothing delivered.
    await vi.waitFor(
      async () => {
        const all = await rows(t);
        expect(Math.max(...all.map((r) => r.attempts))).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000, interval: 100 },
    );
    const down = await rows(t);
    expect(down).toHaveLength(32);
    expect(down.every((r) => r.sent_at === null)).toBe(true);
    expect(down.some((r) => /421/.test(r.last_error ?? ''))).toBe(true);
    expect(smtp.state.received).toEqual([]);

    smtp.state.accepting = true;
    await vi.waitFor(async () => expect((await rows(t)).filter((r) => r.sent_at === null)).toEqual([]), {
      timeout: 15_000,
      interval: 100,
    });
    // Nothing more arrives later (no second delivery of a row).
    await new Promise((r) => setTimeout(r, 600));
    const subjects = smtp.state.received.map((m) => m.subject);
    expect(subjects).toHaveLength(32);
    for (let i = 0; i < 30; i++) expect(subjects.filter((s) => s === `outbox ${i}`)).toHaveLength(1);
    const toCustomer = smtp.state.received.filter((m) => m.to === payload.email);
    expect(toCustomer).toHaveLength(2);
    expect(toCustomer.map((m) => m.subject).sort()).toEqual(['استعادة كلمة المرور - رحلة', 'تأكيد البريد الإلكتروني - رحلة']);
    // Delivered: the bodies (a reset link is a credential) are gone, the record stays.
    const sent = await rows(t);
    expect(sent.every((r) => r.text_body === '' && r.next_attempt_at === null && r.last_error === null)).toBe(true);
  });

  it('a recipient the server refuses for good is given up at once; the others are delivered', async () => {
    smtp.state.accepting = true;
    smtp.state.reject.add('nobody@example.com');
    const before = smtp.state.received.length;
    await t.app.mailOutbox.queue({ to: 'nobody@example.com', subject: 'refused', text: 'x' });
    await t.app.mailOutbox.queue({ to: 'somebody@example.com', subject: 'taken', text: 'y' });
    // Either server's sender may take them.
    await vi.waitFor(
      async () => {
        await t.app.mailOutbox.drain();
        const all = await rows(t);
        const refused = all.find((r) => r.subject === 'refused')!;
        expect(refused).toMatchObject({ attempts: 1, sent_at: null, next_attempt_at: null });
        expect(refused.last_error).toMatch(/550/);
        expect(all.find((r) => r.subject === 'taken')!.sent_at).not.toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
    expect(smtp.state.received.slice(before).map((m) => m.subject)).toEqual(['taken']);
  });
});

describe('mail outbox senders', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own sender only polls when woken: these tests drive their senders themselves.
    t = await createTestApp({ MAIL_SEND_INTERVAL_S: '0' });
  });
  afterAll(async () => t?.close());

  const recorder = (sent: string[], name: string, fail?: (mail: Mail) => boolean): Mailer => ({
    async send(mail) {
      await new Promise((r) => setTimeout(r, Math.random() * 2));
      if (fail?.(mail)) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
      sent.push(`${name}:${mail.subject}`);
    },
    close() {},
  });
  const sender = (transport: Mailer, batch = 7) =>
    new MailSender({
      db: t.app.db,
      transport,
      log: quiet,
      intervalMs: 0,
      maxAttempts: 5,
      retryBaseMs: 50,
      retryMaxMs: 200,
      batch,
    });

  it(`two senders${isPg ? ' on PostgreSQL' : ''} never send the same row twice`, async () => {
    for (let i = 0; i < 300; i++) await enqueueMail(t.app.db, { to: 'race@example.com', subject: `race ${i}`, text: '.' });
    const sent: string[] = [];
    const a = sender(recorder(sent, 'a'));
    const b = sender(recorder(sent, 'b'));
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const subjects = sent.map((s) => s.slice(2));
    expect(subjects).toHaveLength(300);
    expect(new Set(subjects).size).toBe(300);
    // Both took part.
    expect(sent.some((s) => s.startsWith('a:'))).toBe(true);
    expect(sent.some((s) => s.startsWith('b:'))).toBe(true);
  });

  it('claims made at the same moment get different rows', async () => {
    for (let i = 0; i < 100; i++) await enqueueMail(t.app.db, { to: 'claim@example.com', subject: `claim ${i}`, text: '.' });
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimDueMail(t.app.db, now, lease, 10)));
    const ids = claims.flat().map((m) => m.id);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
  });

  it('retries with back-off, then gives up after MAIL_MAX_ATTEMPTS', async () => {
    await enqueueMail(t.app.db, { to: 'late@example.com', subject: 'never', text: '.' });
    const sent: string[] = [];
    const s = sender(
      recorder(sent, 'c', () => true),
      20,
    );
    await vi.waitFor(
      async () => {
        await s.drain();
        const row = await t.app.db.selectFrom('mail_outbox').selectAll().where('subject', '=', 'never').executeTakeFirstOrThrow();
        expect(row).toMatchObject({ attempts: 5, next_attempt_at: null, sent_at: null });
        expect(row.last_error).toMatch(/ECONNREFUSED/);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(sent).toEqual([]);
  });

  it('a mail server that does not answer is tried once per pass, the rest of the backlog waits untried', async () => {
    for (let i = 0; i < 30; i++) await enqueueMail(t.app.db, { to: 'backlog@example.com', subject: `backlog ${i}`, text: '.' });
    let tries = 0;
    const away: Mailer = {
      async send() {
        tries++;
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
      },
      close() {},
    };
    await sender(away).drain();
    expect(tries).toBe(1);
    const backlog = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'backlog@example.com')
      .execute();
    expect(backlog.filter((r) => r.attempts === 1)).toHaveLength(1);
    expect(backlog.filter((r) => r.attempts === 0)).toHaveLength(29);
    // None given up: the batch tried waits for the back-off, the rest for the next pass.
    expect(backlog.every((r) => r.sent_at === null && r.next_attempt_at !== null)).toBe(true);
    expect(backlog.filter((r) => Date.parse(r.next_attempt_at!) > Date.now())).toHaveLength(7);
    // Back, the backlog goes out.
    const sent: string[] = [];
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('to_address', '=', 'backlog@example.com')
      .execute();
    await sender(recorder(sent, 'd')).drain();
    expect(sent.filter((s) => s.startsWith('d:backlog'))).toHaveLength(30);
  });

  it('back-off doubles from the base up to the cap, jittered in its upper half', () => {
    expect(retryDelay(1, 30_000, 3_600_000, () => 0)).toBe(15_000);
    expect(retryDelay(1, 30_000, 3_600_000, () => 1)).toBe(30_000);
    expect(retryDelay(3, 30_000, 3_600_000, () => 1)).toBe(120_000);
    expect(retryDelay(20, 30_000, 3_600_000, () => 1)).toBe(3_600_000);
    expect(classifyFailure(Object.assign(new Error('x'), { responseCode: 550 }))).toMatchObject({
      permanent: true,
      serverAway: false,
    });
    expect(classifyFailure(Object.assign(new Error('x'), { responseCode: 421 }))).toMatchObject({
      permanent: false,
      serverAway: true,
    });
    expect(classifyFailure(Object.assign(new Error('x'), { responseCode: 452 }))).toMatchObject({
      permanent: false,
      serverAway: false,
    });
    expect(classifyFailure(new Error('ECONNREFUSED'))).toMatchObject({ permanent: false, serverAway: true });
  });
});
