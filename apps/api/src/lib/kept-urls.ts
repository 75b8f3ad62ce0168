import type { KeptBody } from './kept-answer.ts';

// Guests' answers by the exact URL they were asked with (issue 16, item 6). A guest's home page,
// search or trip is a function of its URL and the catalogue alone: no clock, no viewer, and the one
// side effect, a trip's visit, is kept with the answer and counted on every hit. Once
// the route has answered a URL under a catalogue version, the same URL under the same version is
// answered with the same bytes before validation and the route run at all (plugins/app/cache.ts):
// about a sixth of a request's cost on a busy server. A different spelling of the same search (the
// parameters in another order) goes through the route, which keeps its answer by the search itself.

/** As many as the catalogue view keeps answers (lib/catalogue-cache.ts); the least recently used go. */
const MAX_URLS = 2000;

/** An answer, and the trip whose visit it counts (lib/visit-counter.ts), if any. */
export interface KeptUrl {
  readonly kept: KeptBody;
  readonly visit?: number;
}

export interface KeptUrls {
  /** The answer `url` was given under `version`, if the route has given it. */
  find(version: number, url: string): KeptUrl | undefined;
  remember(version: number, url: string, answer: KeptUrl): void;
}

export function keptUrls(max = MAX_URLS): KeptUrls {
  let current = -1;
  let answers = new Map<string, KeptUrl>();
  // One version at a time, the one the latest request read (it may go down: a restored database).
  const at = (version: number) => {
    if (version !== current) {
      current = version;
      answers = new Map();
    }
    return answers;
  };
  return {
    find(version, url) {
      const map = at(version);
      const kept = map.get(url);
      if (kept) {
        // Most recently used last: Map keeps insertion order.
        map.delete(url);
        map.set(url, kept);
      }
      return kept;
    },
    remember(version, url, answer) {
      // An answer made under the version before, by a request that began before the change: not kept.
      if (version < current) return;
      const map = at(version);
      if (map.size >= max && !map.has(url)) map.delete(map.keys().next().value!);
      map.set(url, answer);
    },
  };
}
