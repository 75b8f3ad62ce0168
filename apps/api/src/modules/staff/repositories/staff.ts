import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/db/constraints.ts';
import { isPostgres } from '../../../platform/db/database.ts';
import type { DB, StaffRow } from '../../../platform/db/schema.ts';

// The agency's staff (issue 17): accounts, back-office sessions and one-time links. Tokens and
// links exist in clear only in the answer that hands them out (../staff-credentials.ts); the
// database keeps their hashes.

export type StaffRole = StaffRow['role'];

export async function staffByEmail(db: Kysely<DB>, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function staffById(db: Kysely<DB>, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStaff(db: Kysely<DB>): Promise<StaffRow[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export async function createStaff(
  db: Kysely<DB>,
  s: { email: string; name: string; role: StaffRole; invitedBy: number | null },
): Promise<StaffRow> {
  return db
    .insertInto('staff')
    .values({
      email: s.email.trim().toLowerCase(),
      name: s.name.trim(),
      role: s.role,
      invited_by: s.invitedBy,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateStaff(
  db: Kysely<DB>,
  id: number,
  changes: Partial<
    Pick<
      StaffRow,
      'password_hash' | 'totp_secret' | 'totp_confirmed_at' | 'totp_last_step' | 'recovery_codes' | 'disabled_at' | 'role'
    >
  >,
): Promise<void> {
  await db.updateTable('staff').set(changes).where('id', '=', id).execute();
}

/**
 * Takes a TOTP step for the staff member unless one at or after it was taken already (a code works
 * once, even when two requests carry it at the same moment).
 */
export async function takeTotpStep(db: Kysely<DB>, id: number, step: number): Promise<boolean> {
  const res = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ---- one-time links: setting a password, and a sign-in's second step ----

export type LinkPurpose = 'set-password' | 'sign-in';

/** Stores a link by its token's hash, replacing the person's last link of that kind. */
export async function insertLink(
  db: Kysely<DB>,
  staffId: number,
  purpose: LinkPurpose,
  hash: string,
  ttlMs: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One live link of each kind per person: a new invitation or sign-in replaces the last.
    await trx.deleteFrom('staff_links').where('staff_id', '=', staffId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('staff_links')
      .values({
        staff_id: staffId,
        purpose,
        token_hash: hash,
        expires_at: new Date(Date.now() + ttlMs).toISOString(),
      })
      .execute();
  });
}

/** The staff member a live link names, counting one more use of it; undefined when unknown or expired. */
export async function useLink(
  db: Kysely<DB>,
  hash: string,
  purpose: LinkPurpose,
  maxAttempts: number,
): Promise<StaffRow | undefined> {
  const link = await db
    .updateTable('staff_links')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', nowIso())
    .where('attempts', '<', maxAttempts)
    .returning(['staff_id'])
    .executeTakeFirst();
  return link ? staffById(db, link.staff_id) : undefined;
}

export async function deleteLink(db: Kysely<DB>, hash: string): Promise<void> {
  await db.deleteFrom('staff_links').where('token_hash', '=', hash).execute();
}

// ---- sessions ----

export async function insertSession(db: Kysely<DB>, staffId: number, hash: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('staff_sessions')
    .values({ staff_id: staffId, token_hash: hash, created_at: now, last_used_at: now })
    .execute();
}

export async function sessionByHash(db: Kysely<DB>, hash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff')
    .select(['staff_sessions.created_at as session_created_at', 'staff_sessions.last_used_at as session_used_at'])
    .where('staff_sessions.token_hash', '=', hash)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<DB>, hash: string, at: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_used_at: at }).where('token_hash', '=', hash).execute();
}

export async function endSession(db: Kysely<DB>, hash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', hash).execute();
}

export async function endSessionsOf(db: Kysely<DB>, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

/** Back-office sessions past their 12 hours or their 30 idle minutes, and links past their time (the clean-up job). */
export async function deleteExpiredStaffAccess(
  db: Kysely<DB>,
  createdBefore: string,
  usedBefore: string,
  now: string,
): Promise<number> {
  const sessions = await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('created_at', '<', createdBefore), eb('last_used_at', '<', usedBefore)]))
    .executeTakeFirst();
  const links = await db.deleteFrom('staff_links').where('expires_at', '<', now).executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(links.numDeletedRows);
}

// ---- offboarding (issue 29, finding 4) ----

/**
 * Runs `change` on the member unless it would leave no active admin ('last-admin' then). The active
 * admins' rows are locked first on PostgreSQL, so two admins disabling each other at the same moment
 * cannot both succeed; SQLite runs one write transaction at a time.
 */
async function keepingAnAdmin(
  db: Kysely<DB>,
  id: number,
  removesAdmin: (member: StaffRow) => boolean,
  change: (trx: Kysely<DB>) => Promise<void>,
): Promise<'done' | 'last-admin' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const admins = trx.selectFrom('staff').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null);
    const active = await (isPostgres(trx) ? admins.forUpdate() : admins).execute();
    const member = await trx.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
    if (!member) return 'missing';
    if (removesAdmin(member) && active.filter((a) => a.id !== id).length === 0) return 'last-admin';
    await change(trx);
    return 'done';
  });
}

/** Disables the member and ends every session of theirs in the same transaction. */
export function disableStaff(db: Kysely<DB>, id: number) {
  return keepingAnAdmin(
    db,
    id,
    (m) => m.role === 'admin' && m.disabled_at === null,
    async (trx) => {
      await trx
        .updateTable('staff')
        .set({ disabled_at: nowIso() })
        .where('id', '=', id)
        .where('disabled_at', 'is', null)
        .execute();
      await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
      await trx.deleteFrom('staff_links').where('staff_id', '=', id).where('purpose', '=', 'sign-in').execute();
    },
  );
}

export async function enableStaff(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('staff').set({ disabled_at: null }).where('id', '=', id).execute();
}

export function setStaffRole(db: Kysely<DB>, id: number, role: StaffRole) {
  return keepingAnAdmin(
    db,
    id,
    (m) => m.role === 'admin' && role !== 'admin' && m.disabled_at === null,
    async (trx) => {
      await trx.updateTable('staff').set({ role }).where('id', '=', id).execute();
    },
  );
}
