import fs from 'node:fs';
import path from 'node:path';

// Which screen each page opens, for the API server's page hints (apps/api/src/modules/pages/page-hints.ts):
// the build writes it beside Vite's manifest as .vite/page-screens.json, each page table name
// (packages/contract/src/pages.ts) and the manifest key of its lazily imported screen.
//
// The public pages only. The booking wizard's chunks were tried too (issue 28), when the browser
// alone drew that page: its 74 chunks as modulepreload links made its first paint wait for them
// (Lighthouse mobile, median of 3 against the same build without them: FCP 2.05 → 4.66 s) and left
// its LCP where it was (5.78 → 5.88 s). The server now draws the wizard's trip summary, whose picture
// is its LCP and has a hint of its own (apps/api/src/modules/pages/page-hints.ts); its steps' code
// still comes without hints.

/** The file whose `screens` table names the public pages' lazily imported screens. */
export const SCREEN_TABLE = 'src/app/routes-public.tsx';

const lazyScreen = /^\s*(\w+): lazy\(\(\) => import\('\.\.\/(screens\/[^']+)'\)\),$/gm;

/** Page name → manifest key of its screen (`src/screens/…`), from a table's source text. */
export function pageScreensOf(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(lazyScreen)].map((m) => [m[1]!, `src/${m[2]}`]));
}

/** The same, read from the table of the app in `appRoot` (apps/web); throws if it names no screen (its format changed). */
export function readPageScreens(appRoot: string): Record<string, string> {
  const screens = pageScreensOf(fs.readFileSync(path.join(appRoot, SCREEN_TABLE), 'utf8'));
  if (Object.keys(screens).length === 0) throw new Error(`no lazily loaded screen found in the screens of ${SCREEN_TABLE}`);
  return screens;
}
