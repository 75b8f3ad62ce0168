import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso, vitalBucket } from '@rihla/contract';
import { auth, createTestApp, type TestApp } from '../helper.ts';
import { staffToken } from '../admin/staff-token.ts';

// Real visitors' speed (issue 28) on both engines: a browser's report is counted into today's
// histogram; bad input is refused, never a 500; an address has a budget; the back office reads the
// 75th percentile per page type over 7 or 28 days, rated by Google's thresholds; old days go.

let t: TestApp;
let agent: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VITALS_IP_MAX: '1000', VITALS_SAMPLE_RATE: '0.25' });
  agent = await staffToken(t.app, 'agent', `vitals-${Date.now()}@rihla.example`);
});
afterAll(async () => t?.close());

const report = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, headers });
const summary = async (days?: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/vitals${days ? `?days=${days}` : ''}`, headers: auth(agent) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('real visitors', () => {
  it('counts reports and gives each page type’s 75th percentile with its rating', async () => {
    // Four page views of trip pages: LCP 1, 2, 3 and 5 s (p75: 3 s, "needs improvement").
    for (const lcp of [1000, 2000, 3000, 5000]) {
      const res = await report({
        page: 'trip',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'FCP', value: 900 },
          { name: 'TTFB', value: 120 },
          { name: 'CLS', value: 0.01 },
          { name: 'INP', value: 80 },
        ],
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    expect((await report({ page: 'home', metrics: [{ name: 'INP', value: 650 }] })).statusCode).toBe(204);
    const data = await summary();
    expect(data).toMatchObject({ days: 7, to: todayIso(), from: addDays(todayIso(), -6) });
    expect(data.pages.map((p: { page: string }) => p.page)).toEqual(['trip', 'home']);
    const trip = data.pages[0];
    expect(trip.samples).toBe(4);
    expect(trip.LCP.rating).toBe('needs-improvement');
    expect(Math.abs(trip.LCP.p75 - 3000) / 3000).toBeLessThan(0.025);
    expect(trip.CLS).toMatchObject({ rating: 'good', samples: 4 });
    expect(trip.CLS.p75).toBeCloseTo(0.01, 2);
    expect(trip.INP.rating).toBe('good');
    expect(data.pages[1]).toMatchObject({ page: 'home', LCP: null, INP: { rating: 'poor', samples: 1 } });
  });

  it('reads 7 or 28 days, and the job forgets what is older than VITALS_KEEP_DAYS', async () => {
    const day = (n: number) => addDays(todayIso(), -n);
    const bucket = vitalBucket('TTFB', 2000);
    await t.app.db
      .insertInto('web_vital_buckets')
      .values([
        { day: day(10), page: 'search', metric: 'TTFB', bucket, count: 3 },
        { day: day(200), page: 'search', metric: 'TTFB', bucket, count: 5 },
      ])
      .execute();
    expect((await summary(7)).pages.find((p: { page: string }) => p.page === 'search')).toBeUndefined();
    const month = (await summary(28)).pages.find((p: { page: string }) => p.page === 'search');
    expect(month.TTFB).toMatchObject({ samples: 3, rating: 'poor' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vitals?days=3', headers: auth(agent) })).statusCode).toBe(422);
    await t.app.jobs.runNow('old-vitals');
    const left = await t.app.db.selectFrom('web_vital_buckets').select('day').where('page', '=', 'search').execute();
    expect(left.map((r) => r.day)).toEqual([day(10)]);
  });

  it('refuses anything but a page type and known metrics, never with a 500', async () => {
    const bad: unknown[] = [
      {},
      { page: 'trip' },
      { page: 'trip', metrics: [] },
      { page: 'adminBookings', metrics: [{ name: 'LCP', value: 1 }] },
      { page: '../etc', metrics: [{ name: 'LCP', value: 1 }] },
      { page: 'trip', metrics: [{ name: 'FID', value: 1 }] },
      { page: 'trip', metrics: [{ name: 'LCP', value: -1 }] },
      { page: 'trip', metrics: [{ name: 'LCP', value: 1e12 }] },
      { page: 'trip', metrics: [{ name: 'LCP', value: '12' }] },
      { page: 'trip', metrics: Array.from({ length: 6 }, () => ({ name: 'LCP', value: 1 })) },
      [1, 2, 3],
    ];
    for (const payload of bad) expect((await report(payload)).statusCode, JSON.stringify(payload)).toBe(422);
    // Anything more (an address, an e-mail) is dropped by the schema before the handler sees it: the
    // table has a page type, a metric and a bucket, nothing else.
    const extra = await report({
      page: 'faq',
      metrics: [{ name: 'LCP', value: 1, url: 'https://x/?email=a@b.c' }],
      email: 'a@b.c',
    });
    expect(extra.statusCode).toBe(204);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: 'LCP=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(422);
    const huge = await report({ page: 'trip', metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/vitals',
      payload: '{"page":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('is for staff only, and tells browsers how many page views report', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vitals' })).statusCode).toBe(401);
    const info = await t.app.inject({ method: 'GET', url: '/api/data/info' });
    expect(info.json().data.vitals_sample_rate).toBe(0.25);
  });
});

describe('real visitors’ budget', () => {
  it('answers 429 with Retry-After once an address has used its budget', async () => {
    const limited = await createTestApp({ RATE_LIMIT_VITALS_IP_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/vitals',
          payload: { page: 'home', metrics: [{ name: 'TTFB', value: 100 }] },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(codes).toEqual([204, 204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});
