import { expect, test } from '../support/test.ts';
import type { HomeResponse } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';
import { registerByApi, signInPage } from '../support/customer-fixtures.ts';

// Issue 11 item 6: right after a favourite succeeds (the heart pressed from the keyboard, so a
// pending announcement is made), axe finds no live-announcer node pointing at a removed button.

test('axe right after un-favouriting removes the card, and right after favouriting on search', async ({ page }) => {
  const customer = await registerByApi(page.request);
  const home = (await (await page.request.get('/api/trips')).json()) as HomeResponse;
  const [first, second] = home.trips.latest;
  for (const trip of [first!, second!]) {
    const res = await page.request.post(`/api/customer/favourites/${trip.id}`, {
      data: { liked: true },
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(res.ok()).toBeTruthy();
  }
  await signInPage(page, customer.token);
  await page.goto('/account/favourites');
  const heart = page.getByRole('button', { name: `${first!.title} في المفضلة` });
  await heart.focus();
  const saved = page.waitForResponse((r) => r.url().includes(`/api/customer/favourites/${first!.id}`));
  await page.keyboard.press('Enter');
  expect((await saved).ok()).toBeTruthy();
  await expect(page.getByRole('article', { name: first!.title })).toHaveCount(0);
  // At once: a retrying assertion would wait out the announcer's 7 s and prove nothing.
  await expectNoAxeViolations(page);
  expect(await page.locator('[role=img][aria-labelledby]').count()).toBe(0);

  await page.goto('/search?sort_by=high_price');
  const onSearch = page.getByRole('button', { name: / في المفضلة$/ }).first();
  await expect(onSearch).toBeVisible();
  await onSearch.focus();
  const toggled = page.waitForResponse((r) => r.url().includes('/api/customer/favourites/') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await toggled).ok()).toBeTruthy();
  // At once: a retrying assertion would wait out the announcer's 7 s and prove nothing.
  await expectNoAxeViolations(page);
  expect(await page.locator('[role=img][aria-labelledby]').count()).toBe(0);
});
