import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages, DEFAULT_BOOKING_TERMS } from '@rihla/contract';
import { auditPage } from '../../src/modules/staff/repositories/audit-log.ts';
import { sql } from 'kysely';
import { staffToken } from './staff-token.ts';
import { auth, createTestApp, isPg, type TestApp } from '../helper.ts';

// Countries, cities, tags, banners and the booking terms in the back office (issue 17): admins
// change them, agents read, each change is audited and on the public site at once, and a country,
// city or tag that trips use is not deleted (409 in Arabic, never a 500).

let t: TestApp;
let admin: string;
let agent: string;

const signedIn = (role: 'admin' | 'agent') => staffToken(t.app, role, `${role}@content.example`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn('admin');
  agent = await signedIn('agent');
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const actions = async (prefix: string) =>
  (await auditPage(t.app.db, null)).filter((e) => e.subject?.startsWith(prefix)).map((e) => e.action);

describe('countries and cities', () => {
  it('adds, changes and deletes a country and its city, shown publicly at once and audited', async () => {
    expect((await get('/api/countries')).statusCode).toBe(200); // the public answer is kept from here on
    const created = await post('/api/admin/countries', { name: ' ألبانيا ', image: '/api/media/country/albania.svg' });
    expect(created.statusCode, created.body).toBe(200);
    const country = created.json().data as { id: number; name: string; position: number };
    expect(country.name).toBe('ألبانيا');
    const last = (await get('/api/admin/countries', agent)).json().data as { id: number }[];
    expect(last.at(-1)!.id).toBe(country.id); // a new one goes last

    const city = (
      await post('/api/admin/cities', { name: 'تيرانا', image: 'https://img.example/tirana.jpg', country_id: country.id })
    ).json().data as { id: number };
    const publicCountry = async () =>
      ((await get('/api/countries')).json().data as { id: number; name: string; cities: { id: number; name: string }[] }[]).find(
        (c) => c.id === country.id,
      );
    expect((await publicCountry())?.cities.map((c) => c.name)).toEqual(['تيرانا']);

    expect((await post(`/api/admin/countries/${country.id}`, { name: 'جمهورية ألبانيا' })).json().data.name).toBe(
      'جمهورية ألبانيا',
    );
    expect((await publicCountry())?.name).toBe('جمهورية ألبانيا');
    expect((await post(`/api/admin/cities/${city.id}`, { name: 'دوريس' })).json().data).toMatchObject({
      name: 'دوريس',
      country_id: country.id,
    });

    // A country with a city is not deleted; nor is a city with trips.
    const refused = await post(`/api/admin/countries/${country.id}/delete`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(contentMessages.countryHasCities(1));
    expect((await post(`/api/admin/cities/${city.id}/delete`, {})).statusCode).toBe(200);
    expect((await post(`/api/admin/countries/${country.id}/delete`, {})).statusCode).toBe(200);
    expect(await publicCountry()).toBeUndefined();
    expect((await post(`/api/admin/countries/${country.id}/delete`, {})).statusCode).toBe(404);

    expect((await actions('country:')).slice(0, 3)).toEqual(['country.deleted', 'country.updated', 'country.created']);
    expect((await actions('city:')).slice(0, 3)).toEqual(['city.deleted', 'city.updated', 'city.created']);
  });

  it('names each wrong field in Arabic, and refuses to delete what trips use with a 409', async () => {
    const bad = await post('/api/admin/countries', { name: ' ', image: 'javascript:alert(1)', position: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: [contentMessages.name],
      image: [contentMessages.image],
      position: [contentMessages.position],
    });
    const noCountry = await post('/api/admin/cities', { name: 'مدينة', image: '/x.svg', country_id: 999999 });
    expect(noCountry.json().errors).toEqual({ country_id: [contentMessages.country] });

    const used = await t.app.db
      .selectFrom('trips')
      .select(['to_city_id', 'to_country_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cityRefused = await post(`/api/admin/cities/${used.to_city_id}/delete`, {});
    expect(cityRefused.statusCode).toBe(409);
    expect(cityRefused.json().message).toMatch(/^لا يمكن حذف هذه المدينة: عدد الرحلات التي تستخدمها [0-9]+\./);
    const countryRefused = await post(`/api/admin/countries/${used.to_country_id}/delete`, {});
    expect(countryRefused.statusCode).toBe(409);
    expect(countryRefused.json().message).toMatch(/^لا يمكن حذف هذه الدولة/);
    // A city moved to another country takes its trips along: the country pages list them there.
    const other = (await post('/api/admin/countries', { name: 'بلد آخر', image: '/x.svg' })).json().data as { id: number };
    expect((await post(`/api/admin/cities/${used.to_city_id}`, { country_id: other.id })).statusCode).toBe(200);
    const moved = await t.app.db.selectFrom('trips').select('to_country_id').where('to_city_id', '=', used.to_city_id).execute();
    expect(new Set(moved.map((r) => r.to_country_id))).toEqual(new Set([other.id]));
    expect((await get(`/api/countries/${other.id}`)).json().data.trips.length).toBeGreaterThan(0);
    await post(`/api/admin/cities/${used.to_city_id}`, { country_id: used.to_country_id });

    const tag = await t.app.db.selectFrom('trip_tags').select('tag_id').executeTakeFirstOrThrow();
    const tagRefused = await post(`/api/admin/tags/${tag.tag_id}/delete`, {});
    expect(tagRefused.statusCode).toBe(409);
    expect(tagRefused.json().message).toMatch(/^لا يمكن حذف هذا الوسم/);
  });
});

describe('tags and banners', () => {
  it('changes a tag and its page shows it at once', async () => {
    const tag = (await get('/api/admin/tags', agent)).json().data[0] as { id: number };
    expect((await get(`/api/data/tags/${tag.id}`)).statusCode).toBe(200);
    const changed = await post(`/api/admin/tags/${tag.id}`, { title: 'عروض الشتاء', description: 'أجمل الرحلات للشتاء.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(`/api/data/tags/${tag.id}`)).json().data).toMatchObject({
      title: 'عروض الشتاء',
      description: 'أجمل الرحلات للشتاء.',
    });
    expect((await post(`/api/admin/tags/${tag.id}`, { title: '' })).json().errors).toEqual({ title: [contentMessages.title] });
    const added = (await post('/api/admin/tags', { name: 'جديد', image: '/t.svg', title: 'ع', description: 'و' })).json().data;
    expect((await post(`/api/admin/tags/${added.id}/delete`, {})).statusCode).toBe(200);
    expect((await actions('tag:')).slice(0, 3)).toEqual(['tag.deleted', 'tag.created', 'tag.updated']);
  });

  it('refuses to delete a tag a trip is being given meanwhile: the trip keeps it (409)', async () => {
    const tag = (await post('/api/admin/tags', { name: 'سباق', image: '/t.svg', title: 'ع', description: 'و' })).json().data as {
      id: number;
    };
    const trip = await t.app.db.selectFrom('trips').select('id').orderBy('id').executeTakeFirstOrThrow();
    // The trip is tagged in a transaction still open when the delete arrives: the delete must wait
    // for it and then count it, never delete the tag and with it (ON DELETE CASCADE) the trip's tag.
    let commit!: () => void;
    const committed = new Promise<void>((r) => (commit = r));
    const tagging = t.app.db.transaction().execute(async (trx) => {
      await trx.insertInto('trip_tags').values({ trip_id: trip.id, tag_id: tag.id }).execute();
      await committed;
    });
    const deleting = post(`/api/admin/tags/${tag.id}/delete`, {});
    if (isPg) {
      // PostgreSQL: until the delete waits on the tag's row lock (its check has run by then).
      const waiting = async () =>
        Number(
          (await sql<{ n: string }>`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock'`.execute(t.app.db))
            .rows[0]!.n,
        );
      await expect.poll(waiting, { timeout: 5000 }).toBeGreaterThan(0);
    } else await new Promise((r) => setTimeout(r, 50));
    commit();
    await tagging;
    const refused = await deleting;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^لا يمكن حذف هذا الوسم/);
    const kept = await t.app.db.selectFrom('trip_tags').selectAll().where('tag_id', '=', tag.id).execute();
    expect(kept).toEqual([expect.objectContaining({ trip_id: trip.id, tag_id: tag.id })]);

    // Untagged again, it goes; a second delete finds nothing.
    await t.app.db.deleteFrom('trip_tags').where('tag_id', '=', tag.id).execute();
    expect((await post(`/api/admin/tags/${tag.id}/delete`, {})).statusCode).toBe(200);
    expect((await post(`/api/admin/tags/${tag.id}/delete`, {})).statusCode).toBe(404);
  });

  it('adds, filters, changes and deletes banners of a type, shown publicly at once', async () => {
    const publicFaq = async () =>
      (await get('/api/data/banners?type=faq')).json().data as { id: number; title: string; link: string | null }[];
    const before = await publicFaq();
    const created = await post('/api/admin/banners', {
      type: 'faq',
      image: '/api/media/banner/faq.svg',
      title: 'أسئلتك',
      link: 'https://wa.me/966500000000',
      link_text: 'اسألنا',
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = created.json().data as { id: number; position: number; text: string | null };
    expect(banner.text).toBeNull();
    expect((await publicFaq()).map((b) => b.id)).toEqual([...before.map((b) => b.id), banner.id]);
    const listed = (await get('/api/admin/banners?type=faq', agent)).json().data as { type: string }[];
    expect(new Set(listed.map((b) => b.type))).toEqual(new Set(['faq']));

    expect(
      (await post(`/api/admin/banners/${banner.id}`, { title: 'كل أسئلتك', link: '', link_text: '' })).json().data,
    ).toMatchObject({
      title: 'كل أسئلتك',
      link: null,
    });
    // The link's words without a link, and an unknown type.
    const bad = await post(`/api/admin/banners/${banner.id}`, { type: 'nowhere', link_text: 'اضغط' });
    expect(bad.json().errors).toEqual({ type: [contentMessages.bannerType], link_text: [contentMessages.linkText] });
    expect((await publicFaq()).find((b) => b.id === banner.id)).toMatchObject({ title: 'كل أسئلتك', link: null });
    expect((await post(`/api/admin/banners/${banner.id}/delete`, {})).statusCode).toBe(200);
    expect((await publicFaq()).map((b) => b.id)).toEqual(before.map((b) => b.id));
    expect((await actions('banner:')).slice(0, 3)).toEqual(['banner.deleted', 'banner.updated', 'banner.created']);
  });
});

describe('booking terms', () => {
  it('starts with the six terms, and a change is in the public site information at once', async () => {
    expect((await get('/api/data/info')).json().data.booking_terms).toEqual(DEFAULT_BOOKING_TERMS);
    expect((await get('/api/admin/booking-terms', agent)).json().data.terms).toEqual(DEFAULT_BOOKING_TERMS);
    const terms = ['يجب إتمام الحجز قبل موعد الوصول بـ 72 ساعة على الأقل.', ...DEFAULT_BOOKING_TERMS.slice(1, 3)];
    const saved = await post('/api/admin/booking-terms', { terms: [` ${terms[0]} `, ...terms.slice(1)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.terms).toEqual(terms);
    expect((await get('/api/data/info')).json().data.booking_terms).toEqual(terms);
    expect((await post('/api/admin/booking-terms', { terms: [] })).json().errors).toEqual({ terms: [contentMessages.terms] });
    expect((await post('/api/admin/booking-terms', { terms: ['  '] })).statusCode).toBe(422);
    expect((await auditPage(t.app.db, null)).find((e) => e.action === 'booking-terms.updated')).toBeTruthy();
  });
});

describe('agents', () => {
  it('read everything and change nothing', async () => {
    for (const path of ['countries', 'cities', 'tags', 'banners', 'booking-terms'])
      expect((await get(`/api/admin/${path}`, agent)).statusCode, path).toBe(200);
    const tag = (await get('/api/admin/tags', agent)).json().data[0] as { id: number };
    for (const [url, body] of [
      ['/api/admin/countries', { name: 'x', image: '/x.svg' }],
      ['/api/admin/cities/1', { name: 'x' }],
      [`/api/admin/tags/${tag.id}/delete`, {}],
      ['/api/admin/banners', { type: 'home', image: '/x.svg' }],
      ['/api/admin/booking-terms', { terms: ['x'] }],
    ] as const) {
      const res = await post(url, body, agent);
      expect(res.statusCode, url).toBe(403);
    }
  });
});
