/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 28, real visitors: the speed browsers report, as a histogram per Riyadh day, page
// type and metric (the contract's web-vitals.ts buckets, 5 % wide). Its size is bounded by the days
// kept (VITALS_KEEP_DAYS), not by the traffic.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_vital_buckets')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vital_buckets_pk', ['day', 'page', 'metric', 'bucket'])
    .execute();
}
