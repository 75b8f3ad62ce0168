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

/**
 * The API and the bare server measured in turns (`slices` of each, alternating) rather than one after
 * the other: on a shared machine whose speed drifts by half within a minute, back-to-back runs of
 * 10 s each compared whichever moment each happened to get. req/s is all requests over all slices'
 * time; p50 is the median of the slices' p50 and p99 the highest slice's p99.
 */
export async function cannonInTurns(
  urls: [string, string],
  o: { connections: number; seconds: number; slices?: number },
): Promise<[CannonFigures, CannonFigures]> {
  const slices = o.slices ?? 5;
  const per = Math.max(1, Math.round(o.seconds / slices));
  const runs: CannonFigures[][] = [[], []];
  for (const url of urls) await cannon(url, { connections: o.connections, seconds: 2, warmup: 0 });
  for (let i = 0; i < slices; i++)
    for (const [k, url] of urls.entries())
      runs[k]!.push(await cannon(url, { connections: o.connections, seconds: per, warmup: 0 }));
  const merge = (all: CannonFigures[]): CannonFigures => {
    const p50s = all.map((r) => r.p50).sort((a, b) => a - b);
    const requests = all.reduce((n, r) => n + r.requests, 0);
    return {
      rps: requests / (per * all.length),
      p50: p50s[Math.floor(p50s.length / 2)]!,
      p99: Math.max(...all.map((r) => r.p99)),
      requests,
      non2xx: all.reduce((n, r) => n + r.non2xx, 0),
      errors: all.reduce((n, r) => n + r.errors, 0),
    };
  };
  return [merge(runs[0]!), merge(runs[1]!)];
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
