import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

// The real visitors' histogram (migration 2026-11-28T1810-web-vitals): one row per Riyadh day, page
// type, metric and bucket, counted up by each report.

export interface VitalSample {
  page: string;
  metric: string;
  bucket: number;
}

/** Counts a report's samples in, in one statement (an upsert both engines run). */
export async function countSamples(db: Kysely<DB>, day: string, samples: VitalSample[]): Promise<void> {
  if (!samples.length) return;
  await db
    .insertInto('web_vital_buckets')
    .values(samples.map((s) => ({ day, page: s.page, metric: s.metric, bucket: s.bucket, count: 1 })))
    .onConflict((oc) => oc.columns(['day', 'page', 'metric', 'bucket']).doUpdateSet({ count: sql`web_vital_buckets.count + 1` }))
    .execute();
}

/** Every bucket's count over days from `from` to `to`, per page type and metric. */
export function histograms(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('web_vital_buckets')
    .select(['page', 'metric', 'bucket', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['page', 'metric', 'bucket'])
    .execute();
}

/** Forgets the days before `before`. */
export async function forgetDaysBefore(db: Kysely<DB>, before: string): Promise<number> {
  const done = await db.deleteFrom('web_vital_buckets').where('day', '<', before).executeTakeFirst();
  return Number(done.numDeletedRows);
}
