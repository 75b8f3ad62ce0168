import type { Page } from '@playwright/test';

// Public pages come rendered by the server with their data (docs/architecture.md, "Server
// rendering"): what a screen reads in the browser, and how it shows a read that is slow or fails,
// is seen when the visitor arrives by a link inside the app.

/** Opens `landing` and waits until its screen is live (hydrated). */
export async function openReady(page: Page, landing = '/faq') {
  await page.goto(landing);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Goes to `url` inside the app, as one of its links does: no page load, the screen reads for itself. */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
