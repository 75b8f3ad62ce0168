import { Piscina } from 'piscina';
import { errorMessages } from '@rihla/contract';
import { ApiError } from './http-errors.ts';

// A pool of worker threads (piscina) for work too heavy for the event loop, bounded twice: at most
// `threads` tasks run at once, at most `queueMax` wait, each at most `maxWaitMs`; past either bound
// the request is answered 503 with Retry-After at once instead of waiting without bound. Password
// hashing (modules/accounts/password-pool.ts) and booking uploads (modules/bookings/upload-pool.ts)
// run here, each in a pool of its own, so neither can starve the other or the event loop.

export interface BoundedPoolOptions {
  /** The worker module (its default export runs one task). */
  filename: string;
  threads: number;
  queueMax: number;
  /** How long a task may wait for a thread before the request is answered 503. */
  maxWaitMs: number;
  /** Tasks one thread finishes per second, roughly: the Retry-After a full queue answers with. */
  perSecond: number;
  /** An idle worker is let go after this long (a worker may hold much memory). */
  idleTimeoutMs?: number;
}

export interface BoundedPool<T, R> {
  run(task: T): Promise<R>;
  close(): Promise<void>;
}

/** 503 with a rough wait: the queue ahead drained at `perSecond` tasks per thread. */
export function poolBusy(queueMax: number, threads: number, perSecond: number): ApiError {
  const wait = Math.max(1, Math.ceil(queueMax / (perSecond * threads)));
  return new ApiError(503, errorMessages.serviceUnavailable, undefined, { 'retry-after': String(wait) });
}

export function createBoundedPool<T, R>(options: BoundedPoolOptions): BoundedPool<T, R> {
  const pool = new Piscina<T, R>({
    filename: options.filename,
    minThreads: 0,
    maxThreads: options.threads,
    // The waiting happens in `waiting` below, where it is bounded in length and in time.
    maxQueue: options.threads,
    idleTimeout: options.idleTimeoutMs ?? 60_000,
  });
  const busy = () => poolBusy(options.queueMax, options.threads, options.perSecond);
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
  return {
    run: (task) =>
      new Promise<R>((resolve, reject) => {
        const start = () => {
          running++;
          pool.run(task).then(resolve, reject).finally(next);
        };
        if (running < options.threads) return start();
        if (waiting.length >= options.queueMax) return reject(busy());
        const entry = {
          start,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            reject(busy());
          }, options.maxWaitMs),
        };
        waiting.push(entry);
      }),
    close: async () => {
      for (const w of waiting.splice(0)) clearTimeout(w.timer);
      await pool.destroy();
    },
  };
}
