// `./rihla cluster [--servers N] [--port P]`: the product as a cluster on this machine: nginx on
// http://localhost:P (default 8080) in front of N API servers (default 3) on PostgreSQL (database
// rihla_cluster) and Redis (database 1 of 127.0.0.1:6379). The rihla script has started PostgreSQL
// and Redis, created the database and built the web app; Ctrl-C stops everything this started.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startNginx } from './nginx.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { servers: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
});
const servers = Math.max(1, Number(values.servers));
const port = Number(values.port);
const firstApiPort = port + 1;
const base = path.join(ROOT, 'var', 'cluster');
const database = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rihla_cluster';
const redis = process.env.REDIS_URL || 'redis://127.0.0.1:6379/1';

/** Every server must decrypt every other's passport files: one key for all, kept beside their data. */
function filesKey(): string {
  const file = path.join(base, 'files.key');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

const children: ChildProcess[] = [];
function startApi(n: number): Promise<void> {
  const apiPort = firstApiPort + n;
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(base, `api-${apiPort}`),
      DATABASE_URL: database,
      REDIS_URL: redis,
      FILES_KEY: filesKey(),
      // nginx, on this machine, is the only proxy whose X-Forwarded-For counts.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  });
  children.push(child);
  const health = `http://127.0.0.1:${apiPort}/api/health`;
  return (async () => {
    while (
      !(await fetch(health).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`rihla cluster: the API server on port ${apiPort} exited`);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
}

fs.mkdirSync(base, { recursive: true, mode: 0o700 });
// The first server migrates and seeds an empty database alone; the others start on what it made.
await startApi(0);
await Promise.all(Array.from({ length: servers - 1 }, (_, i) => startApi(i + 1)));
const nginx = await startNginx({
  dir: path.join(base, 'nginx'),
  port,
  upstreams: Array.from({ length: servers }, (_, i) => firstApiPort + i),
  webDist: path.join(ROOT, 'apps/web/dist'),
});
console.log(
  `rihla cluster: http://localhost:${port} → nginx → ${servers} API servers on ports ${firstApiPort}–${firstApiPort + servers - 1}`,
);
console.log(
  `  PostgreSQL ${database.replace(/\/\/[^@]*@/, '//')}, Redis ${redis}, data in ${path.relative(ROOT, base)}/; Ctrl-C stops`,
);

async function stop() {
  await nginx.stop();
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
