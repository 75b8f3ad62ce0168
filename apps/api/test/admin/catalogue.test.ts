import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, tripMessages, tripPath } from '@rihla/contract';
import { auditPage } from '../../src/modules/staff/repositories/audit-log.ts';
import { staffToken } from './staff-token.ts';
import { auth, book, bookingParts, createTestApp, register, type TestApp } from '../helper.ts';

// The catalogue in the back office (issue 17): admins create, edit, publish and unpublish trips, set
// their departures and capacity, and edit the FAQ and the site's contacts; agents only read. A change
// shows on the public site at once, an unpublished trip is nowhere public, every change is audited.

let t: TestApp;
let web: string;
let admin: string;
let agent: string;
let city: { id: number; country_id: number };
let tagIds: number[];

const signedIn = (role: 'admin' | 'agent') => staffToken(t.app, role, `${role}@catalogue.example`);

beforeAll(async () => {
  // A built web app is needed for the pages' own statuses (a trip page answers 404 when unpublished).
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-catalogue-web-'));
  fs.mkdirSync(path.join(web, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST: web });
  admin = await signedIn('admin');
  agent = await signedIn('agent');
  city = (await t.app.db.selectFrom('cities').select(['id', 'country_id']).orderBy('id').executeTakeFirstOrThrow())!;
  tagIds = (await t.app.db.selectFrom('tags').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

const TITLE = 'رحلة الاختبار إلى الجبال الخضراء';
const newTrip = () => ({
  title: TITLE,
  company: 'شركة رحلة للسياحة',
  description: 'أربعة أيام بين الجبال والبحيرات.\nمع مرشد عربي.',
  images: ['/api/media/trip/test-0.svg'],
  program: [
    { day: 1, title: 'الوصول', description: 'الاستقبال في المطار', image: null },
    { day: 2, title: 'البحيرة', description: 'جولة بالقارب' },
  ],
  included: [{ name: 'hotel', title: 'فندق أربع نجوم' }],
  price: 4321,
  price_before_discount: 5000,
  default_adults: 2,
  default_childs: 0,
  max_additional_adults: 2,
  max_additional_childs: 3,
  price_per_additional_adult: 1500,
  price_per_additional_child: 700,
  duration: 4,
  expiry_date: null,
  tags: tagIds,
  to_city_id: city.id,
  from_city_id: null,
});

/** The trip ids of a public search for the city, every page. */
async function publicSearch(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = (await get(`/api/trips/filter?to_city_id=${city.id}&sort_by=low_price&page=${page}`)).json();
    ids.push(...res.data.map((c: { id: number }) => c.id));
    if (page >= res.meta.last_page) return ids;
  }
}

async function sitemapHas(id: number): Promise<boolean> {
  const xml = (await get('/sitemap.xml')).body;
  return xml.includes(`/trip/${id}/`);
}

describe('trips in the back office', () => {
  let id: number;

  it('creates a trip that the public search, its page and the sitemap show at once', async () => {
    const before = await publicSearch();
    const res = await post('/api/admin/trips', newTrip());
    expect(res.statusCode, res.body).toBe(200);
    const trip = res.json().data;
    id = trip.id;
    expect(trip).toMatchObject({
      title: TITLE,
      published: true,
      tags: tagIds,
      price: 4321,
      daily_capacity: null,
      departures: [],
    });
    expect(trip.program[1]).toEqual({ day: 2, title: 'البحيرة', description: 'جولة بالقارب', image: null });

    expect(await publicSearch()).toEqual(expect.arrayContaining([...before, id]));
    const detail = await get(`/api/trips/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      title: TITLE,
      company: 'شركة رحلة للسياحة',
      price: 4321,
      max_additional_childs: 3,
    });
    expect(detail.json().data.program).toHaveLength(2);
    expect(await sitemapHas(id)).toBe(true);
    expect((await get(tripPath(id, TITLE))).statusCode).toBe(200);
    expect((await get('/api/trips')).json().trips.latest[0].id).toBe(id);
    const created = (await auditPage(t.app.db, null)).find((e) => e.subject === `trip:${id}`);
    expect(created).toMatchObject({ action: 'trip.created', staff_email: 'admin@catalogue.example' });
    expect(created?.details).toMatchObject({
      title: TITLE,
      published: true,
      fields: expect.arrayContaining(['title', 'price', 'tags']),
    });
  });

  it('edits the fields a body names, shows the change at once and audits the changed field names', async () => {
    await get(`/api/trips/${id}`); // kept under the current catalogue version
    const res = await post(`/api/admin/trips/${id}`, { price: 3999, title: `  ${TITLE} `, tags: [tagIds[0]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 3999, title: TITLE, tags: [tagIds[0]], company: 'شركة رحلة للسياحة' });
    expect((await get(`/api/trips/${id}`)).json().data.price).toBe(3999);
    const entry = (await auditPage(t.app.db, null)).find((e) => e.action === 'trip.updated' && e.subject === `trip:${id}`);
    // With the old and new values since issue 29 (finding 5).
    expect(entry?.details).toMatchObject({
      fields: ['price', 'tags'],
      changes: { price: { to: 3999 }, tags: { to: [tagIds[0]] } },
    });
    expect(entry?.staff_email).toBe('admin@catalogue.example');
  });

  it('lists trips newest first with their published flag, searches titles, pages by key', async () => {
    const list = (await get('/api/admin/trips', agent)).json();
    expect(list.data[0]).toMatchObject({ id, title: TITLE, published: true, to_city: { id: city.id } });
    expect(list.data).toHaveLength(50);
    expect(list.meta.next).toBe(list.data[49].id);
    const next = (await get(`/api/admin/trips?before=${list.meta.next}`, agent)).json();
    expect(next.data[0].id).toBeLessThan(list.meta.next);
    const found = (await get(`/api/admin/trips?q=${encodeURIComponent('الجبال الخضراء')}`, agent)).json();
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await get(`/api/admin/trips?q=${encodeURIComponent('%')}`, agent)).json().data).toEqual([]);
    expect((await get(`/api/admin/trips/${id}`, agent)).json().data.title).toBe(TITLE);
    expect((await get('/api/admin/trips/999999', agent)).statusCode).toBe(404);
  });

  it('unpublishes: the trip leaves the search, the sitemap, favourites and booking, its page answers 404; publish brings it back', async () => {
    const customer = (await register(t.app)).token;
    const like = (liked: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/customer/favourites/${id}`, payload: { liked }, headers: auth(customer) });
    const favourites = async () => (await get('/api/customer/favourites', customer)).json();
    expect((await like(true)).json()).toEqual({ liked: true });
    expect((await favourites()).meta.total).toBe(1);
    const res = await post(`/api/admin/trips/${id}/unpublish`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.published).toBe(false);
    expect(await publicSearch()).not.toContain(id);
    expect((await get(`/api/trips/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/trips/${id}/availability`)).statusCode).toBe(404);
    expect((await get('/api/trips')).json().trips.latest.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(await sitemapHas(id)).toBe(false);
    expect((await get(tripPath(id, TITLE))).statusCode).toBe(404);
    const booking = await book(t.app, customer, bookingParts(id));
    expect(booking.json().errors).toEqual({ trip_id: [errorMessages.notFound] });
    expect(await favourites()).toMatchObject({ data: { favourites: [] }, meta: { total: 0 } });
    // Taken out of the favourites, it cannot be put back while unpublished.
    expect((await like(false)).json()).toEqual({ liked: false });
    expect((await like(true)).statusCode).toBe(404);
    // Still there for the staff.
    expect((await get(`/api/admin/trips/${id}`, agent)).json().data.published).toBe(false);

    expect((await post(`/api/admin/trips/${id}/publish`, {})).json().data.published).toBe(true);
    expect((await get(`/api/trips/${id}`)).statusCode).toBe(200);
    expect(await publicSearch()).toContain(id);
    const actions = (await auditPage(t.app.db, null)).filter((e) => e.subject === `trip:${id}`).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['trip.published', 'trip.unpublished']);
  });

  it('refuses wrong fields with an Arabic message for each', async () => {
    const missing = await post('/api/admin/trips', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      title: [tripMessages.title],
      company: [tripMessages.company],
      price: [tripMessages.price],
      duration: [tripMessages.duration],
      to_city_id: [tripMessages.toCity],
    });
    const wrong = await post('/api/admin/trips', {
      ...newTrip(),
      price: 100,
      price_before_discount: 50,
      default_adults: 0,
      expiry_date: '2026-02-30',
      to_city_id: 999999,
      tags: [999999],
      program: [{ day: 1, title: ' ', description: 'x' }],
      images: ['javascript:alert(1)'],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      price_before_discount: [tripMessages.priceBeforeDiscount],
      default_adults: [tripMessages.defaultAdults],
      expiry_date: [tripMessages.expiryDate],
      to_city_id: [tripMessages.toCity],
      tags: [tripMessages.tags],
      program: [tripMessages.program],
      images: [tripMessages.images],
    });
    const typed = await post(`/api/admin/trips/${id}`, { price: 'cheap' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().message).toMatch(/[\u0600-\u06FF]/);
    const edit = await post(`/api/admin/trips/${id}`, { duration: 0 });
    expect(edit.json()).toEqual({ message: tripMessages.duration, errors: { duration: [tripMessages.duration] } });
  });

  it('sets departures and capacity through the seats functions', async () => {
    const added = await post(`/api/admin/trips/${id}/departures`, { date: '2030-05-01', seats: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.departures).toEqual([
      { id: expect.any(Number), date: '2030-05-01', seats: 2, seats_taken: 0, price: null },
    ]);
    expect((await post(`/api/admin/trips/${id}/departures`, { date: '2030-05-01', seats: 0 })).json().errors).toEqual({
      seats: [tripMessages.departureSeats],
    });
    expect((await post(`/api/admin/trips/${id}/departures`, { date: '2020-01-01', seats: 2 })).json().errors).toEqual({
      date: [tripMessages.departurePast],
    });
    await t.app.db.updateTable('departures').set({ seats_taken: 2 }).where('trip_id', '=', id).execute();
    expect((await post(`/api/admin/trips/${id}/departures`, { date: '2030-05-01', seats: 1 })).statusCode).toBe(409);
    expect((await post(`/api/admin/trips/${id}/departures/remove`, { date: '2030-05-01' })).statusCode).toBe(409);
    await t.app.db.updateTable('departures').set({ seats_taken: 0 }).where('trip_id', '=', id).execute();
    const removed = await post(`/api/admin/trips/${id}/departures/remove`, { date: '2030-05-01' });
    expect(removed.json().data.departures).toEqual([]);
    expect((await post(`/api/admin/trips/${id}/departures/remove`, { date: '2030-05-01' })).statusCode).toBe(422);

    expect((await post(`/api/admin/trips/${id}/capacity`, { daily_capacity: 8 })).json().data.daily_capacity).toBe(8);
    expect((await post(`/api/admin/trips/${id}/capacity`, { daily_capacity: 0 })).statusCode).toBe(422);
    expect((await post(`/api/admin/trips/${id}/capacity`, { daily_capacity: null })).json().data.daily_capacity).toBeNull();
    const actions = (await auditPage(t.app.db, null)).filter((e) => e.subject === `trip:${id}`).map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual(['trip.updated', 'trip.updated', 'trip.departure-removed', 'trip.departure-added']);
  });

  it('lets agents read but not change the catalogue', async () => {
    for (const [url, body] of [
      ['/api/admin/trips', newTrip()],
      [`/api/admin/trips/${id}`, { price: 1 }],
      [`/api/admin/trips/${id}/unpublish`, {}],
      [`/api/admin/trips/${id}/departures`, { date: '2030-05-01', seats: 2 }],
      ['/api/admin/faq', { question: 'س', answer: 'ج' }],
      ['/api/admin/site-info', { phone_number: '+966500000000' }],
    ] as const) {
      const res = await post(url, body, agent);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(errorMessages.staffForbidden);
    }
    expect((await get(`/api/trips/${id}`)).json().data.price).toBe(3999);
  });
});

describe('FAQ and site information', () => {
  it('adds, edits, orders and deletes FAQ entries, shown publicly at once and audited', async () => {
    const before = (await get('/api/admin/faq', agent)).json().data as { id: number }[];
    const created = await post('/api/admin/faq', { question: ' هل الرحلة مناسبة للأطفال؟ ', answer: 'نعم.' });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data;
    expect(entry.question).toBe('هل الرحلة مناسبة للأطفال؟');
    const publicFaq = async () => (await get('/api/faq')).json().data.data as { id: number; answer: string }[];
    expect((await publicFaq()).at(-1)).toMatchObject({ id: entry.id });

    expect((await post(`/api/admin/faq/${entry.id}`, { answer: 'نعم، من سن الثالثة.' })).json().data.answer).toBe(
      'نعم، من سن الثالثة.',
    );
    expect((await publicFaq()).find((f) => f.id === entry.id)?.answer).toBe('نعم، من سن الثالثة.');
    expect((await post('/api/admin/faq', { question: 'س' })).json().errors).toEqual({ answer: [tripMessages.answer] });

    const order = [entry.id, ...before.map((f) => f.id)];
    const reordered = await post('/api/admin/faq/order', { ids: order });
    expect(reordered.json().data.map((f: { id: number }) => f.id)).toEqual(order);
    expect((await publicFaq()).map((f) => f.id)).toEqual(order);
    expect((await post('/api/admin/faq/order', { ids: [entry.id] })).statusCode).toBe(422);

    expect((await post(`/api/admin/faq/${entry.id}/delete`, {})).statusCode).toBe(200);
    expect((await publicFaq()).map((f) => f.id)).toEqual(before.map((f) => f.id));
    expect((await post(`/api/admin/faq/${entry.id}/delete`, {})).statusCode).toBe(404);
    const actions = (await auditPage(t.app.db, null)).filter((e) => e.subject?.startsWith('faq')).map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual(['faq.deleted', 'faq.reordered', 'faq.updated', 'faq.created']);
  });

  it('reads and changes the contacts and links, shown publicly at once and audited', async () => {
    const res = await post('/api/admin/site-info', {
      phone_number: '+966511112222',
      instagram_url: 'https://instagram.com/rihla',
      twitter_url: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      phone_number: '+966511112222',
      instagram_url: 'https://instagram.com/rihla',
      twitter_url: null,
    });
    expect((await get('/api/data/info')).json().data).toMatchObject({
      phone_number: '+966511112222',
      instagram_url: 'https://instagram.com/rihla',
    });
    expect((await get('/api/admin/site-info', agent)).json().data.phone_number).toBe('+966511112222');
    const bad = await post('/api/admin/site-info', { facebook_url: 'facebook', email_address: 'nope', whatsapp_number: '05-12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      facebook_url: [tripMessages.url],
      email_address: [tripMessages.email],
      whatsapp_number: [tripMessages.phone],
    });
    const entry = (await auditPage(t.app.db, null)).find((e) => e.action === 'site-info.updated');
    expect((entry?.details as { fields: string[] }).fields).toEqual(expect.arrayContaining(['phone_number', 'instagram_url']));
  });
});
