/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import type { Kysely } from 'kysely';

// Frozen. Issue 17: trips are edited in the back office and published or unpublished there.
// - trips.published (0/1): an unpublished trip is in no public list, search, sitemap or page. Every
//   trip there is now was on the site, so they all start published.
// - The search's covering index (2026-11-21T2345-filter-cover) gains the flag in front: the count of a
//   search then stays answered from the index alone (published = 1, then the date range).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropIndex('trips_filter_cover').execute();
  await db.schema
    .createIndex('trips_filter_cover')
    .on('trips')
    .columns(['published', 'available_until', 'duration', 'max_adults'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trips_filter_cover').execute();
  await db.schema.createIndex('trips_filter_cover').on('trips').columns(['available_until', 'duration', 'max_adults']).execute();
  await db.schema.alterTable('trips').dropColumn('published').execute();
}
