import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper.ts';
import { VisitCounter } from '../../src/modules/catalogue/visit-counter.ts';

// Trip visits counted in batches (issue 16, item 4): a view writes nothing; a flush writes one
// UPDATE per trip; a failed flush keeps its counts; close writes what is left.

const quiet = { warn() {} };

describe('VisitCounter', () => {
  it('writes one count per trip per flush, and keeps the counts of a failed flush', async () => {
    const writes: Map<number, number>[] = [];
    let fail = true;
    const warnings: object[] = [];
    const counter = new VisitCounter({
      intervalMs: 60_000,
      log: { warn: (o) => warnings.push(o) },
      write: async (counts) => {
        if (fail) throw new Error('database is read-only');
        writes.push(new Map(counts));
      },
    });
    for (let i = 0; i < 50; i++) counter.count(3);
    counter.count(4);
    await counter.flush();
    expect(writes).toEqual([]);
    expect(warnings).toHaveLength(1);
    counter.count(4);
    fail = false;
    await counter.flush();
    expect(writes).toEqual([
      new Map([
        [3, 50],
        [4, 2],
      ]),
    ]);
    await counter.flush(); // nothing left: no write
    expect(writes).toHaveLength(1);
  });

  it('views counted during a flush go into the next one', async () => {
    const writes: Map<number, number>[] = [];
    let release!: () => void;
    const counter = new VisitCounter({
      intervalMs: 60_000,
      log: quiet,
      write: async (counts) => {
        writes.push(new Map(counts));
        if (writes.length === 1) await new Promise<void>((r) => (release = r));
      },
    });
    counter.count(1);
    const first = counter.flush();
    await new Promise((r) => setImmediate(r));
    counter.count(1);
    counter.count(2);
    const second = counter.flush();
    release();
    await Promise.all([first, second]);
    expect(writes).toEqual([
      new Map([[1, 1]]),
      new Map([
        [1, 1],
        [2, 1],
      ]),
    ]);
  });
});

describe('trip visits on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VISITS_FLUSH_INTERVAL_S: '3600' });
  });
  afterAll(async () => t?.close());
  const visits = async (id: number) =>
    (await t.app.db.selectFrom('trips').select('visits').where('id', '=', id).executeTakeFirstOrThrow()).visits;

  it('a trip read writes nothing until the flush, which adds every view; close writes the rest', async () => {
    const before = [await visits(5), await visits(6)];
    for (let i = 0; i < 20; i++) expect((await t.app.inject({ method: 'GET', url: '/api/trips/5' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/trips/6' });
    expect([await visits(5), await visits(6)]).toEqual(before);
    await t.app.visits.flush();
    expect([await visits(5), await visits(6)]).toEqual([before[0]! + 20, before[1]! + 3]);
    // An unknown trip counts nothing.
    expect((await t.app.inject({ method: 'GET', url: '/api/trips/999999' })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/trips/5' });
    await t.restart();
    expect(await visits(5)).toBe(before[0]! + 21);
  });
});
