import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { expectNoAxeViolations } from '../support/axe.ts';

// Every Ladle story of packages/ui, opened alone in preview mode and scanned by axe. The build comes
// from `pnpm --filter @rihla/ui build` (packages/ui/build); this spec serves it itself.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui/build');
const meta = JSON.parse(readFileSync(path.join(buildDir, 'meta.json'), 'utf8')) as { stories: Record<string, unknown> };
const storyIds = Object.keys(meta.stories).sort();

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

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(buildDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const target = file.startsWith(buildDir) && path.extname(file) ? file : path.join(buildDir, 'index.html');
    try {
      const body = await readFile(target);
      res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('the build lists the stories', () => {
  expect(storyIds.length).toBeGreaterThan(50);
});

for (const id of storyIds) {
  test(`story ${id} has no axe violations`, async ({ page }) => {
    await page.goto(`${origin}/?story=${id}&mode=preview`);
    await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
    await expect(page.locator('main')).toBeVisible();
    // Let entering animations and swiper's first layout settle.
    await page.waitForTimeout(300);
    await expectNoAxeViolations(page);
  });
}
