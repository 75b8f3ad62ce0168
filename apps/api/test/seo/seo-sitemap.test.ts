import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryPath, tripPath } from '@rihla/contract';
import { createWebApp, PUBLIC_URL, type WebApp } from './web-build.ts';

// /sitemap.xml and /robots.txt (issue 14, item 3): the sitemap parses as XML and lists every public
// page at its canonical address with lastmod; past the per-file limit it is an index of files; the
// database keeps each row's updated_at (migration 2026-11-23T0300-updated-at).
let t: WebApp;
let small: WebApp;
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

beforeAll(async () => {
  [t, small] = await Promise.all([createWebApp(), createWebApp({}, { sitemapMaxUrls: 7 })]);
});
afterAll(async () => Promise.all([t?.close(), small?.close()]));

const get = (app: WebApp, url: string) => app.app.inject({ method: 'GET', url });

function parse(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body) as {
    urlset?: { url: { loc: string; lastmod?: string }[] };
    sitemapindex?: { sitemap: { loc: string; lastmod?: string }[] };
  };
}

const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/;

describe('/sitemap.xml', () => {
  it('lists every public page at its canonical address, each with lastmod', async () => {
    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = parse(res.body).urlset!.url;
    const locs = urls.map((u) => u.loc);
    for (const path of ['/', '/packages', '/countries', '/about-us', '/contact-us', '/faq', '/terms', '/policy'])
      expect(locs).toContain(PUBLIC_URL + path);
    const { db } = t.app;
    const [trips, countries, cities, tags] = await Promise.all([
      db.selectFrom('trips').select(['id', 'title', 'updated_at']).orderBy('id').execute(),
      db.selectFrom('countries').select(['id', 'name']).execute(),
      db.selectFrom('cities').select('id').execute(),
      db.selectFrom('tags').select('id').execute(),
    ]);
    expect(urls).toHaveLength(8 + countries.length + cities.length + tags.length + trips.length);
    expect(new Set(locs).size).toBe(locs.length);
    const first = urls.find((u) => u.loc === PUBLIC_URL + tripPath(trips[0]!.id, trips[0]!.title));
    expect(first?.lastmod).toBe(trips[0]!.updated_at);
    expect(locs).toContain(PUBLIC_URL + countryPath(countries[0]!.id, countries[0]!.name));
    for (const u of urls) expect(u.lastmod, u.loc).toMatch(ISO);
    // Nothing private or duplicate: no API, account or booking page, no /search.
    expect(locs.filter((l) => /\/(api|account|auth)\/|\/book$|\/search/.test(l))).toEqual([]);
  });

  it('a changed trip has a newer lastmod; a counted visit does not change it', async () => {
    const { db } = t.app;
    const before = await db.selectFrom('trips').select(['title', 'updated_at']).where('id', '=', 2).executeTakeFirstOrThrow();
    expect(before.updated_at).toMatch(ISO);
    await new Promise((r) => setTimeout(r, 5));
    await db.updateTable('trips').set({ visits: 12345 }).where('id', '=', 2).execute();
    const visited = await db.selectFrom('trips').select('updated_at').where('id', '=', 2).executeTakeFirstOrThrow();
    expect(visited.updated_at).toBe(before.updated_at);
    await db.updateTable('trips').set({ price: 999 }).where('id', '=', 2).execute();
    const changed = await db.selectFrom('trips').select('updated_at').where('id', '=', 2).executeTakeFirstOrThrow();
    expect(changed.updated_at > before.updated_at).toBe(true);
    const urls = parse((await get(t, '/sitemap.xml')).body).urlset!.url;
    expect(urls.find((u) => u.loc === PUBLIC_URL + tripPath(2, before.title))?.lastmod).toBe(changed.updated_at);
  });

  it('a new row gets its updated_at from the database', async () => {
    const { db } = t.app;
    const { id } = await db
      .insertInto('tags')
      .values({ image: '/api/media/tag/new.svg', name: 'جديد', title: 'باقة جديدة', description: 'وصف' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('tags').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.updated_at).toMatch(ISO);
    expect(Math.abs(Date.parse(row.updated_at) - Date.now())).toBeLessThan(60_000);
  });

  it('past the limit: an index of files of at most that many addresses, together listing every page once', async () => {
    const index = parse((await get(small, '/sitemap.xml')).body).sitemapindex!.sitemap;
    const total = await small.app.db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(index.length).toBeGreaterThanOrEqual(Math.ceil(Number(total.n) / 7));
    expect(index.map((s) => s.loc)).toEqual(index.map((_s, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`));
    const all: string[] = [];
    for (let n = 1; n <= index.length; n++) {
      const res = await get(small, `/sitemap-${n}.xml`);
      expect(res.statusCode).toBe(200);
      const urls = parse(res.body).urlset!.url;
      expect(urls.length).toBeLessThanOrEqual(7);
      if (n < index.length) expect(urls).toHaveLength(7);
      all.push(...urls.map((u) => u.loc));
    }
    const { db } = small.app;
    const rows = await Promise.all(
      (['countries', 'cities', 'tags'] as const).map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(all).toHaveLength(8 + rows.reduce((sum, r) => sum + Number(r.n), 0) + Number(total.n));
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 8)).toContain(`${PUBLIC_URL}/`);
    const last = await db.selectFrom('trips').select(['id', 'title']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(all.at(-1)).toBe(PUBLIC_URL + tripPath(last.id, last.title));
    expect((await get(small, `/sitemap-${index.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get(small, '/sitemap-0.xml')).statusCode).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('allows the public pages, the pictures and the booking wizard, not the API, account or back office, and names the sitemap', async () => {
    const res = await get(t, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Allow: /api/media/',
        'Disallow: /api/',
        'Disallow: /account',
        'Disallow: /admin',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    // The wizard names its trip's page as canonical instead (seo/page-head.ts).
    expect(res.body).not.toMatch(/book/);
  });
});

describe('a web build that ships its own robots.txt', () => {
  it('still starts, and serves that file', async () => {
    const own = await createWebApp({}, {}, { 'robots.txt': 'User-agent: *\nDisallow:\n' });
    try {
      expect((await get(own, '/robots.txt')).body).toBe('User-agent: *\nDisallow:\n');
      expect((await get(own, '/sitemap.xml')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
