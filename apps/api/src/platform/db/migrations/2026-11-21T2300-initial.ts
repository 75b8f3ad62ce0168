/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Typed Kysely<any> on purpose, so
// later changes to the row types cannot silently change what this one does.

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const idType = pg ? 'serial' : 'integer';
  const id = (col: any) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement());
  const money = 'double precision';

  await db.schema
    .createTable('site_info')
    .addColumn('id', idType, id)
    .addColumn('facebook_url', 'text')
    .addColumn('whatsapp_number', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('email_address', 'text')
    .addColumn('twitter_url', 'text')
    .addColumn('instagram_url', 'text')
    .addColumn('appstore_url', 'text')
    .addColumn('playstore_url', 'text')
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', idType, id)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('link', 'text')
    .addColumn('link_text', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('banners_type').on('banners').columns(['type', 'position']).execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', idType, id)
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cities_country').on('cities').column('country_id').execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', idType, id)
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('trips')
    .addColumn('id', idType, id)
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('included', 'text', (c) => c.notNull())
    .addColumn('from_city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('to_city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('to_country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('price_before_discount', money)
    .addColumn('default_adults', 'integer', (c) => c.notNull())
    .addColumn('default_childs', 'integer', (c) => c.notNull())
    .addColumn('max_additional_adults', 'integer', (c) => c.notNull())
    .addColumn('max_additional_childs', 'integer', (c) => c.notNull())
    .addColumn('price_per_additional_adult', money, (c) => c.notNull())
    .addColumn('price_per_additional_child', money, (c) => c.notNull())
    .addColumn('max_adults', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rates_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('average_rating', money)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One index per sort (ties broken by id) and per selective filter.
  await db.schema.createIndex('trips_price').on('trips').columns(['price', 'id']).execute();
  // "Top rated" puts unrated trips last: SQLite sorts NULL lowest, PostgreSQL needs the order spelt out.
  if (pg) await sql`create index trips_rating on trips (average_rating desc nulls last, id desc)`.execute(db);
  else await db.schema.createIndex('trips_rating').on('trips').columns(['average_rating', 'id']).execute();
  await db.schema.createIndex('trips_visits').on('trips').columns(['visits', 'id']).execute();
  await db.schema.createIndex('trips_to_city').on('trips').columns(['to_city_id', 'price']).execute();
  await db.schema.createIndex('trips_from_city').on('trips').columns(['from_city_id', 'price']).execute();
  await db.schema.createIndex('trips_to_country').on('trips').columns(['to_country_id', 'price']).execute();
  await db.schema.createIndex('trips_expiry').on('trips').column('expiry_date').execute();
  await db.schema.createIndex('trips_featured').on('trips').columns(['featured', 'id']).execute();

  await db.schema
    .createTable('trip_tags')
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('trip_tags_pk', ['trip_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('trip_tags_tag').on('trip_tags').columns(['tag_id', 'trip_id']).execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', idType, id)
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('avatar', 'text')
    .addColumn('birthday', 'text')
    .addColumn('gender', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('customer_identities_pk', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', idType, id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_customer').on('access_tokens').column('customer_id').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['customer_id', 'trip_id'])
    .execute();
  await db.schema.createIndex('favourites_recent').on('favourites').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', idType, id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text', (c) => c.notNull())
    .addColumn('adults_count', 'integer', (c) => c.notNull())
    .addColumn('children_count', 'integer', (c) => c.notNull())
    .addColumn('total_price', money, (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('bookings_idempotency', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('bookings_customer').on('bookings').columns(['customer_id', 'id']).execute();

  await db.schema
    .createTable('booking_travellers')
    .addColumn('id', idType, id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('passport', 'text', (c) => c.notNull())
    .addColumn('passport_expiry', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_travellers_booking').on('booking_travellers').column('booking_id').execute();

  await db.schema
    .createTable('booking_files')
    .addColumn('id', idType, id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('traveller_id', 'integer', (c) => c.notNull().references('booking_travellers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_files_booking').on('booking_files').column('booking_id').execute();

  await db.schema
    .createTable('ratings')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id'))
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ratings_trip').on('ratings').column('trip_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', idType, id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'password_resets',
    'ratings',
    'booking_files',
    'booking_travellers',
    'bookings',
    'favourites',
    'access_tokens',
    'customer_identities',
    'customers',
    'faqs',
    'trip_tags',
    'trips',
    'tags',
    'cities',
    'countries',
    'banners',
    'site_info',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
