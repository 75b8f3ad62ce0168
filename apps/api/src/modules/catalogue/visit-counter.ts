// Trip visits counted in batches (issue 16, item 4): a page view only adds to a count in memory; every
// VISITS_FLUSH_INTERVAL_S the counts are written, one UPDATE per trip (modules/catalogue/repositories/trips.ts,
// addVisits), and once more on close. A read never waits for or fails on that write: a flush that
// fails is logged and its counts kept for the next one. What a crash loses is at most one interval's
// views, which only order the "most visited" sort.

export interface VisitCounterOptions {
  /** Adds each trip's count to its row; throws when the database refuses. */
  write: (counts: Map<number, number>) => Promise<void>;
  intervalMs: number;
  log: { warn(o: object, m: string): void };
  /** More distinct trips than this waiting: flush early rather than grow. */
  maxPending?: number;
}

export class VisitCounter {
  private pending = new Map<number, number>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly maxPending: number;
  private readonly o: VisitCounterOptions;

  constructor(options: VisitCounterOptions) {
    this.o = options;
    this.maxPending = options.maxPending ?? 10_000;
  }

  start(): void {
    if (this.o.intervalMs > 0 && !this.timer) {
      this.timer = setInterval(() => void this.flush(), this.o.intervalMs);
      this.timer.unref();
    }
  }

  /** One view of trip `id`. Never throws, never waits. */
  count(id: number): void {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    // Without an interval every view is written at once (the old behaviour, kept for a setting of 0).
    if (this.o.intervalMs <= 0 || this.pending.size >= this.maxPending) void this.flush();
  }

  /** Writes what is counted so far; resolves when it is written or, on failure, kept for the next flush. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.o
      .write(batch)
      .catch((err: unknown) => {
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.o.log.warn({ err, trips: batch.size }, 'visits not written; kept for the next flush');
      })
      .finally(() => (this.flushing = null));
    await this.flushing;
  }

  /** Stops the timer and writes what is left (on close). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
