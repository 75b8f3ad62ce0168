import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { BENCH_URL } from '@rihla/bench/lib/pg.ts';
import type { Peek } from './db.ts';

// Seats under faults (issue 15): the trips of a run get a daily capacity through the operator's CLI,
// so every booking takes seats and every cancellation gives them back; after the kills, the seats
// taken on each date must equal the travellers of the live bookings there, exactly.

const ADMIN = path.resolve(import.meta.dirname, '../../../apps/api/src/cli/admin.ts');

export function setCapacity(target: { dataDir: string; schema?: string }, tripIds: number[], capacity: number): void {
  const env = {
    ...process.env,
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'silent',
    ...(target.schema ? { DATABASE_URL: BENCH_URL, DATABASE_SCHEMA: target.schema } : {}),
  };
  for (const id of tripIds)
    execFileSync(process.execPath, [ADMIN, 'capacity', 'set', String(id), String(capacity)], { env, stdio: 'ignore' });
}

/** Problems with the seat counters, and how many live and cancelled bookings they were checked against. */
export async function checkSeats(p: Peek): Promise<{ problems: string[]; live: number; cancelled: number }> {
  const problems: string[] = [];
  const counters = await p.all<{ trip_id: number; date: string; seats_taken: number }>(
    'select trip_id, date, seats_taken from day_seats',
  );
  const held = await p.all<{ trip_id: number; from_date: string; n: number }>(
    "select trip_id, from_date, sum(adults_count + children_count) as n from bookings where status <> 'cancelled' and seats_pool = 'day' group by trip_id, from_date",
  );
  const expected = new Map(held.map((h) => [`${h.trip_id} ${h.from_date}`, Number(h.n)]));
  for (const c of counters) {
    const key = `${c.trip_id} ${c.date}`;
    if (Number(c.seats_taken) !== (expected.get(key) ?? 0))
      problems.push(`trip ${key}: ${c.seats_taken} seats taken, ${expected.get(key) ?? 0} travellers booked`);
    expected.delete(key);
  }
  for (const [key, n] of expected) problems.push(`trip ${key}: ${n} travellers booked and no seat counter`);
  const wrong = await p.all(
    "select id from bookings where (status = 'cancelled' and seats_held <> 0) or (status <> 'cancelled' and seats_pool = 'day' and seats_held <> adults_count + children_count)",
  );
  if (wrong.length) problems.push(`${wrong.length} bookings hold the wrong number of seats`);
  const [counts] = await p.all<{ live: number; cancelled: number }>(
    "select sum(case when status <> 'cancelled' then 1 else 0 end) as live, sum(case when status = 'cancelled' then 1 else 0 end) as cancelled from bookings",
  );
  return { problems, live: Number(counts?.live ?? 0), cancelled: Number(counts?.cancelled ?? 0) };
}
