/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 17: trips are edited in the back office and published or unpublished there.
// - trips.published (0/1): an unpublished trip is in no public list, search, sitemap or page. Every
//   trip there is now was on the site, so they all start published.
// - The search's covering index (2026-11-21T2345-filter-cover) becomes partial, over published trips
//   only: a search's count (published = 1, then the date range) is still answered from the index
//   alone, and a page still walks its sort's index. Measured at 100,000 trips on SQLite: the old index
//   let the count read the whole table (38 ms); the flag at the head of the index instead made the
//   planner read a page through it and sort every match (196 ms a search); partial, 5 ms and 8 ms.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropIndex('trips_filter_cover').execute();
  await db.schema
    .createIndex('trips_filter_cover')
    .on('trips')
    .columns(['available_until', 'duration', 'max_adults'])
    .where(sql.ref('published'), '=', 1)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trips_filter_cover').execute();
  await db.schema.createIndex('trips_filter_cover').on('trips').columns(['available_until', 'duration', 'max_adults']).execute();
  await db.schema.alterTable('trips').dropColumn('published').execute();
}
