import type { FailureRule, FailureStore } from '../../platform/rate-limit-store.ts';

// Failed logins counted per (account, address) (issue 12, item 6). The old per-account budget let
// anyone lock an owner out: ten wrong passwords from anywhere, and the right one from home answered
// 429 for 15 minutes. Now an address that keeps failing for one account waits longer each time
// (30 s, 60 s, 120 s … up to the window), while the owner at an address that has not failed gets in.
// Each address also has its own budget of attempts (platform/rate-limits.ts, bucket "login"). The counts live
// in a FailureStore: memory for one server, Redis for several (platform/rate-limit-store.ts).

export const FIRST_DELAY_MS = 30_000;

export class LoginGuard {
  private readonly store: FailureStore;
  private readonly rule: FailureRule;

  /**
   * @param freeFailures failures an (account, address) may make before delays start
   * @param windowMs how long a failure is remembered, and the longest delay
   */
  constructor(store: FailureStore, freeFailures: number, windowMs: number) {
    this.store = store;
    this.rule = { free: freeFailures, windowMs, firstDelayMs: FIRST_DELAY_MS };
  }

  private key = (account: string, address: string) => `${account}\u0000${address}`;

  /** Seconds this address must still wait before trying this account again, else 0. */
  async wait(account: string, address: string, now = Date.now()): Promise<number> {
    return Math.ceil((await this.store.blockedMs(this.key(account, address), now)) / 1000);
  }

  failed(account: string, address: string, now = Date.now()): Promise<void> {
    return this.store.fail(this.key(account, address), this.rule, now);
  }

  succeeded(account: string, address: string): Promise<void> {
    return this.store.clear(this.key(account, address));
  }
}
