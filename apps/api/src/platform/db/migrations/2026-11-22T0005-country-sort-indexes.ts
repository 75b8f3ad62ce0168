/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. A country's trips sorted by rating or visits (the country page's "more" search with a sort)
// otherwise gathers and sorts every trip of the country.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  if (pg)
    await sql`create index trips_country_rating on trips (to_country_id, average_rating desc nulls last, id desc)`.execute(db);
  else
    await db.schema.createIndex('trips_country_rating').on('trips').columns(['to_country_id', 'average_rating', 'id']).execute();
  await db.schema.createIndex('trips_country_visits').on('trips').columns(['to_country_id', 'visits', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trips_country_rating').execute();
  await db.schema.dropIndex('trips_country_visits').execute();
}
