import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDefaultUser } from '../../src/platform/db/database.ts';
import { createTestApp, isPg, PG_URL, type TestApp } from '../helper.ts';

// PostgreSQL drops the server's connections (as in a restart): requests in flight answer 503, never
// 500, the process survives, and the next requests succeed on fresh connections. Only this file's
// connections are terminated (they carry a unique application_name).
describe.skipIf(!isPg)('PostgreSQL connections dropped under load', () => {
  const appName = `rihla-outage-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  let t: TestApp;
  beforeAll(async () => {
    process.env.PGAPPNAME = appName;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.PGAPPNAME;
  });

  it('answers 503 meanwhile and recovers by itself', async () => {
    const admin = new pg.Client({ connectionString: withDefaultUser(PG_URL), application_name: 'rihla-outage-admin' });
    await admin.connect();
    const codes = new Map<number, number>();
    const load = async (offset: number) => {
      for (let i = 0; i < 60; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/trips/filter?page=${1 + (i % 10)}&start_date=2020-01-${String(1 + ((i + offset) % 28)).padStart(2, '0')}`,
        });
        codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
      }
    };
    const kill = async () => {
      for (let k = 0; k < 4; k++) {
        await new Promise((r) => setTimeout(r, 100));
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName]);
      }
    };
    try {
      await Promise.all([load(0), load(7), load(14), kill()]);
    } finally {
      await admin.end();
    }
    expect(
      [...codes.keys()].every((c) => c === 200 || c === 503),
      JSON.stringify([...codes]),
    ).toBe(true);
    // pg_terminate_backend returns before the backend has gone: an idle connection the last call
    // ended can still be handed out for a moment and fail (503, as it should). Recovery means the
    // answers turn 200 without a restart, soon after the drops stop.
    const settled = async () => [
      (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode,
      (await t.app.inject({ method: 'GET', url: '/api/trips/filter' })).statusCode,
    ];
    await expect.poll(settled, { timeout: 5_000, interval: 100 }).toEqual([200, 200]);
  });
});
