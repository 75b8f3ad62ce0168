import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB, StaffRow } from '../../platform/db/schema.ts';

// The second factor locks (issue 29, finding 3): a staff member's wrong authenticator and recovery
// codes are counted per account, across challenges and addresses. After `delayAfter` in a row each
// further one makes the next step wait (30 s, 60 s, 120 s …); at `lockAfter` the account is locked
// for `lockMs` and its owner e-mailed. Only someone who knows the password reaches this step, so a
// stranger cannot lock an owner out; a sign-in clears the count.

export type CodeLockRule = Config['staffCodes'];

/** Milliseconds before the member may try the second step again (0: now). */
export function lockedFor(member: Pick<StaffRow, 'code_locked_until'>, now = Date.now()): number {
  if (!member.code_locked_until) return 0;
  return Math.max(0, Date.parse(member.code_locked_until) - now);
}

/** Whether the member's wait is a lock (at or past lockAfter failures) rather than a short delay. */
export const isLocked = (member: Pick<StaffRow, 'code_failures'>, rule: CodeLockRule) => member.code_failures >= rule.lockAfter;

/**
 * Counts one wrong code and sets the wait it earns. `locked` is true when this failure locked the
 * account (the caller audits and e-mails it).
 */
export async function countWrongCode(
  db: Kysely<DB>,
  staffId: number,
  rule: CodeLockRule,
  now = Date.now(),
): Promise<{ failures: number; waitMs: number; locked: boolean }> {
  const row = await db
    .updateTable('staff')
    .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
    .where('id', '=', staffId)
    .returning('code_failures')
    .executeTakeFirstOrThrow();
  const failures = Number(row.code_failures);
  let waitMs = 0;
  if (failures >= rule.lockAfter) waitMs = rule.lockMs;
  else if (failures >= rule.delayAfter) waitMs = rule.delayBaseMs * 2 ** (failures - rule.delayAfter);
  if (waitMs > 0)
    await db
      .updateTable('staff')
      .set({ code_locked_until: new Date(now + waitMs).toISOString() })
      .where('id', '=', staffId)
      .execute();
  return { failures, waitMs, locked: failures >= rule.lockAfter };
}

/** A sign-in: the count starts again. */
export async function clearWrongCodes(db: Kysely<DB>, staffId: number): Promise<void> {
  await db.updateTable('staff').set({ code_failures: 0, code_locked_until: null }).where('id', '=', staffId).execute();
}
