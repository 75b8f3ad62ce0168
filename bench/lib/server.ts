import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Starts the real API (`node apps/api/src/server.ts`) as a child process on a free 127.0.0.1 port with
// its own DATA_DIR under a temp folder, waits for /api/health, and kills it at the end.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/src/server.ts');

/**
 * The API's rate limits (apps/api/src/config.ts, RATE_LIMIT_<BUCKET>_<IP|ACCOUNT>_MAX) relaxed for load
 * runs: every client here shares one IP, 127.0.0.1, so a real site's per-IP budget would answer 429.
 */
export const RELAXED_LIMITS: Record<string, string> = Object.fromEntries(
  ['LOGIN', 'REGISTER', 'RESET', 'BOOKING', 'VITALS'].flatMap((b) => [
    [`RATE_LIMIT_${b}_IP_MAX`, '100000000'],
    [`RATE_LIMIT_${b}_ACCOUNT_MAX`, '100000000'],
  ]),
);

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `rihla-bench-${prefix}-`));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  dataDir: string;
  /** postgres://… or undefined for SQLite under dataDir. */
  databaseUrl?: string;
  databaseSchema?: string;
  env?: Record<string, string>;
  port?: number;
  /** How long to wait for /api/health (start-up migrates, seeds and recovers uploads). */
  startTimeoutMs?: number;
  logName?: string;
}

export interface ApiServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  alive(): boolean;
}

const running = new Set<ChildProcess>();
let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const c of running) {
      try {
        c.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      for (const c of running) c.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export async function startApi(opts: ServerOptions): Promise<ApiServer> {
  hookExit();
  const port = opts.port ?? (await freePort());
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const logFile = path.join(opts.dataDir, opts.logName ?? 'server.log');
  const fd = fs.openSync(logFile, 'a');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // No web build for the API benchmarks unless asked: the SPA fallback is not what they measure.
    WEB_DIST: path.join(opts.dataDir, 'no-web'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.databaseSchema ? { DATABASE_SCHEMA: opts.databaseSchema } : {}),
    ...opts.env,
  };
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  running.add(child);
  let spawnError: Error | undefined;
  child.on('error', (e) => (spawnError = e));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      exitCode = code ?? (signal ? -1 : null);
      resolve(exitCode);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 120_000);
  for (;;) {
    if (spawnError) throw new Error(`could not start the API: ${spawnError.message}`);
    if (exitCode !== undefined) {
      throw new Error(`API exited (${exitCode}) during start-up; log ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `API did not answer /api/health within ${opts.startTimeoutMs ?? 120_000} ms; log ${logFile}:\n${tail(logFile)}`,
      );
    }
    await sleep(100);
  }
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (exitCode !== undefined) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    url,
    port,
    dataDir: opts.dataDir,
    child,
    logFile,
    exited,
    alive: () => exitCode === undefined,
    kill,
    stop: () => kill('SIGTERM'),
  };
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
