import { test as base, expect, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { axeTags, axeViolationSummary, type AxeResults } from '../support/axe.ts';

// Every Ladle story of packages/ui, opened alone in preview mode and scanned by axe. The build comes
// from `pnpm --filter @rihla/ui build` (packages/ui/build); this spec serves it itself.
//
// Why it is fast (well under 1 s a story instead of 3–4 s): each worker keeps ONE tab and opens
// every story in it with a full navigation (page.goto to a new `?story=`: a new document and JS realm,
// so no DOM, portal, timer or React state of the previous story survives; web storage is emptied
// below). A new page per story meant a new renderer process each time with a cold JIT, a fresh
// download and compile of Ladle's 560 kB bundle, axe's 1.5 MB source sent over CDP and compiled
// twice, and AxeBuilder opening yet another page to finish the run: seconds of overhead per story,
// where axe's own analysis takes about 0.1 s.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui/build');
const meta = JSON.parse(readFileSync(path.join(buildDir, 'meta.json'), 'utf8')) as { stories: Record<string, unknown> };
const storyIds = Object.keys(meta.stories).sort();

// axe-core comes with @axe-core/playwright (the tests do not depend on it directly).
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = (requireFromAxePlaywright('axe-core') as { source: string }).source;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Serves the build; hashed /assets/ are immutable, so later stories take the bundle from the memory cache. */
async function serveBuild() {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(buildDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const target = file.startsWith(buildDir) && path.extname(file) ? file : path.join(buildDir, 'index.html');
    try {
      const body = await readFile(target);
      res.writeHead(200, {
        'content-type': types[path.extname(target)] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// One server, context and tab per worker (after a failed test Playwright starts a new worker, so a
// new tab too). Playwright still records a trace chunk of this context per test (kept on failure).
// Init scripts run at the start of every document, before the story's code: they empty web storage
// (the one thing a shared tab would carry from story to story) and put axe in.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { origin, server } = await serveBuild();
      const { locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ locale, timezoneId, baseURL: origin });
      await context.addInitScript(() => {
        if (location.origin !== 'null') [localStorage, sessionStorage].forEach((storage) => storage.clear());
      });
      await context.addInitScript({ content: axeSource });
      await use(await context.newPage());
      await context.close();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
});

/** The document title Ladle sets from the story in its state (storyIdToTitle in @ladle/react). */
const ladleTitle = (id: string) =>
  id
    .split('--')
    .reverse()
    .map((level) => level.charAt(0).toUpperCase() + level.slice(1).replace(/-/g, ' '))
    .join(' - ') + ' | Ladle';

/**
 * Runs in the page. Instead of a fixed 300 ms: web fonts, two frames (effects and the re-render they
 * cause, e.g. swiper's first layout), then the end of every finite animation or transition (a modal's
 * 150 ms fade-in, a focus ring's colour: contrast must be measured at the final look; looping spinners
 * are not waited for). Then axe on the whole document with the shared rule set (only violations are
 * needed in full), and the title of the document it scanned.
 */
async function settleAndScan(tags: string[]) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
  await frame();
  await frame();
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => {})));
  await frame();
  const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
  const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  return { title: document.title, violations };
}

test('the build lists the stories', () => {
  expect(storyIds.length).toBeGreaterThan(50);
});

for (const id of storyIds) {
  test(`story ${id} has no axe violations`, async ({ storyPage: page }) => {
    await page.goto(`/?story=${id}&mode=preview`);
    // Ladle marks <html> once the story's code has loaded; <main> is the global provider's, inside the
    // same Suspense boundary as the story, so it shows only with the story rendered.
    await expect(page.locator('html[data-storyloaded] main')).toBeVisible();
    const results = await page.evaluate(settleAndScan, axeTags);
    // Ladle titles the document after the story in its state: the scan saw the story asked for.
    expect(results.title, 'title of the story Ladle rendered').toBe(ladleTitle(id));
    expect(axeViolationSummary(results), `axe violations in story ${id}`).toEqual([]);
  });
}
