import type { Page, TestInfo } from '@playwright/test';

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** Saves full-page screenshots at phone and desktop widths as test artifacts. */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const file = testInfo.outputPath(`${name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} ${label}`, { path: file, contentType: 'image/png' });
  }
}
