import type { Kysely } from 'kysely';
import { nowIso } from '../../../platform/db/constraints.ts';
import type { DB } from '../../../platform/db/schema.ts';

// The audit log (issue 17): who viewed a passport or visa file and who changed what, when and from
// where. Rows are only ever added; the database refuses UPDATE and DELETE (migration
// 2026-11-23T0600-staff).

export interface AuditEntry {
  staffId: number | null;
  staffEmail: string;
  action: string;
  subject?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

export async function recordAudit(db: Kysely<DB>, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: e.staffId,
      staff_email: e.staffEmail,
      action: e.action,
      subject: e.subject ?? null,
      details: e.details ? JSON.stringify(e.details) : null,
      ip: e.ip ?? null,
      at: nowIso(),
    })
    .execute();
}

/** Newest first, 50 a page, before the entry `beforeId` when given (keyset: stays fast however long it gets). */
export async function auditPage(db: Kysely<DB>, beforeId: number | null, size = 50) {
  let q = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(size);
  if (beforeId !== null) q = q.where('id', '<', beforeId);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    staff_id: r.staff_id,
    staff_email: r.staff_email,
    action: r.action,
    subject: r.subject,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
    ip: r.ip,
    at: r.at,
  }));
}
