/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 30, item 2: ratings shown as reviews on the trip page.
// - ratings.hidden_at / hidden_reason / hidden_by: staff hid the review (audited); a hidden rating
//   leaves the trip's public count and average (trips.rates_count / rating_sum follow).
// - ratings_trip_time: a trip's reviews newest first, and by stars.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ratings').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('ratings').addColumn('hidden_reason', 'text').execute();
  await db.schema.alterTable('ratings').addColumn('hidden_by', 'integer').execute();
  await db.schema.createIndex('ratings_trip_time').on('ratings').columns(['trip_id', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ratings_trip_time').execute();
  await db.schema.alterTable('ratings').dropColumn('hidden_by').execute();
  await db.schema.alterTable('ratings').dropColumn('hidden_reason').execute();
  await db.schema.alterTable('ratings').dropColumn('hidden_at').execute();
}
