import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

// The specs' `test`: Playwright's, whose `page.goto` and `page.reload` also wait until the page is
// live (<html data-ready>, set once its screen is in and hydrated: apps/web/src/app/app.tsx). A public
// page arrives rendered by the server, visible before its script has run; a test acting at once
// would race the hydration that a visitor's slower hand does not.
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const ready = () => page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A test that waits for only the first byte watches the page come alive itself.
        if (options?.waitUntil !== 'commit') await ready();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await ready();
        return response;
      };
    }
    await use(page);
  },
});
