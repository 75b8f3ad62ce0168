import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../../../config.ts';
import { createDatabase, migrate } from '../../../platform/db/database.ts';
import { ALL_CITIES, TAGS, makeTrip } from './catalogue.ts';
import { seedIfEmpty, syncSequence } from './seed.ts';
import { tripContentRow, tripRow } from '../repositories/trip-rows.ts';
import type { NewTrip, NewTripContent } from '../../../platform/db/schema.ts';

// Benchmark data: fills the database up to N trips (at most 1,000,000) with the demo generator,
// 1,000 rows an INSERT and 50,000 a transaction. Usage: node src/modules/catalogue/demo/generate.ts --trips 100000
const { values } = parseArgs({ options: { trips: { type: 'string', default: '1000' } } });
const target = Number(values.trips);
if (!Number.isInteger(target) || target < 1 || target > 1_000_000) {
  console.error('--trips must be a whole number from 1 to 1000000');
  process.exit(2);
}

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
const { db, dialect } = database;
try {
  await migrate(database);
  await seedIfEmpty(db, dialect);
  const have = Number(
    (
      await db
        .selectFrom('trips')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (have >= target) {
    console.log(`already ${have} trips (≥ ${target}); nothing to add`);
  } else {
    const cities = new Map(
      (await db.selectFrom('cities').select(['id', 'name', 'country_id']).execute()).map((c) => [c.name, c]),
    );
    const cityByKey = new Map(ALL_CITIES.map((c) => [c.key, cities.get(c.name)]));
    const tags = new Map((await db.selectFrom('tags').select(['id', 'name']).execute()).map((t) => [t.name, t.id]));
    const tagByKey = new Map(TAGS.map((t) => [t.key, tags.get(t.name)]));
    const maxId = Number(
      (
        await db
          .selectFrom('trips')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    );
    const started = Date.now();
    const TX = 50_000;
    const ROWS = dialect === 'sqlite' ? 1000 : 2000;
    for (let done = 0; done < target - have;) {
      const n = Math.min(TX, target - have - done);
      const batch = (i: number) => {
        const rows: NewTrip[] = [];
        const contents: NewTripContent[] = [];
        const links: { trip_id: number; tag_id: number }[] = [];
        for (let k = i; k < Math.min(i + ROWS, n); k++) {
          const seq = have + done + k;
          const trip = makeTrip(seq);
          const to = cityByKey.get(trip.to_city);
          const from = trip.from_city ? cityByKey.get(trip.from_city) : null;
          if (!to) throw new Error(`the demo city ${trip.to_city} is missing; generate needs the demo catalogue`);
          const id = maxId + done + k + 1;
          rows.push(tripRow({ ...trip, featured: false }, { from: from?.id ?? null, to: to.id, country: to.country_id }, id));
          contents.push(tripContentRow(trip, id));
          for (const key of trip.tags) {
            const tagId = tagByKey.get(key);
            if (tagId) links.push({ trip_id: id, tag_id: tagId });
          }
        }
        return { rows, contents, links };
      };
      if (database.sqlite) {
        // SQLite: one prepared statement per row inside one transaction is far faster than big INSERTs.
        const raw = database.sqlite;
        const columns = Object.keys(batch(0).rows[0]!);
        const insertTrip = raw.prepare(
          `insert into trips (${columns.join(', ')}) values (${columns.map((c) => '@' + c).join(', ')})`,
        );
        const insertTag = raw.prepare('insert into trip_tags (trip_id, tag_id) values (?, ?)');
        const insertContent = raw.prepare(
          'insert into trip_contents (trip_id, program, included, not_included) values (@trip_id, @program, @included, @not_included)',
        );
        raw.transaction(() => {
          for (let i = 0; i < n; i += ROWS) {
            const { rows, contents, links } = batch(i);
            for (const r of rows) insertTrip.run(r);
            for (const c of contents) insertContent.run(c);
            for (const l of links) insertTag.run(l.trip_id, l.tag_id);
          }
        })();
      } else {
        await db.transaction().execute(async (trx) => {
          for (let i = 0; i < n; i += ROWS) {
            const { rows, contents, links } = batch(i);
            await trx.insertInto('trips').values(rows).execute();
            await trx.insertInto('trip_contents').values(contents).execute();
            await trx.insertInto('trip_tags').values(links).execute();
          }
        });
      }
      done += n;
      process.stdout.write(`\r${have + done} trips (${Math.round(done / ((Date.now() - started) / 1000) || 0)}/s)   `);
    }
    await syncSequence(db, dialect, 'trips');
    // Fresh statistics, and on PostgreSQL a visibility map so pages' ids are index-only scans, and the
    // rows every batch rewrites compact again: the search counts, and the text index (each new trip's
    // row is written, then rewritten once its tags are in: left as is, a text search read the dead
    // half too, 92 ms instead of 45 for a word in 11,000 of 100,000 trips).
    if (dialect === 'postgres') {
      for (const table of [
        'trips',
        'trip_facets',
        'trip_search',
        'trip_search_term_bits',
        'trip_search_term_chunks',
        'trip_tags',
      ])
        await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    } else await sql`analyze`.execute(db);
    console.log(`\nadded ${target - have} trips in ${((Date.now() - started) / 1000).toFixed(1)} s (${dialect})`);
  }
} finally {
  await database.destroy();
}
