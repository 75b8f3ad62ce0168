/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen and typed Kysely<any> on purpose (Kysely docs) */
import { sql, type Kysely, type RawBuilder } from 'kysely';

// Frozen. Issue 16, item 6: a search costs the same at 1,000 trips as at 1,000,000.
//
// 1. A count that does not scan. The search form always sends a date, nights and persons, and people
//    pick different ones, so counting the matches walked every trip the range filters let through
//    (nearly all). `trip_facets` holds, for each scope a search can name (everything, a destination
//    city, a destination country, a departure city, a tag, a departure and destination pair), how
//    many published trips share each (duration, max_adults, available_until). A count is then the
//    sum of the facet rows the filters let through: bounded by how many different values those
//    columns take (8 durations × 6 party sizes × some hundred expiry dates), not by how many trips
//    there are. The database keeps it (triggers below), whoever writes the trips: the back office,
//    the import, the generator, a hand-written statement.
//    Rows whose count falls to 0 are left in place: they add nothing to a sum, and removing them
//    would cost a scan of the table on every change.
// 2. Covering indexes for each sort, alone and after a destination city or country: the sort key,
//    the id (tie-breaker), then the filter columns, over published trips only. A page reads trip ids
//    from the index alone (the filters are checked there), stops after the page, and the page's
//    trips are then read by id (modules/catalogue/repositories/trips.ts). They replace the narrower sort indexes.

const KINDS = `(kind, a, b, duration, max_adults, available_until)`;

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** The scopes one trip row counts in, but its tags: (kind, a, b). */
function scopesOf(t: string): string {
  return `select 0 as kind, 0 as a, 0 as b
    union all select 1, ${t}.to_city_id, 0
    union all select 2, ${t}.to_country_id, 0
    union all select 3, ${t}.from_city_id, 0 where ${t}.from_city_id is not null
    union all select 5, ${t}.from_city_id, ${t}.to_city_id where ${t}.from_city_id is not null`;
}

/** Adds `sign` for the trip row `t` (new or old) in each of its scopes, its tags too when asked. */
function bumpSqlite(t: 'new' | 'old', sign: 1 | -1, withTags: boolean): string {
  const tags = withTags ? `union all select 4, tag_id, 0 from trip_tags where trip_id = ${t}.id` : '';
  return `insert into trip_facets ${KINDS.replace(')', ', n)')}
    select s.kind, s.a, s.b, ${t}.duration, ${t}.max_adults, ${t}.available_until, ${sign}
    from (${scopesOf(t)} ${tags}) s where true
    on conflict ${KINDS} do update set n = n + excluded.n;`;
}

const SORT_KEYS = (pg: boolean): { name: string; key: string }[] => [
  { name: 'price', key: 'price, id' },
  { name: 'rating', key: pg ? 'average_rating desc nulls last, id desc' : 'average_rating, id' },
  { name: 'visits', key: 'visits, id' },
];
const FILTERS = 'available_until, duration, max_adults, from_city_id';
const SCOPES = [
  { name: '', prefix: '' },
  { name: '_city', prefix: 'to_city_id, ' },
  { name: '_country', prefix: 'to_country_id, ' },
];

const OLD_INDEXES = [
  'trips_price',
  'trips_rating',
  'trips_visits',
  'trips_country_rating',
  'trips_country_visits',
  'trips_filter_cover',
];

async function run(db: Kysely<any>, query: string | RawBuilder<unknown>): Promise<void> {
  await (typeof query === 'string' ? sql.raw(query) : query).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  // A scope's rows are read together (once per catalogue version: modules/catalogue/repositories/trips.ts): SQLite
  // keeps them in key order (WITHOUT ROWID). On PostgreSQL every change of a trip rewrites a row's n:
  // n stays out of the index and pages keep room, so the update is HOT (no new index entry) and the
  // table does not swell with dead rows between vacuums.
  await run(
    db,
    `create table trip_facets (
      kind integer not null, a integer not null, b integer not null,
      duration integer not null, max_adults integer not null, available_until text not null, n integer not null,
      constraint trip_facets_pk primary key ${KINDS}
    )${pg ? ' with (fillfactor = 50)' : ' without rowid'}`,
  );
  // The trips there are now.
  await run(
    db,
    `insert into trip_facets ${KINDS.replace(')', ', n)')}
      select s.kind, s.a, s.b, s.duration, s.max_adults, s.available_until, count(*) from (
        select 0 as kind, 0 as a, 0 as b, duration, max_adults, available_until from trips where published = 1
        union all select 1, to_city_id, 0, duration, max_adults, available_until from trips where published = 1
        union all select 2, to_country_id, 0, duration, max_adults, available_until from trips where published = 1
        union all select 3, from_city_id, 0, duration, max_adults, available_until from trips
          where published = 1 and from_city_id is not null
        union all select 5, from_city_id, to_city_id, duration, max_adults, available_until from trips
          where published = 1 and from_city_id is not null
        union all select 4, tt.tag_id, 0, t.duration, t.max_adults, t.available_until
          from trip_tags tt join trips t on t.id = tt.trip_id where t.published = 1
      ) s group by s.kind, s.a, s.b, s.duration, s.max_adults, s.available_until`,
  );

  const watched = 'published, duration, max_adults, available_until, to_city_id, to_country_id, from_city_id';
  if (pg) {
    // Bulk inserts (the import, the generator) are counted once per statement from the inserted rows.
    await run(
      db,
      `create function trip_facets_inserted() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into trip_facets ${KINDS.replace(')', ', n)')}
          select s.kind, s.a, s.b, r.duration, r.max_adults, r.available_until, count(*)
          from inserted_trips r
          cross join lateral (values (0, 0, 0), (1, r.to_city_id, 0), (2, r.to_country_id, 0),
                                     (3, r.from_city_id, 0), (5, r.from_city_id, r.to_city_id)) s(kind, a, b)
          where r.published = 1 and (s.kind < 3 or r.from_city_id is not null)
          group by 1, 2, 3, 4, 5, 6
          on conflict ${KINDS} do update set n = trip_facets.n + excluded.n;
        return null;
      end $$`,
    );
    await run(
      db,
      `create function trip_facets_bump(t trips, delta integer) returns void language plpgsql set search_path from current as $$
      begin
        insert into trip_facets ${KINDS.replace(')', ', n)')}
          select s.kind, s.a, s.b, t.duration, t.max_adults, t.available_until, delta from (
            ${scopesOf('t')}
            union all select 4, tag_id, 0 from trip_tags where trip_id = t.id
          ) s
          on conflict ${KINDS} do update set n = trip_facets.n + excluded.n;
      end $$`,
    );
    await run(
      db,
      `create function trip_facets_changed() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.published = 1 then perform trip_facets_bump(old, -1); end if;
        if tg_op = 'UPDATE' and new.published = 1 then perform trip_facets_bump(new, 1); end if;
        return case when tg_op = 'DELETE' then old else new end;
      end $$`,
    );
    // Tags are counted with their trip's columns; a deleted trip's tags were counted off before it
    // went (the BEFORE DELETE trigger), so its cascade finds no trip and counts nothing twice.
    await run(
      db,
      `create function trip_facets_tagged() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'INSERT' then
          insert into trip_facets ${KINDS.replace(')', ', n)')}
            select 4, r.tag_id, 0, t.duration, t.max_adults, t.available_until, count(*)
            from tagged r join trips t on t.id = r.trip_id where t.published = 1 group by 1, 2, 3, 4, 5, 6
            on conflict ${KINDS} do update set n = trip_facets.n + excluded.n;
        else
          insert into trip_facets ${KINDS.replace(')', ', n)')}
            select 4, r.tag_id, 0, t.duration, t.max_adults, t.available_until, -count(*)
            from untagged r join trips t on t.id = r.trip_id where t.published = 1 group by 1, 2, 3, 4, 5, 6
            on conflict ${KINDS} do update set n = trip_facets.n + excluded.n;
        end if;
        return null;
      end $$`,
    );
    await run(
      db,
      `create trigger trips_facets_insert after insert on trips referencing new table as inserted_trips
        for each statement execute function trip_facets_inserted()`,
    );
    await run(
      db,
      `create trigger trips_facets_update after update of ${watched} on trips for each row
        when ((old.${watched.split(', ').join(', old.')}) is distinct from (new.${watched.split(', ').join(', new.')}))
        execute function trip_facets_changed()`,
    );
    await run(
      db,
      `create trigger trips_facets_delete before delete on trips for each row execute function trip_facets_changed()`,
    );
    await run(
      db,
      `create trigger trip_tags_facets_insert after insert on trip_tags referencing new table as tagged
        for each statement execute function trip_facets_tagged()`,
    );
    await run(
      db,
      `create trigger trip_tags_facets_delete after delete on trip_tags referencing old table as untagged
        for each statement execute function trip_facets_tagged()`,
    );
  } else {
    await run(
      db,
      `create trigger trips_facets_insert after insert on trips when new.published = 1 begin ${bumpSqlite('new', 1, false)} end`,
    );
    const changed = watched
      .split(', ')
      .map((c) => `old.${c} is not new.${c}`)
      .join(' or ');
    await run(
      db,
      `create trigger trips_facets_update_old after update of ${watched} on trips when old.published = 1 and (${changed})
        begin ${bumpSqlite('old', -1, true)} end`,
    );
    await run(
      db,
      `create trigger trips_facets_update_new after update of ${watched} on trips when new.published = 1 and (${changed})
        begin ${bumpSqlite('new', 1, true)} end`,
    );
    await run(
      db,
      `create trigger trips_facets_delete before delete on trips when old.published = 1 begin ${bumpSqlite('old', -1, true)} end`,
    );
    for (const [event, row, sign] of [
      ['insert', 'new', 1],
      ['delete', 'old', -1],
    ] as const)
      await run(
        db,
        `create trigger ${`trip_tags_facets_${event}`} after ${event} on trip_tags begin
          insert into trip_facets ${KINDS.replace(')', ', n)')}
            select 4, ${row}.tag_id, 0, t.duration, t.max_adults, t.available_until, ${sign}
            from trips t where t.id = ${row}.trip_id and t.published = 1
            on conflict ${KINDS} do update set n = n + excluded.n;
        end`,
      );
  }

  for (const old of OLD_INDEXES) await run(db, `drop index if exists ${old}`);
  for (const scope of SCOPES)
    for (const sort of SORT_KEYS(pg))
      await run(
        db,
        `create index trips_${sort.name}${scope.name}_cover on trips (${scope.prefix}${sort.key}, ${FILTERS}) where published = 1`,
      );
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const scope of SCOPES)
    for (const sort of SORT_KEYS(pg)) await run(db, `drop index if exists trips_${sort.name}${scope.name}_cover`);
  if (pg) {
    for (const [trigger, table] of [
      ['trips_facets_insert', 'trips'],
      ['trips_facets_update', 'trips'],
      ['trips_facets_delete', 'trips'],
      ['trip_tags_facets_insert', 'trip_tags'],
      ['trip_tags_facets_delete', 'trip_tags'],
    ])
      await run(db, `drop trigger if exists ${trigger} on ${table}`);
    for (const fn of [
      'trip_facets_inserted()',
      'trip_facets_bump(trips, integer)',
      'trip_facets_changed()',
      'trip_facets_tagged()',
    ])
      await run(db, `drop function if exists ${fn}`);
  } else {
    for (const trigger of [
      'trips_facets_insert',
      'trips_facets_update_old',
      'trips_facets_update_new',
      'trips_facets_delete',
      'trip_tags_facets_insert',
      'trip_tags_facets_delete',
    ])
      await run(db, `drop trigger if exists ${trigger}`);
  }
  await db.schema.dropTable('trip_facets').execute();
  await run(db, 'create index trips_price on trips (price, id)');
  await run(
    db,
    pg
      ? 'create index trips_rating on trips (average_rating desc nulls last, id desc)'
      : 'create index trips_rating on trips (average_rating, id)',
  );
  await run(db, 'create index trips_visits on trips (visits, id)');
  await run(
    db,
    pg
      ? 'create index trips_country_rating on trips (to_country_id, average_rating desc nulls last, id desc)'
      : 'create index trips_country_rating on trips (to_country_id, average_rating, id)',
  );
  await run(db, 'create index trips_country_visits on trips (to_country_id, visits, id)');
  await run(db, 'create index trips_filter_cover on trips (available_until, duration, max_adults) where published = 1');
}
