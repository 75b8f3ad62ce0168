/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. The search's default filters (date, nights, persons) match nearly every trip, so counting
// them walked the whole, wide trips table. A never-null copy of the expiry date lets one narrow
// covering index answer the count, and the date filter becomes a plain range.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('available_until', 'text', (c) => c.notNull().defaultTo('9999-12-31'))
    .execute();
  await sql`update trips set available_until = coalesce(expiry_date, '9999-12-31')`.execute(db);
  await db.schema.createIndex('trips_filter_cover').on('trips').columns(['available_until', 'duration', 'max_adults']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trips_filter_cover').execute();
  await db.schema.alterTable('trips').dropColumn('available_until').execute();
}
