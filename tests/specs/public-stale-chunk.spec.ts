import { expect, test } from '../support/test.ts';

// After a deploy (or on a weak network) a screen's chunk fails to load: the page reloads itself once
// and shows the screen, instead of staying empty. A file missing from the build is a 404, never HTML.

test('a screen chunk that fails once: the page reloads by itself and shows the screen', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  // Every request for the FAQ screen's code fails until the page has reloaded once.
  await page.route(/\/assets\/faq-screen-[^/]+\.js$/, (route) => (loads <= 1 ? route.abort('failed') : route.continue()));
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الأكثر شيوعًا' })).toBeVisible();
  expect(loads).toBe(2);
});

test('a build file that is not there answers 404, not the app', async ({ request }) => {
  const res = await request.get('/assets/screen-from-an-old-deploy.js');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).not.toContain('text/html');
});
