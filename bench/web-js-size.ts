// Gzipped JavaScript each route of the web app downloads before it is interactive: the entry chunk,
// the route's lazy screen chunk, and every chunk either imports statically (what the browser must
// fetch before the screen can render). Reads apps/web/dist (build it first with
// `pnpm --filter @rihla/web build`); builds nothing. Exits 1 when home exceeds its budget.
//
//   node bench/web-js-size.ts            (or: pnpm --filter @rihla/bench run web-js-size)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PAGES, type PageName } from '@rihla/contract';
import { printMachine } from './lib/machine.ts';
import { fmt, printTable } from './lib/table.ts';
import { firstScripts, staticClosure, type WebManifest } from '../apps/api/src/modules/pages/web-manifest.ts';

const HOME_BUDGET_KB = 170;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps', 'web', 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

// Public pages (the page table, packages/contract/src/pages.ts) and the screen each loads, as the web
// build lists them (.vite/page-screens.json). Screens the list does not name (the customer's
// journey) are listed after them by their file.
const pageScreens = path.join(dist, '.vite', 'page-screens.json');
const screensOf = (fs.existsSync(pageScreens) ? JSON.parse(fs.readFileSync(pageScreens, 'utf8')) : {}) as Partial<
  Record<PageName, string>
>;
const ROUTES: [route: string, screen: string][] = [
  ...(Object.entries(screensOf) as [PageName, string][]).map(([name, screen]): [string, string] => [
    PAGES[name].path.replace(/\/:(\w+)\??/g, '/{$1}'),
    screen,
  ]),
  ['(not found)', 'src/screens/not-found/not-found-screen.tsx'],
];

if (!fs.existsSync(manifestPath)) {
  console.error(
    `${manifestPath} is missing: run \`pnpm --filter @rihla/web build\` first (build.manifest is on in vite.config.ts).`,
  );
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as WebManifest;

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let s = gzipCache.get(file);
  if (!s) {
    const bytes = fs.readFileSync(path.join(dist, file));
    s = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, s);
  }
  return s;
}

// Every page loads the entry (apps/web/src/app/boot.ts) and the app it asks for.
const { entryKey, ...first } = firstScripts(manifest);
if (!entryKey) throw new Error('manifest has no entry chunk');
const entry = new Set([...first.entry, ...first.app]);
const sum = (keys: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const k of keys) {
    const file = manifest[k]!.file;
    if (!file.endsWith('.js')) continue;
    const s = size(file);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
};

const named = new Set(ROUTES.map(([, screen]) => screen));
const others = Object.keys(manifest)
  .filter((k) => manifest[k]!.isDynamicEntry && k.startsWith('src/screens/') && k.endsWith('-screen.tsx') && !named.has(k))
  .sort()
  .map((k): [string, string] => [`(${k.replace('src/screens/', '').replace(/\.tsx$/, '')})`, k]);

const kb = (bytes: number) => bytes / 1024;
const entryOnly = sum(entry);
const rows: (string | number)[][] = [];
let homeGzip = 0;
/**
 * The manifest key of a screen's chunk: its source path when the screen is only loaded lazily, or the
 * shared chunk it was folded into (`_not-found-screen-….js`) when another chunk also imports it.
 */
function chunkOf(screen: string): string | undefined {
  if (manifest[screen]) return screen;
  const base = path.basename(screen, '.tsx');
  return Object.keys(manifest).find((k) => k.startsWith(`_${base}-`) && k.endsWith('.js'));
}

for (const [route, screen] of [...ROUTES, ...others]) {
  const key = chunkOf(screen);
  if (!key) {
    rows.push([route, '–', '–', '–', `${screen} is not in the build`]);
    continue;
  }
  const all = new Set([...entry, ...staticClosure(manifest, key)]);
  const total = sum(all);
  const own = sum([...all].filter((k) => !entry.has(k)));
  if (route === '/') homeGzip = total.gzip;
  rows.push([
    route,
    [...all].filter((k) => manifest[k]!.file.endsWith('.js')).length,
    fmt(kb(own.gzip)),
    fmt(kb(total.gzip)),
    fmt(kb(total.raw)),
  ]);
}

printMachine();
console.log(`dist: ${path.relative(root, dist) || dist}; gzip level 9; KB = 1024 bytes`);
console.log(
  `entry (${path.basename(manifest[entryKey]!.file)} and the app it asks for: ${entry.size} files): ${fmt(kb(entryOnly.gzip))} KB gzipped\n`,
);
printTable(['route', 'JS files', 'route gzip KB', 'total gzip KB', 'total raw KB'], rows);

const ok = homeGzip > 0 && kb(homeGzip) <= HOME_BUDGET_KB;
console.log(`\nhome: ${fmt(kb(homeGzip))} KB gzipped, budget ${HOME_BUDGET_KB} KB: ${ok ? 'within' : 'OVER'}`);
if (!ok) process.exit(1);
