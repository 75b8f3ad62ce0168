import fs from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import AxeBuilder from '@axe-core/playwright';
import { axeTags, axeViolationSummary, expectNoAxeViolations } from '../support/axe.ts';
import { VIEWPORTS } from '../support/screenshots.ts';

// Free-text search (issue 30, item 1) in Chromium: the header's box on every page, used with the
// keyboard alone; a suggestion opens its page, Enter opens /search?q=, the results come rendered by
// the server (JavaScript off too), the text is a filter chip that clears. The demo catalogue has
// إسطنبول (typed here without its hamza) and جدة.

const LABEL = 'ابحث عن وجهة أو رحلة';
const SHOTS = process.env.SEARCH_SHOTS ?? '/tmp/pw-search-shots';

/** Tabs from the top of the page to the header's search box, as a keyboard user gets there. */
async function tabToSearch(page: Page) {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (name === LABEL) return;
  }
  throw new Error('the search box is not reachable with Tab');
}

const box = (page: Page) => page.getByRole('combobox', { name: LABEL });

/**
 * axe with the list open, then closed. While it is open react-aria hides the rest of the page from
 * assistive technology (aria-hidden outside the input and the list, as a listbox popup should), which
 * axe would count against the hidden page: the open state is scanned on the box and its list, the
 * whole page once the list is closed (Escape).
 */
async function expectAccessibleOpenAndClosed(page: Page) {
  const open = await new AxeBuilder({ page })
    .withTags(axeTags)
    .include('[role=listbox]')
    .include('header [role=search]')
    .analyze();
  expect(axeViolationSummary(open), 'axe violations with the list open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test.describe('the header search box', () => {
  test('with the keyboard alone: suggestions from the second letter, grouped; a city chosen opens its page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/about-us');
    // Every page has it, first as a plain search form.
    await expect(page.getByRole('banner').getByRole('search', { name: LABEL })).toBeVisible();
    await tabToSearch(page);
    await page.keyboard.type('ا');
    await expect(box(page)).toBeFocused();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.keyboard.type('سطنبول', { delay: 30 });
    const list = page.getByRole('listbox');
    await expect(list.getByRole('group', { name: 'المدن' }).getByRole('option', { name: /إسطنبول/ })).toBeVisible();
    await expect(list.getByRole('group', { name: 'الدول' })).toHaveCount(0);
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(8);
    // The list hangs from the input's start: its right edge, in Arabic.
    const input = (await box(page).boundingBox())!;
    const popover = (await list.boundingBox())!;
    expect(Math.abs(input.x + input.width - (popover.x + popover.width))).toBeLessThan(12);

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/suggestions-1280.png` });
    await expectAccessibleOpenAndClosed(page);

    // Escape closed the list; typing again opens it.
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await page.keyboard.press('Backspace');
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('data-focused', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cities\/\d+\//);
    await expect(page.getByRole('heading', { level: 1, name: 'إسطنبول' })).toBeVisible();
  });

  test('on a phone it is a row of its own; a trip suggestion shows its picture and price', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await box(page)
      .or(page.getByRole('searchbox', { name: LABEL }))
      .first()
      .click();
    await page.keyboard.type('جولة', { delay: 30 });
    const trips = page.getByRole('listbox').getByRole('group', { name: 'الرحلات' });
    await expect(trips.getByRole('option').first()).toBeVisible();
    await expect(trips.getByRole('option').first()).toContainText('ريال');
    await expect(trips.getByRole('option').first().locator('img')).toHaveCount(1);
    const input = (await box(page).boundingBox())!;
    expect(input.width).toBeGreaterThan(VIEWPORTS.phone.width - 60);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/suggestions-390.png` });
    const option = trips.getByRole('option').first();
    const title = (await option.locator('span span').first().textContent())!;
    await expectAccessibleOpenAndClosed(page);
    await page.keyboard.type(' ');
    await page.getByRole('listbox').getByRole('option', { name: title }).click();
    await expect(page).toHaveURL(/\/trip\/\d+\//);
  });

  test('Enter without a choice opens /search?q=, whose text is a filter chip that clears', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await tabToSearch(page);
    await page.keyboard.type('جده', { delay: 30 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D8%AC%D8%AF%D9%87$/);
    const chips = page.getByRole('list', { name: 'عوامل التصفية' });
    await expect(chips.getByText('جده')).toBeVisible();
    const results = page.getByRole('region', { name: 'نتائج البحث' });
    await expect(results.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(results.getByText(/جدة/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${SHOTS}/results-${size.width}.png` });
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: 'إزالة عامل التصفية البحث: جده' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(chips).toHaveCount(0);
    await expect(
      box(page)
        .or(page.getByRole('searchbox', { name: LABEL }))
        .first(),
    ).toHaveValue('');
  });

  test('a typo finds nothing and offers the nearest destination', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('الرياص')}`);
    await expect(page.getByRole('heading', { name: 'لا توجد رحلات' })).toBeVisible();
    await page.getByRole('link', { name: 'الرياض' }).click();
    await expect(page).toHaveURL(/\/cities\/\d+\//);
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a form: Enter opens the results, rendered by the server with the chip', async ({ page }) => {
    await page.goto('/packages');
    const input = page.getByRole('searchbox', { name: LABEL });
    await input.fill('اسطنبول');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'عوامل التصفية' }).getByText('اسطنبول')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'نتائج البحث' })
        .getByText(/إسطنبول/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: LABEL })).toHaveValue('اسطنبول');
  });
});
