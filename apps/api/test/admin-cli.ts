import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from './helper.ts';

const run = promisify(execFile);

/**
 * `pnpm admin …` run as the operator runs it: a separate process on the test app's database (SQLite
 * file or PostgreSQL schema). Resolves with its output; rejects with its error output when it fails.
 * Asynchronous on purpose: a synchronous child blocks this process's event loop, and a write the test
 * app has begun (the visit counter's flush holds a trip's row in a transaction) could then never
 * finish, while the command waits for that row: the PostgreSQL suite hung so in CI.
 */
export async function adminCli(t: TestApp, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.resolve(import.meta.dirname, '../src/cli/admin.ts'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl, DATABASE_SCHEMA: t.config.databaseSchema! } : {}),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return stdout;
}
