/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 17: the agency's staff, apart from customers.
// - staff: admins and agents; the TOTP secret is sealed with the files key (platform/file-cipher.ts), the
//   recovery codes are kept as hashes, each usable once; the last accepted time step, so a code is
//   never accepted twice.
// - staff_sessions: sign-ins of the back office (12 hours at most, 30 minutes idle), by token hash.
// - staff_links: one-time links by hash: setting a password (invitation) and the second step of a
//   sign-in (password accepted, code awaited).
// - indexes for the bookings queue's filters.
// - audit_log: every view of a passport or visa file and every change made by staff. Triggers refuse
//   UPDATE and DELETE on both engines, so the log cannot be edited through the database either.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const blob = pg ? 'bytea' : 'blob';

  await db.schema
    .createTable('staff')
    .addColumn('id', idType, id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'agent')`))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', blob)
    .addColumn('totp_confirmed_at', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('recovery_codes', 'text')
    .addColumn('invited_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', idType, id)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_links')
    .addColumn('id', idType, id)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('set-password', 'sign-in')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, id)
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('details', 'text')
    .addColumn('ip', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();

  // The bookings queue walks the newest first under one filter at a time (modules/bookings/repositories/bookings-queue.ts).
  await db.schema.createIndex('bookings_status_id').on('bookings').columns(['status', 'id']).execute();
  await db.schema.createIndex('bookings_trip_id').on('bookings').columns(['trip_id', 'id']).execute();
  await db.schema.createIndex('bookings_from_date').on('bookings').columns(['from_date', 'id']).execute();
  await db.schema.createIndex('bookings_created_at').on('bookings').column('created_at').execute();

  if (pg) {
    await sql`create or replace function audit_log_is_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_is_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  for (const index of ['bookings_status_id', 'bookings_trip_id', 'bookings_from_date', 'bookings_created_at'])
    await db.schema.dropIndex(index).execute();
  await db.schema.dropTable('audit_log').execute();
  if (pg) await sql`drop function if exists audit_log_is_append_only()`.execute(db);
  await db.schema.dropTable('staff_links').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
