import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { isPostgres } from '../db/database.ts';

// The mail outbox's rows (platform/mail/outbox.ts delivers them). Instants are ISO-8601 text, so "due" is
// a text comparison that reads the same on both engines.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
  /** Attempts including the one this claim is for. */
  attempts: number;
}

/** Writes a message to the outbox, due at once: pass the transaction of the change it reports. */
export async function enqueueMail(db: Kysely<DB>, mail: OutgoingMail, now = new Date().toISOString()): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      created_at: now,
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due messages for one sender, in one statement: each claimed row's next
 * attempt moves to `leaseUntil` and its attempts go up by one, so no other sender sees it as due
 * while this one works. On PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED: two senders
 * claiming at once get different rows, never the same one. SQLite has a single writer.
 */
export async function claimDueMail(db: Kysely<DB>, now: string, leaseUntil: string, limit: number): Promise<ClaimedMail[]> {
  const pg = isPostgres(db);
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      return pg ? due.forUpdate().skipLocked() : due;
    })
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      ...(r.html_body !== null ? { html: r.html_body } : {}),
      attempts: r.attempts,
    }));
}

/** Delivered: the bodies go (a reset link in them is a credential), the row stays for the record. */
export async function markMailSent(db: Kysely<DB>, id: number, at: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, next_attempt_at: null, last_error: null, text_body: '', html_body: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: due again at `nextAttemptAt`, or given up when that is null. */
export async function markMailFailed(db: Kysely<DB>, id: number, nextAttemptAt: string | null, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nextAttemptAt, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/** Deletes messages sent or given up that were written before `before`; returns how many. */
export async function deleteFinishedMail(db: Kysely<DB>, before: string): Promise<number> {
  const res = await db
    .deleteFrom('mail_outbox')
    .where('next_attempt_at', 'is', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Messages not yet delivered nor given up (health and tests). */
export async function pendingMailCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Hands claimed rows back untried: due at `at`, their claim not counted as an attempt. */
export async function releaseMail(db: Kysely<DB>, ids: number[], at: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: at, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .execute();
}
