import fs from 'node:fs';
import path from 'node:path';

// Which screen each page opens, for the API server's page hints (apps/api/src/modules/pages/page-hints.ts):
// the build writes it beside Vite's manifest as .vite/page-screens.json, each page table name
// (packages/contract/src/pages.ts) and the manifest key of its lazily imported screen.
//
// The public pages only. The pages only the browser draws were tried too (issue 28): the signed-in
// booking wizard's 74 chunks as modulepreload links made its first paint wait for them (Lighthouse
// mobile, median of 3 against the same build without them: FCP 2.05 → 4.66 s) and left its LCP where
// it was (5.78 → 5.88 s), which waits for the trip and the customer's data, not for the code.

/** The files whose `screens` tables name the pages' lazily imported screens. */
export const SCREEN_TABLES = ['src/app/routes-public.tsx'];

const lazyScreen = /^\s*(\w+): lazy\(\(\) => import\('\.\.\/(screens\/[^']+)'\)\),$/gm;

/** Page name → manifest key of its screen (`src/screens/…`), from the tables' source text. */
export function pageScreensOf(sources: string[]): Record<string, string> {
  return Object.fromEntries(sources.flatMap((source) => [...source.matchAll(lazyScreen)].map((m) => [m[1]!, `src/${m[2]}`])));
}

/** The same, read from the tables of the app in `appRoot` (apps/web); throws if one of them names no screen (its format changed). */
export function readPageScreens(appRoot: string): Record<string, string> {
  const sources = SCREEN_TABLES.map((table) => {
    const source = fs.readFileSync(path.join(appRoot, table), 'utf8');
    if (Object.keys(pageScreensOf([source])).length === 0)
      throw new Error(`no lazily loaded screen found in the screens of ${table}`);
    return source;
  });
  return pageScreensOf(sources);
}
