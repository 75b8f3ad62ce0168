import pg from 'pg';
import { withDefaultUser } from '../src/platform/db/database.ts';

// Each test app on PostgreSQL lives in schema rihla_test_<worker pid>_<random> and drops it when it
// closes. A worker that dies first leaves its schema behind: before and after a run, drop those whose
// process is gone (schemas of live processes belong to a run in progress and are left alone).
const url = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function sweep(): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'rihla\\_test\\_%'",
    );
    for (const { nspname } of rows) {
      const pid = Number(/^rihla_test_(\d+)_/.exec(nspname)?.[1]);
      if (pid && !alive(pid)) await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  await sweep();
  return sweep;
}
