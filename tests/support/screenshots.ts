import type { Page, TestInfo } from '@playwright/test';

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

// They are for people to look at (every screen at 390 and 1280 px, RTL mistakes are seen, not
// asserted), so CI, where nobody does, skips them: 184 full-page pictures were minutes of a loaded
// 2-core machine. SCREENSHOTS=1 takes them there too, SCREENSHOTS=0 skips them locally.
const wanted = process.env.SCREENSHOTS ? process.env.SCREENSHOTS === '1' : !process.env.CI;

/** Saves full-page screenshots at phone and desktop widths as test artifacts. */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  if (!wanted) {
    // Left as the pictures leave it, so what a test does next sees the same page either way.
    await page.setViewportSize(VIEWPORTS.desktop);
    return;
  }
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const file = testInfo.outputPath(`${name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} ${label}`, { path: file, contentType: 'image/png' });
  }
}
