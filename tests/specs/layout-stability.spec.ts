import { expect, test, type Page } from '../support/test.ts';
import { tagPath, tripPath, type DataEnvelope, type Tag, type TripCard } from '@rihla/contract';
import { VIEWPORTS } from '../support/screenshots.ts';

// Content that arrives after the first paint must not move what is already on screen: a card that
// jumps away between a visitor's press and release loses the tap (and the click of a test). This
// sums Chromium's layout-shift entries, as Lighthouse's CLS does, until the page has settled.
// "Good" CLS is 0.1 or less; the screens reserve the space of what they load, so they stay far below.
const GOOD_CLS = 0.1;

async function cumulativeLayoutShift(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Lazy chunks and images settle after the network does; give them a moment.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe('layout stability (CLS) while a page loads', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`no screen jumps on a ${label} (${viewport.width} px)`, async ({ browser, request }) => {
      const trip = ((await (await request.get('/api/trips/filter?page=1')).json()) as { data: TripCard[] }).data[0]!;
      const tag = ((await (await request.get('/api/data/tags')).json()) as DataEnvelope<Tag[]>).data[0]!;
      const routes = [
        '/',
        '/search',
        '/packages',
        '/countries/1',
        tagPath(tag.id),
        '/cities/3',
        tripPath(trip.id, trip.title),
        '/faq',
      ];
      const shifts: Record<string, number> = {};
      for (const route of routes) {
        const page = await browser.newPage({ viewport, locale: 'ar-SA' });
        shifts[route] = Number((await cumulativeLayoutShift(page, route)).toFixed(4));
        await page.close();
      }
      test.info().annotations.push({ type: 'CLS', description: JSON.stringify(shifts) });
      for (const route of routes) expect(shifts[route], `CLS of ${route}`).toBeLessThanOrEqual(GOOD_CLS);
    });
  }
});
