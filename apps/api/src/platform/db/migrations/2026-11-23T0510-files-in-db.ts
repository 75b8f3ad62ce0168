/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 16, item 2: passport and visa files live in the database, encrypted (platform/file-cipher.ts),
// one row per booking_files row, so any server can serve them and a booking is stored with its files
// in one transaction. A table of its own keeps the bytes out of every query that lists files.
// Files already on disk are moved in at start (modules/bookings/disk-files-import.ts), not here: that needs the
// files key, which may be generated at start into DATA_DIR, and a migration sees only the database.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const bytes = pg ? 'bytea' : 'blob';
  await db.schema
    .createTable('booking_file_contents')
    .addColumn('booking_file_id', 'integer', (c) => c.primaryKey().references('booking_files.id').onDelete('cascade'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('iv', bytes, (c) => c.notNull())
    .addColumn('auth_tag', bytes, (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_file_contents').execute();
}
