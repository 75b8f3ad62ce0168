import { expect, test } from '../support/test.ts';
import { uiMessages } from '@rihla/contract';
import { navigateInApp, openReady } from '../support/navigate.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

// Issue 11 item 4: a missing trip is the not-found view, a failed fetch offers a retry.

test('a trip the server does not have shows the not-found view', async ({ page }) => {
  const api = await page.request.get('/api/trips/99999');
  expect(api.status()).toBe(404);
  await page.goto('/trip/99999/x');
  await expect(page.getByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeVisible();
  await expect(page).toHaveTitle(`${uiMessages.pageNotFound} | رحلة`);
  await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a trip whose fetch fails on the network offers a retry that loads it', async ({ page }) => {
  const trip = (await (await page.request.get('/api/trips/2')).json()) as { data: { title: string } };
  // The connection is down (every call, the client's own automatic retry included) until the
  // visitor presses retry; then calls reach the real server.
  let online = false;
  await page.route('**/api/trips/2', async (route) => {
    if (online) await route.continue();
    else await route.abort('internetdisconnected');
  });
  // Reached by a link in the app (a landing page comes with its trip from the server).
  await openReady(page);
  await navigateInApp(page, '/trip/2/x');
  await expect(page.getByRole('heading', { level: 1, name: 'تعذّر تحميل الرحلة' })).toBeVisible();
  await expect(page.getByRole('heading', { name: uiMessages.pageNotFound })).toHaveCount(0);
  await expectNoAxeViolations(page);
  online = true;
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: trip.data.title })).toBeVisible();
});
