import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { claimDueMail, enqueueMail, markMailFailed, markMailSent, releaseMail, type ClaimedMail } from './outbox-store.ts';
import type { Mail, Mailer } from './transports.ts';

// The mail outbox's sender (issue 16, item 3). Every e-mail is first a row of mail_outbox
// (platform/mail/outbox-store.ts), written in the transaction of what it reports where there is one,
// so a change is never committed without its e-mail nor e-mailed without being committed. Each server
// runs a sender: it is woken right after a message is written (delivery stays prompt) and every
// MAIL_SEND_INTERVAL_S for retries and for rows other processes wrote (the operator CLI). A claim
// leases the rows (claimDueMail: FOR UPDATE SKIP LOCKED on PostgreSQL), so several servers never take
// the same row; a failure is retried with exponential back-off up to MAIL_MAX_ATTEMPTS. Delivery is at
// least once: a server that dies between the mail server's "queued" and the row's update sends that
// message again once the lease is over.

export interface MailSenderOptions {
  db: Kysely<DB>;
  transport: Mailer;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
  intervalMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim keeps other senders off its rows; longer than the slowest send. */
  leaseMs?: number;
  batch?: number;
}

/** The longest one send may take with the transport's timeouts (platform/mail/transports.ts): a claim never starts a send with less lease left. */
export const SEND_TIMEOUT_MS = 2 * 60_000;
const DEFAULT_LEASE_MS = 5 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), capped, the upper half jittered so senders spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

/**
 * What a failed send says about the next attempt: a 5xx answer refuses this message for good; no
 * answer at all, or 421 (the server closing: busy, or down for maintenance), means the server is away
 * for every message; another 4xx is this message's trouble for now.
 */
export function classifyFailure(err: unknown): { permanent: boolean; serverAway: boolean; text: string } {
  const e = err as { responseCode?: number; code?: string; message?: string };
  const text = `${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}`;
  const reply = typeof e.responseCode === 'number' ? e.responseCode : null;
  return { permanent: reply !== null && reply >= 500, serverAway: reply === null || reply === 421, text };
}

export class MailSender {
  private readonly o: Required<MailSenderOptions>;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: MailSenderOptions) {
    this.o = { leaseMs: DEFAULT_LEASE_MS, batch: 20, ...options };
  }

  /** Polls every intervalMs (never keeping the process alive). */
  start(): void {
    if (this.o.intervalMs > 0 && !this.timer) {
      this.timer = setInterval(() => this.wake(), this.o.intervalMs);
      this.timer.unref();
    }
    this.wake();
  }

  /**
   * Writes a message and delivers it soon. With `change`, the message is written in one transaction
   * with it (a reset link's row and its e-mail): both or neither.
   */
  async queue(mail: Mail, change?: (trx: Transaction<DB>) => Promise<void>): Promise<void> {
    if (change)
      await this.o.db.transaction().execute(async (trx) => {
        await change(trx);
        await enqueueMail(trx, mail);
      });
    else await enqueueMail(this.o.db, mail);
    this.wake();
  }

  /** Delivers what is due now, soon; called after a message is committed. */
  wake(): void {
    if (!this.stopped) this.kick();
  }

  /** Delivers everything due now before resolving (tests, the CLI). */
  async drain(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  /** No more passes after the one under way, which close waits for. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
  }

  // One loop at a time: a wake during a pass asks for one more pass rather than a second loop.
  private kick(): void {
    this.again = true;
    this.running ??= this.loop().finally(() => (this.running = null));
  }

  private async loop(): Promise<void> {
    while (this.again) {
      this.again = false;
      // A full batch: more may be due.
      if ((await this.pass()) >= this.o.batch) this.again = true;
    }
  }

  /** One claim and its sends; returns how many rows it claimed (0 when the mail server is away). Never throws. */
  private async pass(): Promise<number> {
    const { db, log } = this.o;
    const start = Date.now();
    const leaseEnd = start + this.o.leaseMs;
    let claimed: ClaimedMail[];
    try {
      claimed = await claimDueMail(db, iso(start), iso(leaseEnd), this.o.batch);
    } catch (err) {
      log.warn({ err }, 'mail outbox unreadable; retried at the next interval');
      return 0;
    }
    for (let i = 0; i < claimed.length; i++) {
      const mail = claimed[i]!;
      const rest = claimed.slice(i + 1).map((m) => m.id);
      if (leaseEnd - Date.now() < SEND_TIMEOUT_MS) {
        // Too little lease left for a send: another sender may claim these soon.
        await this.release([mail.id, ...rest], iso(Date.now()));
        break;
      }
      const outcome = await this.deliver(mail);
      if (outcome === 'server-away') {
        // The mail server is not answering: the rest of the batch waits with this message, untried.
        await this.release(rest, iso(Date.now() + retryDelay(mail.attempts, this.o.retryBaseMs, this.o.retryMaxMs)));
        // Not another batch now: each would wait for the same absent server.
        return 0;
      }
    }
    return claimed.length;
  }

  private async deliver(mail: ClaimedMail): Promise<'sent' | 'failed' | 'server-away'> {
    const { db, log, transport } = this.o;
    try {
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
    } catch (err) {
      const f = classifyFailure(err);
      const giveUp = f.permanent || mail.attempts >= this.o.maxAttempts;
      const next = giveUp ? null : iso(Date.now() + retryDelay(mail.attempts, this.o.retryBaseMs, this.o.retryMaxMs));
      await markMailFailed(db, mail.id, next, f.text).catch((e: unknown) =>
        log.warn({ err: e, mail: mail.id }, 'mail outbox not updated; the lease retries it'),
      );
      if (giveUp) log.error({ err, mail: mail.id, attempts: mail.attempts }, 'e-mail given up');
      else log.warn({ err, mail: mail.id, attempts: mail.attempts, next }, 'e-mail not sent; retried later');
      return f.serverAway ? 'server-away' : 'failed';
    }
    await markMailSent(db, mail.id, iso(Date.now())).catch((err: unknown) =>
      // Sent, but not recorded: it goes again after the lease (at least once, never lost).
      log.error({ err, mail: mail.id }, 'e-mail sent but not marked; it may be sent twice'),
    );
    return 'sent';
  }

  private async release(ids: number[], at: string): Promise<void> {
    if (!ids.length) return;
    await releaseMail(this.o.db, ids, at).catch((err: unknown) =>
      this.o.log.warn({ err }, 'mail outbox rows not released; due again when their lease ends'),
    );
  }
}
