/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 17: pictures uploaded in the back office, kept in the database (the cluster has
// several servers and no shared disk), each as its variants: AVIF, WebP and JPEG at a few widths
// (modules/media/pictures.ts). A picture never changes once stored: a new upload is a new id, so its public
// addresses are cached for good. The bytes are in a table of their own, apart from the facts.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const bytes = pg ? 'bytea' : 'blob';
  await db.schema
    .createTable('pictures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('original_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('picture_variants')
    .addColumn('picture_id', 'text', (c) => c.notNull().references('pictures.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('picture_variants_pk', ['picture_id', 'width', 'format'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('picture_variants').execute();
  await db.schema.dropTable('pictures').execute();
}
