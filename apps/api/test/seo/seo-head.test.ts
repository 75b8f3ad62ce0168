import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cityPath,
  countryPath,
  tagPath,
  tripPath,
  uiMessages,
  type Country,
  type DataEnvelope,
  type Tag,
  type TripDetail,
} from '@rihla/contract';
import { createWebApp, parseHead, PUBLIC_URL, type WebApp } from './web-build.ts';
import { checkThing } from './schema-org.ts';
import { auth, book, bookableTrip, bookingParts, completeBooking, register } from '../helper.ts';

// A crawler's view of every public page (issue 14, item 2): plain HTTP, no JavaScript. Each page has
// its own title and description, its canonical address on PUBLIC_URL, Open Graph and Twitter card
// tags, and JSON-LD that parses and holds to schema.org's types.
let t: WebApp;
let trip: TripDetail;
let country: Country;
let tag: Tag;

beforeAll(async () => {
  t = await createWebApp();
  const api = async <T>(url: string) => ((await t.app.inject({ method: 'GET', url })).json() as DataEnvelope<T>).data;
  trip = await api<TripDetail>('/api/trips/1');
  country = (await api<Country[]>('/api/countries'))[0]!;
  tag = (await api<Tag[]>('/api/data/tags'))[0]!;
});
afterAll(async () => t?.close());

const page = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  return { html: res.body, head: parseHead(res.body) };
};
const abs = (path: string) => PUBLIC_URL + path;
const typesIn = (jsonLd: Record<string, unknown>[]) =>
  jsonLd.flatMap((o) => (Array.isArray(o['@type']) ? o['@type'] : [o['@type']]));

function expectShareable(head: ReturnType<typeof parseHead>, url: string, title: string) {
  expect(head.title, url).toBe(`${title} | رحلة`);
  expect(head.description?.length, url).toBeGreaterThan(20);
  expect(head.description).not.toBe('رحلة: احجز رحلات وباقات سياحية ودراسة في الخارج بأفضل الأسعار، بدعم على مدار الساعة.');
  expect(head.canonical, url).toBe(abs(url));
  expect(head.meta).toMatchObject({
    'og:title': title,
    'og:description': head.description,
    'og:url': abs(url),
    'og:type': 'website',
    'og:site_name': 'رحلة',
    'og:locale': 'ar_SA',
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
  });
  expect(head.meta['og:image']).toMatch(new RegExp(`^${PUBLIC_URL}/api/media/preview/[a-z]+/[a-z0-9-]+\\.jpg$`));
  expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
  expect(head.robots, url).toBeUndefined();
  for (const block of head.jsonLd) checkThing(block, PUBLIC_URL, url);
}

function breadcrumb(head: ReturnType<typeof parseHead>) {
  const list = head.jsonLd.find((o) => o['@type'] === 'BreadcrumbList');
  return (list?.itemListElement as { name: string; item: string; position: number }[] | undefined)?.map((i) => [i.name, i.item]);
}

describe('the head of every public page', () => {
  it('static pages: their screen’s title and description, a breadcrumb where the screen shows one', async () => {
    const pages: [string, string, string[]][] = [
      ['/search', 'نتائج البحث', ['BreadcrumbList']],
      ['/packages', 'الباقات', ['BreadcrumbList']],
      ['/countries', 'الدول', ['BreadcrumbList']],
      ['/about-us', 'من نحن', ['BreadcrumbList']],
      ['/contact-us', 'تواصل معنا', ['BreadcrumbList']],
      ['/terms', 'الشروط والأحكام', ['BreadcrumbList']],
      ['/policy', 'سياسة الخصوصية', ['BreadcrumbList']],
    ];
    for (const [url, title, types] of pages) {
      const { head } = await page(url);
      expectShareable(head, url, title);
      expect(typesIn(head.jsonLd), url).toEqual(types);
      expect(breadcrumb(head), url).toEqual([
        ['الرئيسية', abs('/')],
        [title, abs(url)],
      ]);
    }
  });

  it('home: the agency (TravelAgency) with its contact details', async () => {
    const { head, html } = await page('/');
    expectShareable(head, '/', 'الرئيسية');
    expect(typesIn(head.jsonLd)).toEqual(['TravelAgency']);
    const agency = head.jsonLd[0]!;
    expect(agency).toMatchObject({ name: 'رحلة', url: abs('/'), logo: abs('/favicon.svg') });
    expect(head.meta['og:image']).toBe(abs('/api/media/preview/banner/home.jpg'));
    // The generic head of index.html is replaced, not repeated.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('رحلات وباقات سياحية</title>');
  });

  it('/faq: the questions as FAQPage, and its breadcrumb', async () => {
    const { head } = await page('/faq');
    expectShareable(head, '/faq', 'الأسئلة الأكثر شيوعًا');
    expect(typesIn(head.jsonLd)).toEqual(['BreadcrumbList', 'FAQPage']);
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/faq' })).json().data.data as {
      question: string;
      answer: string;
    }[];
    const faq = head.jsonLd[1]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(faq.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(faqs.map((q) => [q.question, q.answer]));
  });

  it('a trip: TouristTrip with its price in SAR, canonical slug, its own preview picture', async () => {
    const url = tripPath(trip.id, trip.title);
    const { head } = await page(url);
    expectShareable(head, url, trip.title);
    expect(head.description).toBe(trip.description.slice(0, 150));
    expect(head.meta['og:image']).toBe(abs(`/api/media/preview/trip/${trip.id}.jpg`));
    expect(typesIn(head.jsonLd)).toEqual(['TouristTrip', 'Product', 'BreadcrumbList']);
    expect(breadcrumb(head)).toEqual([
      ['الرئيسية', abs('/')],
      [trip.to_country!.name, abs(countryPath(trip.to_country!.id, trip.to_country!.name))],
      [trip.to_city.name, abs(cityPath(trip.to_city.id, trip.to_city.name))],
      [trip.title, abs(url)],
    ]);
    const ld = head.jsonLd[0]!;
    expect(ld).toMatchObject({
      name: trip.title,
      description: trip.description,
      url: abs(url),
      offers: { '@type': 'Offer', price: trip.price, priceCurrency: 'SAR', url: abs(url) },
    });
    expect((ld.itinerary as { itemListElement: unknown[] }).itemListElement).toHaveLength(trip.program.length);
    // A wrong slug is 301 to this page (modules/pages/page-status.ts); the head names the canonical one anyway.
    expect((await t.app.inject({ method: 'GET', url: `/trip/${trip.id}/x` })).statusCode).toBe(301);
  });

  it('a trip’s rating is aggregateRating only when it has ratings', async () => {
    await t.app.db
      .updateTable('trips')
      .set({ rates_count: 0, rating_sum: 0, average_rating: null })
      .where('id', '=', trip.id)
      .execute();
    let ld = (await page(tripPath(trip.id, trip.title))).head.jsonLd[0]!;
    expect(ld.aggregateRating).toBeUndefined();
    await t.app.db
      .updateTable('trips')
      .set({ rates_count: 4, rating_sum: 18, average_rating: 4.5 })
      .where('id', '=', trip.id)
      .execute();
    ld = (await page(tripPath(trip.id, trip.title))).head.jsonLd[0]!;
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    checkThing(ld, PUBLIC_URL);
  });

  it('a trip’s reviews: the first ones as Review items, with their stars, author and comment (issue 30)', async () => {
    const reviewed = await bookableTrip(t.app);
    const { token } = await register(t.app, { name: 'هند عبدالله' });
    const booking = (await book(t.app, token, bookingParts(reviewed.id))).json().data;
    await completeBooking(t.app, booking.id);
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/customer/bookings/rate',
      headers: auth(token),
      payload: { booking_id: booking.id, rate: 4, comment: 'مرشد رائع' },
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const ld = (await page(tripPath(reviewed.id, reviewed.title))).head.jsonLd[0]!;
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'هند ع.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        reviewBody: 'مرشد رائع',
      },
    ]);
    checkThing(ld, PUBLIC_URL);
  });

  it('a country, a city and a tag: their names, breadcrumbs and pictures', async () => {
    const city = country.cities[0]!;
    const cases: [string, string, string, string][] = [
      [countryPath(country.id, country.name), `رحلات ${country.name}`, country.name, `country/${country.id}`],
      [cityPath(city.id, city.name), `رحلات ${city.name}`, city.name, `city/${city.id}`],
      [tagPath(tag.id), tag.title, tag.name, `tag/${tag.id}`],
    ];
    for (const [url, title, crumb, picture] of cases) {
      const { head } = await page(url);
      expectShareable(head, url, title);
      expect(head.meta['og:image']).toBe(abs(`/api/media/preview/${picture}.jpg`));
      expect(breadcrumb(head)).toEqual([
        ['الرئيسية', abs('/')],
        ['الباقات', abs('/packages')],
        [crumb, abs(url)],
      ]);
    }
    // The country's page under another slug names its canonical address.
    expect((await page(`/countries/${country.id}/old`)).head.canonical).toBe(abs(countryPath(country.id, country.name)));
  });

  it('sign-in, registration and account pages: their title and noindex', async () => {
    for (const [url, title] of [
      ['/auth/login', 'تسجيل الدخول'],
      ['/auth/register', 'إنشاء حساب'],
      ['/auth/forget-password', 'استعادة كلمة المرور'],
      ['/account/favourites', 'المفضلة'],
    ]) {
      const { head } = await page(url!);
      expect(head.title, url).toBe(`${title} | رحلة`);
      expect(head.robots, url).toBe('noindex');
    }
  });

  it("the booking wizard: its title, indexable, its trip's page as canonical", async () => {
    const { head } = await page(`${tripPath(trip.id, trip.title)}/book`);
    expect(head.title).toBe(`حجز ${trip.title} | رحلة`);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe(abs(tripPath(trip.id, trip.title)));
  });

  it('a missing trip, country, city or tag, and an unknown path: the not-found title, noindex, 404', async () => {
    for (const url of ['/trip/99999/x', '/countries/99999/x', '/cities/99999/x', '/packages/99999', '/no/such/page']) {
      const { head } = await page(url, 404);
      expect(head.title, url).toBe(`${uiMessages.pageNotFound} | رحلة`);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
      expect(head.jsonLd, url).toEqual([]);
    }
  });

  it('a trip whose title holds </script> or <!-- cannot break out of its data block or attributes', async () => {
    const title = `رحلة </script><script>alert(1)</script> <!-- "x" & 'y' $& $'`;
    await t.app.db.updateTable('trips').set({ title }).where('id', '=', trip.id).execute();
    const { html, head } = await page(tripPath(trip.id, title));
    expect(head.jsonLd[0]!.name).toBe(title);
    expect(head.title).toBe(`${title} | رحلة`);
    expect(head.meta['og:title']).toBe(title);
    expect(head.scripts).toBe(2); // the JSON-LD blocks only (the trip, its breadcrumb): no script of the title's
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
  });
});
