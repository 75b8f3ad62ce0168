// Keeps the hashed files of the previous builds in dist/assets (issue 14, "surviving deploys"): a tab
// opened before a deploy still asks for its own build's screen chunks, and they must still be there.
// The new build's index.html and .vite manifests are the only ones: old files are only served when
// something asks for them by name, and no manifest lists them (bench/web-js-size.ts and the API's
// page hints read only the new build's).
//
// Vite empties dist before it writes, so scripts/build.ts moves dist/assets aside first (stash), and
// after the build puts back the files of the builds still kept: the two builds before the current
// one, while they were replaced less than 7 days ago; the rest is deleted. Which file belongs to which
// build is recorded in dist/.vite/kept-assets.json.
import fs from 'node:fs';
import path from 'node:path';

export interface BuildRecord {
  /** When this build was made (ms since the epoch); it stopped being current when the next was made. */
  builtAt: number;
  /** Its files under assets/, precompressed copies included. */
  files: string[];
}

export interface KeepOptions {
  /** How many builds before the current one keep their files. */
  builds?: number;
  /** How long after being replaced a build's files stay. */
  maxAgeMs?: number;
  now?: number;
}

export const HISTORY_FILE = path.join('.vite', 'kept-assets.json');
const DAY_MS = 24 * 60 * 60 * 1000;

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
    : [];

/** The builds recorded in dist, newest first ([0] is the one about to be replaced). */
export function readHistory(dist: string): BuildRecord[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dist, HISTORY_FILE), 'utf8')) as { builds?: BuildRecord[] };
    return Array.isArray(parsed.builds) ? parsed.builds : [];
  } catch {
    return [];
  }
}

/** Moves dist/assets to `stash` (same file system: a rename) before Vite empties dist. */
export function stashAssets(dist: string, stash: string): void {
  const assets = path.join(dist, 'assets');
  if (fs.existsSync(stash)) unstash(dist, stash); // left by a build that failed half-way
  if (fs.existsSync(assets)) fs.renameSync(assets, stash);
}

/** Puts every stashed file back (a failed build: the site keeps what it had). */
export function unstash(dist: string, stash: string): void {
  const assets = path.join(dist, 'assets');
  fs.mkdirSync(assets, { recursive: true });
  for (const name of listFiles(stash)) {
    if (!fs.existsSync(path.join(assets, name))) fs.renameSync(path.join(stash, name), path.join(assets, name));
  }
  fs.rmSync(stash, { recursive: true, force: true });
}

/**
 * After a build: which of the earlier builds still keep their files. Build i (1 = the one just
 * replaced) is kept while i ≤ `builds` and it was replaced (by build i − 1) less than `maxAgeMs` ago,
 * so the build just replaced always is.
 */
export function buildsToKeep(current: BuildRecord, history: BuildRecord[], options: KeepOptions = {}): BuildRecord[] {
  const { builds = 2, maxAgeMs = 7 * DAY_MS, now = current.builtAt } = options;
  const all = [current, ...history];
  return history.filter((_, i) => i + 1 <= builds && now - all[i]!.builtAt < maxAgeMs);
}

/**
 * Puts back the stashed files of the builds still kept, deletes the other stashed files and the stash,
 * and records the builds in dist/.vite/kept-assets.json. `history` was read before the build emptied
 * dist; a stash without history (the first build with this script) counts as one earlier build.
 */
export function keepPreviousAssets(
  dist: string,
  stash: string,
  history: BuildRecord[],
  options: KeepOptions = {},
): { kept: string[]; pruned: string[] } {
  const now = options.now ?? Date.now();
  const assets = path.join(dist, 'assets');
  const stashed = listFiles(stash);
  const current: BuildRecord = { builtAt: now, files: listFiles(assets) };
  const earlier = history.length ? history : stashed.length ? [{ builtAt: now, files: stashed }] : [];
  const keep = buildsToKeep(current, earlier, { ...options, now });
  const wanted = new Set(keep.flatMap((b) => b.files));
  const kept: string[] = [];
  const pruned: string[] = [];
  fs.mkdirSync(assets, { recursive: true });
  for (const name of stashed) {
    if (current.files.includes(name)) continue; // the same content, rebuilt: the new copy is there
    if (wanted.has(name)) {
      fs.renameSync(path.join(stash, name), path.join(assets, name));
      kept.push(name);
    } else pruned.push(name);
  }
  fs.rmSync(stash, { recursive: true, force: true });
  const present = new Set(listFiles(assets));
  const record = { builds: [current, ...keep.map((b) => ({ ...b, files: b.files.filter((f) => present.has(f)) }))] };
  fs.mkdirSync(path.dirname(path.join(dist, HISTORY_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dist, HISTORY_FILE), `${JSON.stringify(record, null, 1)}\n`);
  return { kept, pruned };
}
