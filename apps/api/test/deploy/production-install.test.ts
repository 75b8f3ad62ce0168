import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPg } from '../helper.ts';

// Item 7 of issue 16: a production install is the documented build step, then exactly
// `pnpm --filter @rihla/api --prod deploy <dir>`, and its `node src/server.ts` must start. Before,
// it died with ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING (@rihla/contract shipped as TypeScript
// inside node_modules; platform/installed-packages.ts). The same on both engines, so it runs once (SQLite).

const root = path.resolve(import.meta.dirname, '../../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-deploy-'));
let server: ReturnType<typeof spawn> | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function health(url: string, deadline: number, log: () => string): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(2000) });
    } catch {
      if (server?.exitCode !== null) throw new Error(`the deployed server exited (${server?.exitCode}):\n${log()}`);
      if (Date.now() > deadline) throw new Error(`no answer from ${url}:\n${log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe.skipIf(isPg)('production install', () => {
  it('builds, deploys, and the deployed server answers /api/health', { timeout: 180_000 }, async () => {
    const pnpm = (...args: string[]) => execFileSync('pnpm', args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    pnpm('--filter', '@rihla/contract', 'run', 'build');
    const dir = path.join(work, 'app');
    pnpm('--filter', '@rihla/api', '--prod', 'deploy', dir);
    // Only the built JavaScript of the contract is installed, not its sources or tests.
    const contract = path.join(dir, 'node_modules/@rihla/contract');
    expect(fs.existsSync(path.join(contract, 'dist/index.js'))).toBe(true);
    expect(fs.existsSync(path.join(contract, 'src'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'test'))).toBe(false);

    const port = await freePort();
    const logFile = path.join(work, 'server.log');
    const fd = fs.openSync(logFile, 'w');
    server = spawn(process.execPath, ['src/server.ts'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        WEB_DIST: path.join(work, 'no-web'),
        LOG_LEVEL: 'warn',
        SCRYPT_LOG_N: '10',
      },
      stdio: ['ignore', fd, fd],
    });
    fs.closeSync(fd);
    const res = await health(`http://127.0.0.1:${port}/api/health`, Date.now() + 60_000, () => fs.readFileSync(logFile, 'utf8'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
    // A route that validates with the contract's schemas answers from the built JavaScript.
    const trips = await fetch(`http://127.0.0.1:${port}/api/trips?page=1`);
    expect(trips.status).toBe(200);
    // The operator's CLI, the install's other entry, loads too.
    const listed = execFileSync(process.execPath, ['src/cli/admin.ts', 'bookings', '--limit', '1'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(listed).toBeTypeOf('string');
  });
});
