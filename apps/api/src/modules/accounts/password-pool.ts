import { Piscina } from 'piscina';
import { errorMessages } from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import type { PasswordTask } from './password-worker.ts';

// Password hashing in its own bounded pool of worker threads (piscina). scrypt at N=2^17 costs about
// 350 ms of CPU and 128 MiB each; on libuv's shared pool 16 logins at once stalled file reads and
// bookings for seconds. Here at most `threads` hashes run at once, at most `queueMax` wait, and the
// next one is answered 503 with Retry-After straight away instead of waiting without bound.

export interface PasswordPoolOptions {
  threads: number;
  queueMax: number;
  /** How long a hash may wait for a thread before the request is answered 503. */
  maxWaitMs: number;
  logN: number;
}

export interface PasswordPool {
  hash(password: string): Promise<string>;
  /** False for a null or malformed hash; the dummy hash is checked for an unknown account (same time). */
  verify(password: string, stored: string | null): Promise<boolean>;
  close(): Promise<void>;
}

const WORKER = new URL('./password-worker.ts', import.meta.url).href;

export function busy(queueMax: number, threads: number): ApiError {
  // A rough wait: the queue ahead drained at about 3 hashes per second per thread.
  const wait = Math.max(1, Math.ceil(queueMax / (3 * threads)));
  return new ApiError(503, errorMessages.serviceUnavailable, undefined, { 'retry-after': String(wait) });
}

export function createPasswordPool(options: PasswordPoolOptions): PasswordPool {
  const pool = new Piscina<PasswordTask, string | boolean>({
    filename: WORKER,
    minThreads: 0,
    maxThreads: options.threads,
    // The waiting happens in `waiting` below, where it is bounded in length and in time.
    maxQueue: options.threads,
    // A worker whose 128 MiB sits idle for a minute is let go.
    idleTimeout: 60_000,
  });
  // At most `threads` hashes run; the rest wait here, at most `queueMax` of them and at most
  // `maxWaitMs` each: a login never hangs behind a flood, it is told to come back (503).
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const next = () => {
    running--;
    const w = waiting.shift();
    if (w) {
      clearTimeout(w.timer);
      w.start();
    }
  };
  const run = (task: PasswordTask) =>
    new Promise<string | boolean>((resolve, reject) => {
      const start = () => {
        running++;
        pool.run(task).then(resolve, reject).finally(next);
      };
      if (running < options.threads) return start();
      if (waiting.length >= options.queueMax) return reject(busy(options.queueMax, options.threads));
      const entry = {
        start,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy(options.queueMax, options.threads));
        }, options.maxWaitMs),
      };
      waiting.push(entry);
    });
  let dummy: Promise<string> | null = null;
  const dummyHash = () => {
    dummy ??= run({ op: 'hash', password: 'dummy-password-0', logN: options.logN }).then(String);
    dummy.catch(() => (dummy = null));
    return dummy;
  };
  return {
    async hash(password) {
      return String(await run({ op: 'hash', password, logN: options.logN }));
    },
    async verify(password, stored) {
      const against = stored ?? (await dummyHash());
      const ok = (await run({ op: 'verify', password, stored: against })) === true;
      return ok && stored !== null;
    },
    close: async () => {
      for (const w of waiting.splice(0)) clearTimeout(w.timer);
      await pool.destroy();
    },
  };
}
