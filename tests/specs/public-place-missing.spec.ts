import { expect, test } from '../support/test.ts';
import { uiMessages } from '@rihla/contract';
import { expectNoAxeViolations } from '../support/axe.ts';

// Issue 30, item 4: a country, city or tag the site does not have is the not-found page, rendered by
// the server with a 404 and shown at every width (it was an empty page, or the packages banner over
// "لا توجد رحلات").

for (const path of ['/countries/99999999/x', '/cities/99999999/x', '/packages/99999999']) {
  test(`${path} is the not-found page`, async ({ page }) => {
    const response = await page.request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(uiMessages.pageNotFound);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeVisible();
      await expect(page).toHaveTitle(`${uiMessages.pageNotFound} | رحلة`);
      await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}
