import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../platform/db/schema.ts';
import { catalogueVersion } from './repositories/places.ts';
import type { VersionReader } from './catalogue-version.ts';
import type { KeptUrl } from './answers-by-url.ts';

// What the public pages read from the catalogue (countries, banners, trip cards, search counts and
// pages, trip details) is kept under the catalogue's version: a number the database itself raises on
// every change of a catalogue table, whoever makes it (migration 2026-11-22T0300-catalogue-version).
// Each request reads the version first (one primary-key row) and is answered from what was loaded
// under that same version, so an answer is never older than the data the request could have read
// itself; a new version drops everything kept.
//
// Kept values are shared between requests and must never be changed by their readers (the viewer's
// favourite flags go on copies: trips.withFavourites).

/**
 * Each kept value is at most a page of cards, one trip or a guest's answer of them (platform/response-cache.ts):
 * tens of kB. The least recently used goes first, so a run of one-off searches does not push out the
 * home page. As many URLs (modules/catalogue/answers-by-url.ts).
 */
const MAX_ENTRIES = 2000;

interface Store {
  version: number;
  entries: LRUCache<string, Promise<unknown>>;
  urls: LRUCache<string, KeptUrl>;
}

const newStore = (version: number): Store => ({
  version,
  entries: new LRUCache({ max: MAX_ENTRIES }),
  urls: new LRUCache({ max: MAX_ENTRIES }),
});

const stores = new WeakMap<Kysely<DB>, Store>();

export interface CatalogueView {
  readonly version: number;
  /** The value kept under `key` at this version, loading (once for all concurrent readers) if missing. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Keeps a guest's answer to `url` (modules/catalogue/answers-by-url.ts), unless the version has changed since. */
  keepUrl(url: string, answer: KeptUrl): void;
}

/** The answer kept for `url` under `version` (the hook of modules/catalogue/plugins/cache.ts), without waiting. */
export function keptUrl(db: Kysely<DB>, version: number, url: string): KeptUrl | undefined {
  const store = stores.get(db);
  return store?.version === version ? store.urls.get(url) : undefined;
}

export async function catalogueView(
  db: Kysely<DB>,
  readVersion: () => ReturnType<VersionReader> = () => catalogueVersion(db),
): Promise<CatalogueView> {
  const read = readVersion();
  const version = typeof read === 'number' ? read : await read;
  let store = stores.get(db);
  if (!store || store.version !== version) stores.set(db, (store = newStore(version)));
  const current = store;
  // Another request has read a different version since: this one keeps nothing.
  const moved = () => stores.get(db) !== current;
  const { entries } = current;
  return {
    version,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (moved()) return load();
      let kept = entries.get(key) as Promise<T> | undefined;
      if (!kept) {
        kept = load();
        entries.set(key, kept);
        // A failed load (database away) is not kept.
        kept.catch(() => {
          if (entries.peek(key) === kept) entries.delete(key);
        });
      }
      return kept;
    },
    keepUrl(url, answer) {
      if (!moved()) current.urls.set(url, answer);
    },
  };
}
