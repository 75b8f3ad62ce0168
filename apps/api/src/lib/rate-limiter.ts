import type { RateLimit } from '../config.ts';

// Fixed-window counters in memory, one per (bucket, key). Enough for one process; a cluster would
// put these in a shared store.
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  /** Counts one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, max: number, windowMs: number, now = Date.now()): number {
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > max ? Math.ceil((w.resetAt - now) / 1000) : 0;
  }

  /** Checks the per-IP and (when known) per-account budgets of one limit. */
  check(bucket: string, limit: RateLimit, ip: string, account?: string | number | null): number {
    const byIp = this.hit(`${bucket}:ip:${ip}`, limit.ipMax, limit.windowMs);
    const byAccount =
      account == null || account === '' ? 0 : this.hit(`${bucket}:acct:${account}`, limit.accountMax, limit.windowMs);
    return Math.max(byIp, byAccount);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}
