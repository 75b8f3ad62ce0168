// Failed logins counted per (account, address) (issue 12, item 6). The old per-account budget let
// anyone lock an owner out: ten wrong passwords from anywhere, and the right one from home answered
// 429 for 15 minutes. Now an address that keeps failing for one account waits longer each time
// (30 s, 60 s, 120 s … up to the window), while the owner at an address that has not failed gets in.
// Each address also has its own budget of attempts (RateLimiter, bucket "login").

interface Failures {
  count: number;
  blockedUntil: number;
  lastAt: number;
}

export const FIRST_DELAY_MS = 30_000;

export class LoginGuard {
  private readonly failures = new Map<string, Failures>();
  private lastSweep = Date.now();

  /**
   * @param freeFailures failures an (account, address) may make before delays start
   * @param windowMs how long a failure is remembered, and the longest delay
   */
  private readonly freeFailures: number;
  private readonly windowMs: number;
  constructor(freeFailures: number, windowMs: number) {
    this.freeFailures = freeFailures;
    this.windowMs = windowMs;
  }

  private key = (account: string, address: string) => `${account}\u0000${address}`;

  /** Seconds this address must still wait before trying this account again, else 0. */
  wait(account: string, address: string, now = Date.now()): number {
    this.sweep(now);
    const f = this.failures.get(this.key(account, address));
    return f && f.blockedUntil > now ? Math.ceil((f.blockedUntil - now) / 1000) : 0;
  }

  failed(account: string, address: string, now = Date.now()): void {
    const key = this.key(account, address);
    const f = this.failures.get(key) ?? { count: 0, blockedUntil: 0, lastAt: now };
    f.count++;
    f.lastAt = now;
    const over = f.count - this.freeFailures;
    if (over >= 0) f.blockedUntil = now + Math.min(this.windowMs, FIRST_DELAY_MS * 2 ** Math.min(over, 20));
    this.failures.set(key, f);
  }

  succeeded(account: string, address: string): void {
    this.failures.delete(this.key(account, address));
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, f] of this.failures) if (f.lastAt + this.windowMs <= now && f.blockedUntil <= now) this.failures.delete(k);
  }
}
