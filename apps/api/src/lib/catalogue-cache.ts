import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { catalogueVersion } from '../repositories/catalogue.ts';
import type { VersionReader } from './catalogue-version.ts';

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
 * Each kept value is at most a page of cards, one trip or a guest's answer of them (lib/kept-answer.ts):
 * tens of kB. The least recently used goes first, so a run of one-off searches does not push out the
 * home page.
 */
const MAX_ENTRIES = 2000;

interface Store {
  version: number;
  entries: Map<string, Promise<unknown>>;
}

const stores = new WeakMap<Kysely<DB>, Store>();

export interface CatalogueView {
  readonly version: number;
  /** The value kept under `key` at this version, loading (once for all concurrent readers) if missing. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export async function catalogueView(
  db: Kysely<DB>,
  readVersion: () => ReturnType<VersionReader> = () => catalogueVersion(db),
): Promise<CatalogueView> {
  const read = readVersion();
  const version = typeof read === 'number' ? read : await read;
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { version, entries: new Map() }));
  if (store.version !== version) {
    store.version = version;
    store.entries = new Map();
  }
  const { entries } = store;
  const current = store;
  return {
    version,
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Another request has read a different version since: this one loads for itself.
      if (current.entries !== entries) return load();
      let kept = entries.get(key) as Promise<T> | undefined;
      if (kept) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, kept);
      } else {
        kept = load();
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, kept);
        // A failed load (database away) is not kept.
        kept.catch(() => {
          if (entries.get(key) === kept) entries.delete(key);
        });
      }
      return kept;
    },
  };
}
