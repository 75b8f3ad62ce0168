import pg from 'pg';
import type { Database } from '../../platform/db/database.ts';
import { catalogueVersion } from './repositories/places.ts';

// Every guest's read asks the catalogue's version first (modules/catalogue/catalogue-cache.ts). Reading it from the
// database each time was the largest share of a kept answer's time after the socket write: 12 µs of a
// SQLite read transaction, a round trip on PostgreSQL (issue 16, item 6: guests' reads against a bare
// server). So the version is kept in memory and read again:
// - after any statement of this process that may write has finished (a COMMIT included), so that a
//   change made through this server shows in its very next answer (platform/db/database.ts, afterWrite);
// - PostgreSQL: after a notification for our schema on `rihla_catalogue` (migration
//   2026-11-23T1000-catalogue-notify), heard on a connection of its own: another server, the import
//   CLI or a hand-written statement shows a few milliseconds after its commit. At least once a second
//   too, and on every request while not listening (starting, or the database restarting);
// - SQLite has no notifications: another process's change (the CLI's) is read within 100 ms.
// docs/product.md, "Kept answers", says the same for the people who run the site.

export interface VersionReader {
  (): number | Promise<number>;
  /**
   * The version if it can be had without waiting (kept, or read in place on SQLite), else null and no
   * query: for a synchronous hook (modules/catalogue/plugins/cache.ts), which then lets the route read it.
   */
  peek(): number | null;
  /** Stops listening (the app's onClose). */
  stop(): Promise<void>;
}

const CHANNEL = 'rihla_catalogue';
const SQLITE_MAX_AGE_MS = 100;
const LISTENING_MAX_AGE_MS = 1000;
const RETRY_MS = [250, 1000, 5000];

export function versionReader(database: Pick<Database, 'db' | 'sqlite' | 'pgConfig' | 'schema' | 'afterWrite'>): VersionReader {
  const { db, sqlite, pgConfig } = database;
  let known: number | null = null;
  let readAt = 0;
  // Raised by everything that makes `known` doubtful; a read that began under an older one is not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    known = null;
  };
  database.afterWrite.add(forget);
  const keep = (version: number) => {
    known = version;
    readAt = Date.now();
    return version;
  };

  if (sqlite) {
    const read = sqlite.prepare('select version from catalogue_version where id = 1').pluck();
    const peek = () => {
      if (known !== null && Date.now() - readAt < SQLITE_MAX_AGE_MS) return known;
      // Kysely holds the connection for a whole transaction: a read in place now would see its
      // uncommitted rise. Wait for the connection like any other query, and keep nothing.
      return sqlite.inTransaction ? null : keep(Number(read.get() ?? 0));
    };
    const reader = () => peek() ?? catalogueVersion(db);
    return Object.assign(reader, { peek, stop: async () => void database.afterWrite.delete(forget) });
  }

  let listening = false;
  const readNow = async () => {
    const started = generation;
    const version = await catalogueVersion(db);
    return listening && started === generation ? keep(version) : version;
  };

  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const listen = async () => {
    if (!pgConfig) return;
    const c = new pg.Client(pgConfig);
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      listening = false;
      forget();
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(listen, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload === database.schema) forget();
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (client !== c) return;
      failures = 0;
      listening = true;
      forget();
    } catch {
      lost();
    }
  };
  void listen();

  const peek = () => (known !== null && Date.now() - readAt < LISTENING_MAX_AGE_MS ? known : null);
  const reader = () => peek() ?? readNow();
  return Object.assign(reader, {
    peek,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      database.afterWrite.delete(forget);
      const c = client;
      client = null;
      listening = false;
      await c?.end().catch(() => {});
    },
  });
}
