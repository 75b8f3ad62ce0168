import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort, sleep } from '@rihla/bench/lib/server.ts';

// A private redis-server on a free port for the cluster tests, which stop and start it: never the
// machine's shared one (6379). Nothing is written to disk.

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.setTimeout(500, () => (s.destroy(), resolve(false)));
    s.once('error', () => resolve(false));
    s.once('connect', () => s.write('PING\r\n'));
    s.once('data', (d) => (s.destroy(), resolve(d.toString().startsWith('+PONG'))));
  });
}

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const onExit = () => child?.kill('SIGKILL');
  process.on('exit', onExit);
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
        {
          stdio: 'ignore',
        },
      );
      for (let i = 0; !(await ping(port)); i++) {
        if (i > 100) throw new Error(`redis-server did not answer on ${port}`);
        await sleep(50);
      }
    },
    async stop() {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null) return;
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await gone;
    },
  };
}
