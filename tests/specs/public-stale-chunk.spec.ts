import { expect, test } from '../support/test.ts';

// After a deploy (or on a weak network) a screen's chunk fails to load: the page reloads itself once
// and shows the screen, instead of staying empty. A file missing from the build is a 404, never HTML.

test('a screen chunk that fails once: the page reloads by itself and shows the screen', async ({ page }) => {
  // Every request for the FAQ screen's code fails until the page has been asked for a second time
  // (its chunk is asked for while the page loads: counting load events would be too late).
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });
  await page.route(/\/assets\/faq-screen-[^/]+\.js$/, (route) => (documents <= 1 ? route.abort('failed') : route.continue()));
  await page.goto('/faq', { waitUntil: 'commit' });
  // The rendered page shows its heading at once; the screen is live only after the reload.
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الأكثر شيوعًا' })).toBeVisible();
  expect(documents).toBe(2);
});

test("the app's own file failing once (asked for by the page's first script): the page reloads and comes alive", async ({
  page,
}) => {
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => (documents <= 1 ? route.abort('failed') : route.continue()));
  await page.goto('/faq', { waitUntil: 'commit' });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الأكثر شيوعًا' })).toBeVisible();
  expect(documents).toBe(2);
});

test('a build file that is not there answers 404, not the app', async ({ request }) => {
  const res = await request.get('/assets/screen-from-an-old-deploy.js');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).not.toContain('text/html');
});
