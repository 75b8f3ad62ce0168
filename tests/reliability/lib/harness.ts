import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register, type Customer } from '@rihla/bench/lib/api.ts';
import { BENCH_URL, freshSchema } from '@rihla/bench/lib/pg.ts';
import { RELAXED_LIMITS, startApi, tempDir, type ApiServer } from '@rihla/bench/lib/server.ts';
import { pool } from './raw.ts';

// What every test of the suite shares: its options, its clean-ups, the server it starts and the
// shape of its one-line outcome.

// Server settings for every test: rate limits relaxed (all clients share 127.0.0.1, so a real per-IP
// budget would answer 429 to the load itself), scrypt at N=2^12 instead of 2^17 so registering the
// test customers does not dominate the run, warn-level logs.
export const SERVER_ENV = { ...RELAXED_LIMITS, SCRYPT_LOG_N: '12' };

export interface Outcome {
  pass: boolean;
  summary: string;
  details?: string[];
}

export interface Suite {
  /** The test command's quick versions (--short). */
  short: boolean;
  /** Leave each test's DATA_DIR behind for a look (--keep). */
  keep: boolean;
  /** Run at the end in reverse order: temp folders, PostgreSQL schemas. */
  cleanups: (() => Promise<void>)[];
}

export async function withServer<T>(
  suite: Suite,
  tag: string,
  db: 'sqlite' | 'postgres',
  fn: (s: ApiServer, ctx: { dataDir: string; schema?: string }) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = tempDir(tag);
  let schema: string | undefined;
  if (db === 'postgres') {
    const s = await freshSchema(tag);
    schema = s.schema;
    suite.cleanups.push(s.drop);
  }
  if (!suite.keep) suite.cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startApi({
    dataDir,
    databaseUrl: db === 'postgres' ? BENCH_URL : undefined,
    databaseSchema: schema,
    env: { ...SERVER_ENV, ...env },
  });
  try {
    return await fn(server, { dataDir, schema });
  } finally {
    await server.stop();
  }
}

/** Copies a failed server's log out of its temp DATA_DIR (which the clean-up removes). */
export function keepLog(file: string, name: string): string {
  const to = path.join(os.tmpdir(), `rihla-bench-${name}-${Date.now()}.log`);
  fs.copyFileSync(file, to);
  return to;
}

export async function registerMany(base: string, n: number, tag: string): Promise<Customer[]> {
  return pool(
    Array.from({ length: n }, (_, i) => i),
    8,
    (i) => register(base, `${tag}${i}`),
  );
}

export function statusLine(counts: Map<string, number>): string {
  return [...counts.entries()]
    .sort()
    .map(([k, v]) => `${k}×${v}`)
    .join(' ');
}

export function bump(counts: Map<string, number>, key: string | number, by = 1) {
  counts.set(String(key), (counts.get(String(key)) ?? 0) + by);
}
