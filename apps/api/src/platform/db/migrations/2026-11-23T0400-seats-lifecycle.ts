/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen. Issue 15: seats and the booking lifecycle (docs/product.md, "Seats and cancellation").
// - trips.daily_capacity: travellers per date of an open-dates trip (null = unlimited);
//   day_seats counts the seats taken on each date of such a trip.
// - departures: the dates a trip runs on, with their seats, seats taken and an optional price.
// - bookings.seats_held / seats_pool: how many seats a booking took and from which counter
//   ('departure' or 'day'), so a cancellation gives back exactly what was taken, even when the trip's
//   seats changed since.
// - booking_status_history: every change of a booking's status, who made it and why.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: any) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema.alterTable('trips').addColumn('daily_capacity', 'integer').execute();
  await db.schema
    .createTable('departures')
    .addColumn('id', idType, id)
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'double precision')
    .addUniqueConstraint('departures_trip_date', ['trip_id', 'date'])
    .addCheckConstraint('departures_seats', sql`seats_taken >= 0 and seats_taken <= seats`)
    .execute();
  await db.schema
    .createTable('day_seats')
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('day_seats_pk', ['trip_id', 'date'])
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('seats_held', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('seats_pool', 'text').execute();
  await db.schema.createIndex('bookings_status_to_date').on('bookings').columns(['status', 'to_date']).execute();
  await db.schema
    .createTable('booking_status_history')
    .addColumn('id', idType, id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_status_history_booking')
    .on('booking_status_history')
    .columns(['booking_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_status_history').execute();
  await db.schema.dropIndex('bookings_status_to_date').execute();
  await db.schema.alterTable('bookings').dropColumn('seats_pool').execute();
  await db.schema.alterTable('bookings').dropColumn('seats_held').execute();
  await db.schema.dropTable('day_seats').execute();
  await db.schema.dropTable('departures').execute();
  await db.schema.alterTable('trips').dropColumn('daily_capacity').execute();
}
