// What both engines say when a write breaks a constraint, and the timestamp every row is written
// with: the database layer's, shared by every module's repositories.

export const nowIso = () => new Date().toISOString();

/** A write refused by a unique index or primary key (PostgreSQL 23505, SQLite's constraint codes). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/** Whether a write failed because a row it removes is still referenced (a trip added meanwhile). */
export function isForeignKeyViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
