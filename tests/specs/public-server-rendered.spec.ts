import { consoleProblems } from '../support/console-problems.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';
import { expect, test, type APIRequestContext } from '../support/test.ts';
import { bookableTrip, sharedCustomer, signInPage } from '../support/customer-fixtures.ts';
import {
  formatRiyal,
  priceBreakdown,
  travellerLimits,
  travellersText,
  tripBookPath,
  tripPath,
  type DataEnvelope,
  type Paginated,
  type TripCard,
  type TripDetail,
} from '@rihla/contract';

/** A text matched as itself inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Public pages come rendered by the server (docs/architecture.md, "Server rendering"): a crawler or
// a link preview, which runs no JavaScript, gets the page's heading and content in the first
// response; a browser with JavaScript off shows them; with JavaScript on, the page hydrates without
// a console error or warning and is interactive.

/** The visible text of an HTML document, roughly as a crawler reads it (tags dropped, entities decoded). */
function textOf(html: string): string {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<style\b[\s\S]*?<\/style>/g, ' ');
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const h1Of = (html: string) => textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

async function firstTrip(request: APIRequestContext, also: (t: TripDetail) => boolean = () => true): Promise<TripDetail> {
  const list = (await (await request.get('/api/trips/filter?page=1')).json()) as Paginated<TripCard>;
  for (const card of list.data) {
    const trip = ((await (await request.get(`/api/trips/${card.id}`)).json()) as DataEnvelope<TripDetail>).data;
    if (trip.program.length > 1 && trip.included.length > 0 && also(trip)) return trip;
  }
  throw new Error('no seeded trip with an itinerary');
}

async function catalogue(request: APIRequestContext) {
  const countries = (await (await request.get('/api/countries')).json()) as { data: Array<{ id: number; name: string }> };
  const cities = (await (await request.get('/api/cities')).json()) as { data: Array<{ value: number; label: string }> };
  const tags = (await (await request.get('/api/data/tags')).json()) as { data: Array<{ id: number; title: string }> };
  return { country: countries.data[0]!, city: cities.data[0]!, tag: tags.data[0]! };
}

test.describe('a crawler (plain HTTP, no JavaScript)', () => {
  test('every public page has its heading and content in the first response', async ({ request }) => {
    const { country, city, tag } = await catalogue(request);
    const pages: Array<[string, string, string[]]> = [
      ['/', 'رحلة', ['رحلة']],
      ['/search', 'نتائج البحث', []],
      ['/packages', 'الباقات', [country.name]],
      [`/packages/${tag.id}`, tag.title, []],
      ['/countries', 'الدول', [country.name]],
      [`/countries/${country.id}/x`, country.name, []],
      [`/cities/${city.value}/x`, city.label, []],
      ['/about-us', 'من نحن', []],
      ['/contact-us', 'تواصل معنا', []],
      ['/faq', 'الأسئلة الأكثر شيوعًا', []],
      ['/terms', 'الشروط والأحكام', []],
      ['/policy', 'سياسة الخصوصية', []],
      ['/auth/login', 'تسجيل الدخول', []],
      ['/auth/register', 'إنشاء حساب', []],
    ];
    for (const [url, heading, texts] of pages) {
      const res = await request.get(url, { maxRedirects: 5 });
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain('id="rihla-first-data"');
      expect(h1Of(html), url).toContain(heading);
      for (const text of texts) expect(textOf(html), `${url}: ${text}`).toContain(text);
      // The head of the page: its own title and description, canonical, Open Graph, JSON-LD.
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1], url).toMatch(/\| رحلة$|^رحلة/);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, url).toContain('<meta property="og:locale" content="ar_SA"');
      expect(html, url).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\.jpg"/);
      if (!url.startsWith('/auth/')) {
        expect(html, url).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
        const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
        expect(ld.length, url).toBeGreaterThan(0);
        for (const block of ld) expect(() => JSON.parse(block[1]!) as unknown, url).not.toThrow();
      }
      // No inline script: the CSP allows none, so React must not have needed one.
      expect(html.match(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/g), url).toBeNull();
    }
  });

  test('a trip page has its title, price, itinerary days and included items', async ({ request }) => {
    const trip = await firstTrip(request);
    const res = await request.get(tripPath(trip.id, trip.title));
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toBe(trip.title);
    const text = textOf(html);
    expect(text).toContain(trip.description);
    expect(text).toContain(formatRiyal(trip.price));
    for (const day of trip.program) expect(text).toContain(day.title);
    for (const item of trip.included) expect(text).toContain(item.title);
  });

  test('the sitemap lists a trip with its date; robots.txt names the sitemap', async ({ request }) => {
    const trip = await firstTrip(request);
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml /);
    const entry = new RegExp(`<url><loc>[^<]*${literal(tripPath(trip.id, trip.title))}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d`);
    expect(xml.replace(/\s+</g, '<')).toMatch(entry);
  });

  test("the booking wizard comes with its trip's summary, the steps left to the browser, its trip as canonical", async ({
    request,
  }) => {
    const trip = await firstTrip(request);
    const res = await request.get(tripBookPath(trip.id, trip.title));
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(h1Of(html)).toBe('حجز الرحلة');
    expect(html).toContain('id="rihla-first-data"');
    expect(html).not.toMatch(/<meta name="robots"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${literal(tripPath(trip.id, trip.title))}">`));
    const summary = textOf(/<aside\b[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '');
    expect(summary).toContain(trip.title);
    // The travellers and the totals are the visitor's own (kept in their tab): not in the shared page.
    expect(summary).not.toContain(travellersText(trip.default_adults, trip.default_childs));
    expect(textOf(html)).toContain('جارٍ تحميل خطوات الحجز');
    expect(html.match(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/g)).toBeNull();
    // The summary's picture, at the top of a phone's page, is hinted.
    if (trip.images[0]) expect(html).toContain(`<link rel="preload" as="image" href="${trip.images[0]}" fetchpriority="high">`);
    expect((await request.get('/trip/999999/x/book')).status()).toBe(404);
  });

  test('search results, a missing trip and an unknown path', async ({ request }) => {
    const list = (await (await request.get('/api/trips/filter?page=1')).json()) as Paginated<TripCard>;
    const html = await (await request.get('/search')).text();
    const text = textOf(html);
    for (const card of list.data.slice(0, 6)) expect(text).toContain(card.title);
    // The first row's pictures are fetched at once, the first (a phone's largest content) first of all;
    // the rest wait until they near the viewport (issue 28).
    const cardImages = [...html.matchAll(/<article[^>]*>\s*(?:<picture[^>]*>.*?)?<img [^>]*>/gs)].map((m) => m[0]);
    expect(cardImages.length).toBeGreaterThan(3);
    // (React writes the attribute as fetchPriority; HTML's attribute names ignore case.)
    expect(cardImages[0]).toMatch(/ fetchpriority="high"/i);
    expect(cardImages[0]).not.toContain('loading="lazy"');
    expect(cardImages[3]).toContain('loading="lazy"');

    const missing = await request.get('/trip/999999/x');
    expect(missing.status()).toBe(404);
    expect(h1Of(await missing.text())).toBe('الصفحة غير موجودة');
    const unknown = await request.get('/no/such/page');
    expect(unknown.status()).toBe(404);
    expect(h1Of(await unknown.text())).toBe('الصفحة غير موجودة');
  });
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, search results and a trip page show their content', async ({ page, request }) => {
    const trip = await firstTrip(request);
    const list = (await (await request.get('/api/trips/filter?page=1')).json()) as Paginated<TripCard>;
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'رحلة' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeVisible();
    await expect(page.getByText(list.data[0]!.title, { exact: true }).first()).toBeVisible();

    await page.goto(tripPath(trip.id, trip.title));
    await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
    await expect(page.getByText(trip.description, { exact: true })).toBeVisible();
    await expect(page.getByText(trip.program[0]!.title).first()).toBeVisible();
  });

  test('the booking wizard says it needs JavaScript, instead of loading forever', async ({ page, request }) => {
    const trip = await firstTrip(request);
    await page.goto(tripBookPath(trip.id, trip.title));
    await expect(page.getByRole('heading', { level: 1, name: 'حجز الرحلة' })).toBeVisible();
    await expect(page.getByText(/يحتاج الحجز إلى تفعيل JavaScript في متصفحك/)).toBeVisible();
    await expect(page.getByText('جارٍ تحميل خطوات الحجز')).toBeHidden();
    await expect(page.getByRole('link', { name: 'تواصل معنا' }).last()).toHaveAttribute('href', '/contact-us');
    await screenshotBothWidths(page, test.info(), 'booking-wizard-no-javascript');
  });

  test('the search form still searches: sent as plain HTML, the server renders the results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('search', { name: 'البحث عن رحلة' }).getByRole('button', { name: 'بحث' }).click();
    await expect(page).toHaveURL(
      /\/search\?from_city_id=0&to_city_id=0&start_date=\d{4}-\d\d-\d\d&count_nights=1&count_persons=1&sort_by=high_price$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'نتائج البحث' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('hydration', () => {
  test('no console error or warning on any public page, and no read asked twice', async ({ page, request }) => {
    const trip = await firstTrip(request);
    const { country, city, tag } = await catalogue(request);
    const problems = consoleProblems(page);
    const reads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) reads.push(url.pathname + url.search);
    });
    for (const url of [
      '/',
      '/search',
      '/packages',
      `/packages/${tag.id}`,
      '/countries',
      `/countries/${country.id}/x`,
      `/cities/${city.value}/x`,
      tripPath(trip.id, trip.title),
      '/about-us',
      '/contact-us',
      '/faq',
      '/terms',
      '/policy',
      '/auth/login',
      '/auth/register',
      '/auth/forget-password',
    ]) {
      reads.length = 0;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(problems, url).toEqual([]);
      // The page's own reads came with it; only a list's next page may be asked for, the visitor's
      // country (a read about the visitor, which the server does not make), and a trip's seats
      // (they change with every booking: never in rendered HTML).
      expect(
        reads.filter(
          (r) => !/[?&]page=([2-9]|\d\d)/.test(r) && r !== '/api/geo' && !/^\/api\/trips\/\d+\/availability\?/.test(r),
        ),
        url,
      ).toEqual([]);
    }
  });

  test("a rendered page asks for the app's code once it has painted; a page the browser draws, at once", async ({
    page,
    request,
  }) => {
    const trip = await firstTrip(request);
    /** When the page first painted text or a picture, and when each request for the app's file began. */
    const timings = () =>
      page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        app: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/app-[\w-]+\.js$/.test(r.name))
          .map((r) => r.startTime),
      }));
    // apps/web/src/app/boot.ts: the app's script does not compete with the first paint.
    for (const url of ['/', '/search', tripPath(trip.id, trip.title)]) {
      await page.goto(url);
      const { painted, app } = await timings();
      expect(painted, url).not.toBeNull();
      expect(app, url).toHaveLength(1);
      expect(app[0]!, url).toBeGreaterThanOrEqual(painted!);
    }
    // A signed-out visitor's account page has nothing to paint before its script: the server lists
    // the app for the browser to fetch with the page.
    await page.goto('/account/favourites');
    const { painted, app } = await timings();
    expect(app).toHaveLength(1);
    expect(app[0]!).toBeLessThan(painted ?? Infinity);
  });

  test("the booking wizard hydrates: a customer's own travellers and total, the details step; a guest's account step", async ({
    page,
    request,
  }) => {
    const trip = await bookableTrip(request);
    const customer = await sharedCustomer(request);
    const problems = consoleProblems(page);
    await page.addInitScript(([key, draft]) => sessionStorage.setItem(key, draft), [
      `booking_draft:${trip.id}`,
      JSON.stringify({ adults_count: 2, children_count: 1, total_price: 0 }),
    ] as const);
    await page.goto(tripBookPath(trip.id, trip.title));
    const summary = page.getByRole('complementary', { name: /ملخص الحجز/ });
    await expect(page.getByRole('heading', { level: 2, name: 'الحساب' })).toBeVisible();
    await expect(summary.getByText(travellersText(2, 1))).toBeVisible();
    // The last row: the total.
    await expect(summary.getByRole('definition').last()).toHaveText(formatRiyal(priceBreakdown(trip, 2, 1).total));

    await signInPage(page, customer.token);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'بيانات الحجز' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'المسافر 3 (طفل)', exact: true })).toBeVisible();
    await expect(summary.getByText(travellersText(2, 1))).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a hydrated trip page answers its steppers; a guest favourite asks to sign in', async ({ page, request }) => {
    const trip = await firstTrip(request, (t) => travellerLimits(t).adults.max > t.default_adults);
    const problems = consoleProblems(page);
    await page.goto(tripPath(trip.id, trip.title));
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const adults = page.getByRole('textbox', { name: 'عدد البالغين' });
    await expect(adults).toHaveValue(String(trip.default_adults));
    await page.getByRole('button', { name: 'زيادة عدد البالغين' }).click();
    await expect(adults).toHaveValue(String(trip.default_adults + 1));
    await page
      .getByRole('button', { name: / في المفضلة$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(problems).toEqual([]);
  });
});
