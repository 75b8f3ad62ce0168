import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPath, type DataEnvelope, type TripDetail } from '@rihla/contract';
import { createTestApp, type TestApp } from '../helper.ts';

// Honest status codes for the web app's pages (apps/api/src/modules/pages/page-status.ts), over a stand-in
// build; which paths are pages is the page table's (packages/contract/src/pages.ts).
let t: TestApp;
let web: string;
let trip: TripDetail;

beforeAll(async () => {
  const base = await createTestApp();
  web = path.join(base.dataDir, 'web');
  await base.close();
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: web });
  trip = ((await t.app.inject({ method: 'GET', url: '/api/trips/1' })).json() as DataEnvelope<TripDetail>).data;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(path.dirname(web), { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('page status codes', () => {
  it('a page of the app is 200 with the app; a path no route has is 404 with the app', async () => {
    for (const url of ['/', '/faq', '/search?to_city_id=1', '/faq/']) expect((await get(url)).statusCode, url).toBe(200);
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain('<div id="root">');
  });

  it('a trip: canonical 200, a wrong or missing slug 301 to it (query kept), a missing trip 404', async () => {
    const canonical = tripPath(trip.id, trip.title);
    expect((await get(canonical)).statusCode).toBe(200);
    expect((await get(`${canonical}/book`)).statusCode).toBe(200);
    const wrong = await get(`/trip/${trip.id}/old-name?from=share`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${canonical}?from=share`);
    expect((await get(`/trip/${trip.id}`)).headers.location).toBe(canonical);
    expect((await get(`/trip/${trip.id}/x/book`)).headers.location).toBe(`${canonical}/book`);
    expect((await get('/trip/99999/x')).statusCode).toBe(404);
    expect((await get('/trip/99999/x/book')).statusCode).toBe(404);
  });

  it('old /trips/{id} links: 301 to the canonical trip page, 404 when it is gone', async () => {
    const old = await get(`/trips/${trip.id}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(tripPath(trip.id, trip.title));
    expect((await get('/trips/99999')).statusCode).toBe(404);
  });

  it('a country, city or tag that does not exist: 404', async () => {
    expect((await get('/countries/1/x')).statusCode).toBe(200);
    expect((await get('/countries/99999/x')).statusCode).toBe(404);
    expect((await get('/cities/1')).statusCode).toBe(200);
    expect((await get('/cities/99999/x')).statusCode).toBe(404);
    expect((await get('/packages/99999')).statusCode).toBe(404);
  });
});
