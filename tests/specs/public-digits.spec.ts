import { expect, test, type Page } from '../support/test.ts';
import { tripPath, type Paginated, type TripCard } from '@rihla/contract';

// Every number the site shows is in Latin digits (docs/product.md, "Numbers and dates"): prices,
// ratings, counts, dates, the calendar and the steppers alike. Arabic-Indic digits are only ever
// typed by visitors, never shown by us.
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const aria = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')).join(' ');
    const values = [...document.querySelectorAll('input')].map((el) => (el as HTMLInputElement).value).join(' ');
    return `${document.body.innerText} ${aria} ${values}`;
  });
}

test('home, search, a trip with its calendar, packages and terms show Latin digits only', async ({ page, request }) => {
  const trips = (await (await request.get('/api/trips/filter?page=1')).json()) as Paginated<TripCard>;
  const trip = trips.data[0]!;
  for (const path of ['/', '/search', '/packages', '/terms', tripPath(trip.id, trip.title)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = await shownText(page);
    expect(text.match(ARABIC_INDIC), `${path} shows ${text.match(ARABIC_INDIC)?.[0]}`).toBeNull();
    expect(text, path).toMatch(/[0-9]/);
  }
});
