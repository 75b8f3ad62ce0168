import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BANNER_TYPES, todayIso, tripPath } from '@rihla/contract';
import type { ListedTrip } from '../../src/modules/catalogue/repositories/trips.ts';
import { createTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('site data', () => {
  it('answers health once ready', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', redis: 'off' });
  });

  it('serves site info with contact, store links and the enabled providers', async () => {
    const { data } = (await get('/api/data/info')).json();
    expect(data.email_address).toMatch(/@/);
    expect(data.whatsapp_number).toMatch(/^\d{9,}$/);
    expect(data.appstore_url).toMatch(/^https:/);
    expect(data.playstore_url).toMatch(/^https:/);
    expect(data.auth_providers).toEqual([]);
    // The cancel dialog's terms: the cut-off and the operator's refund policy with it filled in.
    expect(data.cancel_cutoff_hours).toBe(96);
    expect(data.cancellation_policy).toContain('96 ساعة');
    expect(data.cancellation_policy).not.toContain('{{');
  });

  it('lists cities as select options', async () => {
    const { data } = (await get('/api/cities')).json();
    expect(data).toHaveLength(40);
    expect(data[0]).toEqual({ value: expect.any(Number), label: 'إسطنبول' });
  });

  it.each(BANNER_TYPES)('serves banners of type %s', async (type) => {
    const res = await get(`/api/data/banners?type=${type}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    for (const b of data)
      expect(b).toMatchObject({ type, image: expect.stringMatching(/^\/api\/media\//), title: expect.any(String) });
  });

  it('refuses an unknown or missing banner type with 422 and field errors', async () => {
    for (const url of ['/api/data/banners?type=nope', '/api/data/banners', '/api/data/banners?type[]=home&type[]=x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.type).toHaveLength(1);
    }
  });

  it('wraps the FAQ twice, as the client reads it', async () => {
    const body = (await get('/api/faq')).json();
    expect(body.data.data).toHaveLength(8);
    expect(body.data.data[0]).toEqual({ id: expect.any(Number), question: expect.any(String), answer: expect.any(String) });
  });

  it('lists tags and serves the asked tag, not always number 20', async () => {
    const list = (await get('/api/data/tags')).json().data;
    expect(list.length).toBeGreaterThanOrEqual(8);
    const second = (await get(`/api/data/tags/${list[1].id}`)).json().data;
    expect(second).toEqual(list[1]);
    expect(Object.keys(second).sort()).toEqual(['description', 'id', 'image', 'name', 'title']);
    expect((await get('/api/data/tags/99999')).statusCode).toBe(404);
    expect((await get('/api/data/tags/abc')).statusCode).toBe(404);
  });

  it('serves generated SVG art with its content type', async () => {
    const res = await get('/api/media/city/istanbul.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('إسطنبول');
    expect(res.body).toBe((await get('/api/media/city/istanbul.svg')).body);
    expect((await get('/api/media/city/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await get('/api/media/secret/x.svg')).statusCode).toBe(404);
  });
});

describe('GET /api/trips (home)', () => {
  it('has countries with cities, home banners, featured and latest trips at the top level', async () => {
    const body = (await get('/api/trips')).json();
    expect(Object.keys(body).sort()).toEqual(['banners', 'countries', 'trips']);
    expect(body.countries.length).toBeGreaterThanOrEqual(8);
    expect(body.countries[0].name).not.toBe('السعودية');
    expect(body.countries[1].name).toBe('السعودية');
    expect(body.countries[0].cities.length).toBeGreaterThan(0);
    expect(body.banners.every((b: { type: string }) => b.type === 'home')).toBe(true);
    expect(body.trips.featured.length).toBeGreaterThan(0);
    expect(body.trips.latest).toHaveLength(12);
    const card = body.trips.latest[0];
    expect(card).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      price: expect.any(Number),
      images: expect.arrayContaining([expect.stringMatching(/^\/api\/media\//)]),
      is_favourite: false,
      link: expect.stringMatching(/^\/trip\/\d+\//),
      duration: expect.any(Number),
      to_city: { id: expect.any(Number), name: expect.any(String) },
      tags: expect.any(Array),
    });
  });
});

describe('GET /api/trips/filter', () => {
  const filter = async (query: string) => {
    const res = await get(`/api/trips/filter?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: ListedTrip[];
      meta: { current_page: number; last_page: number; total: number; per_page: number };
    };
  };

  it('pages 12 at a time with meta', async () => {
    const body = await filter('page=1');
    expect(body.data).toHaveLength(12);
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(150 / 12), total: 150, per_page: 12 });
    const last = await filter(`page=${body.meta.last_page}`);
    expect(last.data).toHaveLength(150 - 12 * (body.meta.last_page - 1));
    expect((await filter('page=999')).data).toEqual([]);
  });

  it('walks every page without repeating or skipping a trip, for every sort', async () => {
    for (const sort of ['high_price', 'low_price', 'top_rated', 'top_visit']) {
      const seen: ListedTrip[] = [];
      for (let page = 1; page <= 13; page++) seen.push(...(await filter(`sort_by=${sort}&page=${page}`)).data);
      expect(new Set(seen.map((c) => c.id)).size, sort).toBe(150);
      if (sort === 'high_price')
        for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.price).toBeGreaterThanOrEqual(seen[i]!.price);
      if (sort === 'low_price')
        for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.price).toBeLessThanOrEqual(seen[i]!.price);
      if (sort === 'top_rated') {
        const rated = seen.filter((c) => c.average_rating !== null);
        expect(seen.slice(0, rated.length).every((c) => c.average_rating !== null)).toBe(true);
        for (let i = 1; i < rated.length; i++)
          expect(rated[i - 1]!.average_rating!).toBeGreaterThanOrEqual(rated[i]!.average_rating!);
      }
    }
  });

  it('filters by destination city, country, departure city and tag', async () => {
    const home = (await get('/api/trips')).json();
    const city = home.countries[0].cities[0];
    const byCity = await filter(`to_city_id=${city.id}`);
    expect(byCity.meta.total).toBeGreaterThan(0);
    expect(byCity.data.every((c) => c.to_city.id === city.id)).toBe(true);

    const country = home.countries[2];
    const byCountry = await filter(`to_country_id=${country.id}`);
    const cityIds = new Set(country.cities.map((c: { id: number }) => c.id));
    expect(byCountry.meta.total).toBeGreaterThan(0);
    expect(byCountry.data.every((c) => cityIds.has(c.to_city.id))).toBe(true);

    const riyadh = home.countries[1].cities[0];
    const from = await filter(`from_city_id=${riyadh.id}`);
    expect(from.meta.total).toBeGreaterThan(0);
    for (const c of from.data.slice(0, 3)) expect((await get(`/api/trips/${c.id}`)).json().data.from_city.id).toBe(riyadh.id);

    const tags = (await get('/api/data/tags')).json().data;
    const byTag = await filter(`tag_id=${tags[0].id}`);
    expect(byTag.meta.total).toBeGreaterThan(0);
    expect(byTag.data.every((c) => c.tags.includes(tags[0].name))).toBe(true);
    expect((await filter('to_city_id=0')).meta.total).toBe(150);
  });

  it('filters by date, nights and persons', async () => {
    const all = (await filter('page=1')).meta.total;
    const far = addDays(todayIso(), 3000);
    const late = await filter(`start_date=${far}`);
    expect(late.meta.total).toBeLessThan(all);
    expect(late.meta.total).toBeGreaterThan(0); // trips without an expiry date
    for (const c of late.data) expect((await get(`/api/trips/${c.id}`)).json().data.expiry_date).toBeNull();

    const long = await filter('count_nights=8');
    expect(long.data.every((c) => c.duration - 1 >= 8)).toBe(true);
    const many = await filter('count_persons=5&page=1');
    for (const c of many.data) {
      const d = (await get(`/api/trips/${c.id}`)).json().data;
      expect(d.default_adults + d.max_additional_adults).toBeGreaterThanOrEqual(5);
    }
    expect(many.meta.total).toBeLessThan(all);
  });

  it('answers 422 with field errors for invalid values, never a 500', async () => {
    const bad = [
      'page=0',
      'page=abc',
      'page=-1',
      'page=1e99',
      'sort_by=price; drop table trips',
      'start_date=2024-02-30',
      'start_date=tomorrow',
      'count_nights=-3',
      'count_persons=x',
      'to_city_id=1.5',
      `to_city_id=${'9'.repeat(400)}`,
      `page=${'9'.repeat(400)}`,
      `count_nights=1e400`,
      'tag_id=1&tag_id=2',
    ];
    for (const q of bad) {
      const res = await get(`/api/trips/filter?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors).length, q).toBeGreaterThan(0);
    }
    expect((await get('/api/trips')).statusCode).toBe(200);
  });
});

describe('GET /api/trips/{id}', () => {
  it('serves the detail and counts a visit', async () => {
    const { db } = t.app;
    const before = await db.selectFrom('trips').select('visits').where('id', '=', 3).executeTakeFirstOrThrow();
    const res = await get('/api/trips/3');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      id: 3,
      company: expect.any(String),
      program: expect.any(Array),
      included: expect.any(Array),
      default_adults: expect.any(Number),
      default_childs: expect.any(Number),
      max_additional_adults: expect.any(Number),
      max_additional_childs: expect.any(Number),
      price_per_additional_adult: expect.any(Number),
      price_per_additional_child: expect.any(Number),
      rates_count: expect.any(Number),
      duration: expect.any(Number),
    });
    expect(d.program).toHaveLength(d.duration);
    expect(d.duration).toBeGreaterThanOrEqual(3);
    expect(d.duration).toBeLessThanOrEqual(10);
    expect(d.program[0]).toEqual({
      day: 1,
      title: expect.any(String),
      description: expect.any(String),
      image: expect.anything(),
    });
    expect(d.included[0]).toEqual({ name: expect.any(String), title: expect.any(String) });
    // Counted in memory, written every VISITS_FLUSH_INTERVAL_S (modules/catalogue/visit-counter.ts): write now.
    await t.app.visits.flush();
    const after = await db.selectFrom('trips').select('visits').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(after.visits).toBe(before.visits + 1);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['99999', 'abc', '0', '-1', '1.5', '%00', '9'.repeat(30), '9'.repeat(190)])
      expect((await get(`/api/trips/${id}`)).statusCode, id).toBe(404);
  });
});

describe('GET /api/countries/{id}', () => {
  it('serves the country with cities, all countries and its trips', async () => {
    const { data } = (await get('/api/countries/1')).json();
    expect(data.country).toMatchObject({ id: 1, name: expect.any(String), image: expect.any(String) });
    expect(data.country.cities).toHaveLength(5);
    expect(data.countries.length).toBeGreaterThanOrEqual(8);
    expect(data.trips.length).toBeGreaterThan(0);
    const cities = new Set(data.country.cities.map((c: { id: number }) => c.id));
    expect(data.trips.every((c: { to_city: { id: number } }) => cities.has(c.to_city.id))).toBe(true);
    expect((await get('/api/countries/999')).statusCode).toBe(404);
    expect((await get('/api/countries')).json().data.length).toBeGreaterThanOrEqual(8);
  });
});

describe('protocol', () => {
  it('publishes an OpenAPI document built from the routes', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/trips/filter', '/api/auth/login', '/api/customer/trips/book', '/api/customer/bookings/rate'])
      expect(doc.paths).toHaveProperty([p]);
  });

  it('sends security headers and a strict CSP', async () => {
    const res = await get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // No inline script or <style> element; style attributes (a rendered page's) are allowed alone.
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends HSTS behind an HTTPS proxy and opens CORS only to configured origins', async () => {
    const p = await createTestApp({ TRUST_PROXY: 'true', CORS_ORIGINS: 'https://app.example.com' });
    try {
      const https = await p.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toContain('max-age=');
      const allowed = await p.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://app.example.com' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
      const other = await p.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example.com' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await p.close();
    }
  });

  it('answers unknown API paths with a JSON 404 and bad JSON with 400', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
  });
});

describe('the web app from WEB_DIST', () => {
  it('serves files, hashed assets with a long cache, and index.html for client routes', async () => {
    const web = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><body>rihla</body></html>');
    fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const w = await createTestApp({ WEB_DIST: web });
    try {
      const root = await w.app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('rihla');
      expect(root.headers['content-type']).toMatch(/text\/html/);
      // A client route at its canonical address (another slug is a 301 to it: page-status.test.ts).
      const three = (await w.app.inject({ method: 'GET', url: '/api/trips/3' })).json() as { data: { title: string } };
      const deep = await w.app.inject({ method: 'GET', url: tripPath(3, three.data.title) });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('rihla');
      const asset = await w.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // A script is no document: no CSP, framing or opener headers on it; what a script reads stays.
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
        expect(asset.headers[name], name).toBeUndefined();
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Immutable: never revalidated, so no validators; a file that can change keeps them.
      for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(asset.headers[name], name).toBeUndefined();
      const favicon = await w.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.body).toContain('<svg');
      expect(favicon.headers.etag).toBeDefined();
      // robots.txt is the server's (modules/pages/plugins/seo.ts), which names the sitemap.
      expect((await w.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap:');
      expect((await w.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
      const traversal = await w.app.inject({ method: 'GET', url: '/..%2F..%2Fetc%2Fpasswd' });
      expect(traversal.body).not.toContain('root:');
      expect(String(root.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(String(deep.headers['x-frame-options'])).toBe('SAMEORIGIN');
    } finally {
      await w.close();
    }
  });
});

describe('compression', () => {
  it('compresses JSON answers for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trips', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).trips.latest.length).toBeGreaterThan(0);
  });
});
