import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildsToKeep, keepPreviousAssets, readHistory, stashAssets, unstash } from './keep-assets.ts';

const DAY = 24 * 60 * 60 * 1000;
let root: string;
let dist: string;
let stash: string;

const write = (dir: string, names: string[]) => {
  fs.mkdirSync(dir, { recursive: true });
  for (const n of names) fs.writeFileSync(path.join(dir, n), n);
};
const assets = () => fs.readdirSync(path.join(dist, 'assets')).sort();

/** One build as scripts/build.ts runs it: history read, assets stashed, Vite writes a fresh dist. */
function build(files: string[], now: number) {
  const history = readHistory(dist);
  stashAssets(dist, stash);
  fs.rmSync(dist, { recursive: true, force: true }); // what Vite's emptyOutDir does
  write(path.join(dist, 'assets'), files);
  write(dist, ['index.html']);
  return keepPreviousAssets(dist, stash, history, { now });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-keep-assets-'));
  dist = path.join(root, 'dist');
  stash = path.join(root, 'dist-previous-assets');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('keeping the previous builds’ assets', () => {
  it('keeps the two builds before the current one, then drops the oldest', () => {
    const t = Date.UTC(2026, 10, 23);
    build(['index-a.js', 'home-a.js', 'font-1.woff2'], t);
    build(['index-b.js', 'home-a.js', 'font-1.woff2'], t + 1000);
    expect(assets()).toEqual(['font-1.woff2', 'home-a.js', 'index-a.js', 'index-b.js']);
    build(['index-c.js', 'home-c.js', 'font-1.woff2'], t + 2000);
    expect(assets()).toEqual(['font-1.woff2', 'home-a.js', 'home-c.js', 'index-a.js', 'index-b.js', 'index-c.js']);
    const { pruned } = build(['index-d.js', 'home-c.js', 'font-1.woff2'], t + 3000);
    // index-a.js was only in the build three back; home-a.js was still in the build two back (b).
    expect(pruned).toEqual(['index-a.js']);
    expect(assets()).toEqual(['font-1.woff2', 'home-a.js', 'home-c.js', 'index-b.js', 'index-c.js', 'index-d.js']);
    expect(fs.existsSync(stash)).toBe(false);
    expect(fs.readdirSync(dist)).toEqual(expect.arrayContaining(['index.html', '.vite', 'assets']));
  });

  it('drops a build two back once it was replaced 7 days ago, but never the one just replaced', () => {
    const t = Date.UTC(2026, 10, 1);
    build(['index-a.js'], t);
    build(['index-b.js'], t + 1 * DAY);
    build(['index-c.js'], t + 9 * DAY); // a (replaced 8 days ago) goes, b (just replaced) stays
    expect(assets()).toEqual(['index-b.js', 'index-c.js']);
    build(['index-d.js'], t + 30 * DAY);
    expect(assets()).toEqual(['index-c.js', 'index-d.js']);
  });

  it('counts a dist built before this script as one earlier build', () => {
    write(path.join(dist, 'assets'), ['index-old.js']);
    const { kept } = build(['index-new.js'], Date.now());
    expect(kept).toEqual(['index-old.js']);
    expect(assets()).toEqual(['index-new.js', 'index-old.js']);
  });

  it('puts every file back when the build fails', () => {
    write(path.join(dist, 'assets'), ['index-a.js', 'index-a.js.br']);
    stashAssets(dist, stash);
    expect(fs.existsSync(path.join(dist, 'assets'))).toBe(false);
    unstash(dist, stash);
    expect(assets()).toEqual(['index-a.js', 'index-a.js.br']);
    expect(fs.existsSync(stash)).toBe(false);
  });

  it('picks builds by position and age', () => {
    const now = 100 * DAY;
    const current = { builtAt: now, files: [] };
    const history = [
      { builtAt: now - 10 * DAY, files: ['b'] },
      { builtAt: now - 20 * DAY, files: ['c'] },
      { builtAt: now - 21 * DAY, files: ['d'] },
    ];
    // b was replaced now; c was replaced 10 days ago (too old); d is three back.
    expect(buildsToKeep(current, history).map((b) => b.files[0])).toEqual(['b']);
    expect(buildsToKeep(current, history, { maxAgeMs: 11 * DAY }).map((b) => b.files[0])).toEqual(['b', 'c']);
    expect(buildsToKeep(current, history, { builds: 1, maxAgeMs: 100 * DAY }).map((b) => b.files[0])).toEqual(['b']);
  });
});
