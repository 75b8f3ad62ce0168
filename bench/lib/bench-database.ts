import fs from 'node:fs';
import { BENCH_URL, freshSchema } from './pg.ts';
import { startApi, tempDir, type ApiServer, type ServerOptions } from './server.ts';
import type { FillTarget } from './trips.ts';

export type BenchDb = 'sqlite' | 'postgres';

/** `--db=sqlite|postgres|both` as the list of databases to run on. */
export function benchDbs(arg: string | undefined): BenchDb[] {
  return (arg === 'both' ? ['sqlite', 'postgres'] : [arg!]) as BenchDb[];
}

/**
 * Runs `fn` on an empty database of the kind: a temp DATA_DIR (the SQLite file, uploads, the log)
 * and, on PostgreSQL, a fresh schema in rihla_bench. Both are removed afterwards, also when `fn`
 * throws, so a failed run leaves nothing behind. `dataDir` reuses a folder a previous run filled, and
 * is kept.
 */
export async function withBenchDatabase<T>(
  db: BenchDb,
  options: { tag: string; dataDir?: string },
  fn: (target: FillTarget) => Promise<T>,
): Promise<T> {
  const dataDir = options.dataDir || tempDir(`${options.tag}-${db}`);
  let drop = async () => {};
  try {
    let schema: string | undefined;
    if (db === 'postgres') ({ schema, drop } = await freshSchema(options.tag));
    return await fn({ dataDir, schema, databaseUrl: db === 'postgres' ? BENCH_URL : undefined });
  } finally {
    await drop();
    // A folder the caller named (a filled database to reuse) is theirs to keep.
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the API on `target`, runs `fn` against it and stops it, also when `fn` throws. */
export async function withApi<T>(
  target: FillTarget,
  options: Partial<ServerOptions>,
  fn: (api: ApiServer) => Promise<T>,
): Promise<T> {
  const api = await startApi({ ...target, databaseSchema: target.schema, ...options });
  try {
    return await fn(api);
  } finally {
    await api.stop();
  }
}
