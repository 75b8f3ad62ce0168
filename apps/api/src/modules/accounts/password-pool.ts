import { createBoundedPool } from '../../platform/bounded-pool.ts';
import type { PasswordTask } from './password-worker.ts';

// Password hashing in its own bounded pool of worker threads (platform/bounded-pool.ts). scrypt at
// N=2^17 costs about 350 ms of CPU and 128 MiB each; on libuv's shared pool 16 logins at once
// stalled file reads and bookings for seconds. Here at most `threads` hashes run at once, at most
// `queueMax` wait, and the next one is answered 503 with Retry-After straight away instead of
// waiting without bound.

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

export function createPasswordPool(options: PasswordPoolOptions): PasswordPool {
  // A worker whose 128 MiB sits idle for a minute is let go (the pool's default).
  const pool = createBoundedPool<PasswordTask, string | boolean>({
    filename: WORKER,
    threads: options.threads,
    queueMax: options.queueMax,
    maxWaitMs: options.maxWaitMs,
    // Retry-After: the queue ahead drained at about 3 hashes per second per thread.
    perSecond: 3,
  });
  const run = (task: PasswordTask) => pool.run(task);
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
    close: () => pool.close(),
  };
}
