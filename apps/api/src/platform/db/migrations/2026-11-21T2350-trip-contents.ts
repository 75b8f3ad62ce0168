/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. The itinerary and included list are most of a trip row's bytes and only the detail page
// reads them. In their own table, every search scan and sort over trips stays narrow (no overflow
// pages on SQLite, fewer heap pages on PostgreSQL).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trip_contents')
    .addColumn('trip_id', 'integer', (c) => c.primaryKey().references('trips.id').onDelete('cascade'))
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('included', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into trip_contents (trip_id, program, included) select id, program, included from trips`.execute(db);
  await db.schema.alterTable('trips').dropColumn('program').execute();
  await db.schema.alterTable('trips').dropColumn('included').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('program', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('trips')
    .addColumn('included', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`update trips set program = (select program from trip_contents where trip_id = trips.id), included = (select included from trip_contents where trip_id = trips.id)`.execute(
    db,
  );
  await db.schema.dropTable('trip_contents').execute();
}
