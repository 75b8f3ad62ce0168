import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned function is called, so a spec can see the
 * loading state that a fast local server would otherwise skip.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
