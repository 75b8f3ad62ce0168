import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './server.ts';

export interface CannonFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** autocannon against one URL: a short warm-up, then the measured run. */
export async function cannon(url: string, o: { connections: number; seconds: number; warmup?: number }): Promise<CannonFigures> {
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ url, connections: o.connections, duration, timeout: 30 }, (err, res) => (err ? reject(err) : resolve(res)));
    });
  if (o.warmup ?? 2) await run(o.warmup ?? 2);
  const r = await run(o.seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/** A bare node:http server in its own process answering `body` — the ceiling for a body that size. */
export async function startBare(body: Buffer, dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const file = path.join(dir, `bare-${body.length}-${Date.now()}.json`);
  fs.writeFileSync(file, body);
  const port = await freePort();
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'bare-server.ts'), [file, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
