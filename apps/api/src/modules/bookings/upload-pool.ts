// sharp is loaded by the main thread before any worker is: on glibc Linux its shared libraries
// must outlive the worker threads that use them (sharp's documentation, "Worker threads").
import 'sharp';
import { errorMessages, travellerField } from '@rihla/contract';
import { createBoundedPool, type BoundedPool } from '../../platform/bounded-pool.ts';
import { ApiError } from '../../platform/http-errors.ts';
import type { TempFile } from './parse-booking.ts';
import type { UploadResult, UploadTask } from './upload-worker.ts';
import { bookingError } from './validate-booking.ts';
import { localTurns, type UploadTurns } from './upload-turns.ts';

// Booking uploads are made safe (pictures decoded and re-encoded, PDFs searched) only once the rest
// of the booking has been checked and can succeed (issue 29, finding 1), and then in a bounded pool
// of worker threads (platform/bounded-pool.ts): a flood of large pictures waits there, at most
// UPLOAD_QUEUE_MAX bookings for at most UPLOAD_QUEUE_WAIT_S, or is answered 503 with Retry-After,
// while the event loop goes on serving everyone else. One customer's bookings take their turns: one
// in the pool at a time, at most ACCOUNT_WAITING more waiting for it (a double-tapped button, a
// retry racing its first try), and the next one is answered 429. A flood from one account so takes
// one thread at most and never fills the queue others wait in. With several servers the account's
// count is shared (upload-turns.ts): its bookings in flight stay at most ACCOUNT_WAITING + 1 in all.

export interface UploadPoolOptions {
  threads: number;
  queueMax: number;
  maxWaitMs: number;
  /** The account's turns across servers (upload-turns.ts); this server's own count when alone. */
  turns?: UploadTurns;
}

export interface UploadPool {
  /** Sanitises a booking's kept files in place and sets their stored type and size; 400 naming a refused one. */
  clean(customerId: number, files: TempFile[]): Promise<void>;
  close(): Promise<void>;
}

const WORKER = new URL('./upload-worker.ts', import.meta.url).href;
const ACCOUNT_WAITING = 2;

export function createUploadPool(options: UploadPoolOptions): UploadPool {
  const pool: BoundedPool<UploadTask, UploadResult> = createBoundedPool({
    filename: WORKER,
    threads: options.threads,
    queueMax: options.queueMax,
    maxWaitMs: options.maxWaitMs,
    // A booking's files take about half a second (a few photos of a phone camera).
    perSecond: 2,
  });
  const turns = new Map<number, { pending: number; last: Promise<void> }>();
  const shared = options.turns ?? localTurns;
  const tooMany = () => new ApiError(429, errorMessages.tooManyRequests, undefined, { 'retry-after': '5' });
  const run = async (files: TempFile[]) => {
    const results = await pool.run({ files: files.map((f) => ({ path: f.tmpPath, mime: f.mime! })) });
    const errors: Record<string, string[]> = {};
    files.forEach((f, i) => {
      const r = results[i]!;
      f.mime = r.mime;
      if (r.size !== null) f.size = r.size;
      if (!r.mime) errors[travellerField(f.field, f.index)] = [r.refusal ?? errorMessages.fileInvalidType];
    });
    if (Object.keys(errors).length) throw bookingError(errors);
  };
  return {
    async clean(customerId, files) {
      if (!files.length) return;
      const turn = turns.get(customerId) ?? { pending: 0, last: Promise.resolve() };
      if (turn.pending > ACCOUNT_WAITING) throw tooMany();
      // Taken here before the shared count is asked, so this server's count holds while Redis answers.
      turn.pending++;
      turns.set(customerId, turn);
      const release = () => {
        if (--turn.pending === 0) turns.delete(customerId);
      };
      const leave = await shared.enter(customerId, ACCOUNT_WAITING + 1);
      if (!leave) {
        release();
        throw tooMany();
      }
      const before = turn.last;
      let done!: () => void;
      turn.last = new Promise<void>((resolve) => (done = resolve));
      try {
        await before;
        await run(files);
      } finally {
        done();
        release();
        await leave();
      }
    },
    close: () => pool.close(),
  };
}
