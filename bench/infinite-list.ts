// The infinite list on /search: scroll through 1,000 results in Debian's Chromium (playwright-core),
// then count the cards in the DOM (the grid is virtualised, so it should stay small) and the long
// tasks (PerformanceObserver 'longtask', > 50 ms) that happened on the way.
//
//   pnpm --filter @rihla/web build && pnpm --filter @rihla/bench run infinite-list [--results=1000] [--trips=1200]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.ts';
import { loadLine, printMachine } from './lib/machine.ts';
import { fmt, printTable } from './lib/table.ts';
import { fillTrips } from './lib/trips.ts';
import { REPO_ROOT, sleep, startApi, tempDir } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    results: { type: 'string', default: '1000' },
    trips: { type: 'string', default: '1200' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '900' },
  },
});
const RESULTS = Number(args.results);
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: build it first with `pnpm --filter @rihla/web build`.');
  process.exit(2);
}

printMachine();
const dataDir = tempDir('infinite');
const fill = await fillTrips({ dataDir }, Number(args.trips));
console.log(
  `infinite-list: ${Number(args.trips).toLocaleString('en-US')} trips (${fill.generator}), scroll /search until ${RESULTS} results have been loaded and passed; viewport ${args.width}×${args.height}; ${CHROMIUM}`,
);
const api = await startApi({ dataDir, env: { WEB_DIST } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext({
    viewport: { width: Number(args.width), height: Number(args.height) },
    locale: 'ar',
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  let pagesFetched = 0;
  let total = 0;
  page.on('response', async (res) => {
    if (!res.url().includes('/api/trips/filter')) return;
    pagesFetched++;
    try {
      const body = (await res.json()) as { meta?: { total?: number } };
      total = body.meta?.total ?? total;
    } catch {
      // not JSON
    }
  });
  const t0 = Date.now();
  await page.goto(`${api.url}/search`, { waitUntil: 'load' });
  const grid = page.locator('[role="list"][aria-label="نتائج البحث"]');
  await grid.locator('[role="listitem"]').first().waitFor({ timeout: 30_000 });
  const loaded = () =>
    page.evaluate(() => {
      const items = [...document.querySelectorAll('[role="list"][aria-label="نتائج البحث"] [role="listitem"]')];
      const setsize = Math.max(0, ...items.map((i) => Number(i.getAttribute('aria-setsize') ?? 0)));
      const maxPos = Math.max(0, ...items.map((i) => Number(i.getAttribute('aria-posinset') ?? 0)));
      return { setsize, maxPos, atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4 };
    });
  let state = await loaded();
  let maxCards = 0;
  let steps = 0;
  const deadline = Date.now() + 240_000;
  // Scroll like a reader with the wheel until the 1,000th result has been on screen.
  for (; steps < 5000 && Date.now() < deadline && state.maxPos < RESULTS; steps++) {
    await page.mouse.wheel(0, 900);
    await sleep(60);
    state = await loaded();
    if (steps % 10 === 0) {
      maxCards = Math.max(maxCards, await grid.locator('[role="listitem"]').count());
    }
    if (state.atBottom && state.setsize >= total && total > 0) break;
  }
  await sleep(500);
  const seconds = (Date.now() - t0) / 1000;
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    const list = document.querySelector('[role="list"][aria-label="نتائج البحث"]');
    return {
      cards: list?.querySelectorAll('[role="listitem"]').length ?? 0,
      tripLinks: document.querySelectorAll('a[href^="/trip/"]').length,
      domNodes: document.getElementsByTagName('*').length,
      longTasks: w.__longTasks.length,
      longTaskMs: w.__longTasks.reduce((a, b) => a + b, 0),
      longestMs: Math.max(0, ...w.__longTasks),
      heapMiB: ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1024 ** 2,
    };
  });
  maxCards = Math.max(maxCards, figures.cards);
  const reached = state.maxPos >= RESULTS;
  console.log(`end: ${loadLine()}\n`);
  printTable(
    ['figure', 'value'],
    [
      ['results loaded (aria-setsize)', state.setsize.toLocaleString('en-US')],
      ['furthest result shown (aria-posinset)', state.maxPos.toLocaleString('en-US')],
      ['filter pages fetched', pagesFetched],
      ['wheel steps / seconds', `${steps} / ${fmt(seconds, 1)}`],
      ['cards in the DOM at the end', figures.cards],
      ['most cards in the DOM while scrolling', maxCards],
      ['trip links in the DOM', figures.tripLinks],
      ['DOM elements', figures.domNodes.toLocaleString('en-US')],
      ['long tasks (> 50 ms)', figures.longTasks],
      ['long tasks total ms', fmt(figures.longTaskMs, 0)],
      ['longest task ms', fmt(figures.longestMs, 0)],
      ['JS heap MiB', fmt(figures.heapMiB, 1)],
    ],
  );
  if (!reached) {
    console.log(`\ndid not get to result ${RESULTS} (furthest ${state.maxPos}, ${state.setsize} loaded of ${total})`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
