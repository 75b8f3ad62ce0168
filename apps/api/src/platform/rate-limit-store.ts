import type { Redis } from 'ioredis';

// Where failed logins are counted (modules/accounts/login-guard.ts). @fastify/rate-limit counts every request
// that reaches it; this rule counts only failures, forgets a pair on success and grows its delay
// with each failure past the free ones, which the plugin cannot express. So it keeps its own small
// store, with the same two homes: memory for one server, Redis (one Lua script, atomic across
// servers) when REDIS_URL is set.

export interface FailureRule {
  /** Failures allowed before delays start. */
  free: number;
  /** How long a failure is remembered after the last one, and the longest delay. */
  windowMs: number;
  /** The first delay; each further failure doubles it, up to windowMs. */
  firstDelayMs: number;
}

export interface FailureStore {
  /** Counts one failure under `key`; past the free ones, blocks the key for the rule's delay. */
  fail(key: string, rule: FailureRule, now?: number): Promise<void>;
  /** Milliseconds `key` is still blocked, 0 when it is not. */
  blockedMs(key: string, now?: number): Promise<number>;
  /** Forgets the key's failures (a success). */
  clear(key: string): Promise<void>;
}

/** The delay after the count-th failure, 0 while it is still free. */
export function delayAfter(count: number, rule: FailureRule): number {
  const over = count - rule.free;
  return over < 0 ? 0 : Math.min(rule.windowMs, rule.firstDelayMs * 2 ** Math.min(over, 20));
}

export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, { count: number; blockedUntil: number; forgetAt: number }>();
  private lastSweep = Date.now();

  async fail(key: string, rule: FailureRule, now = Date.now()): Promise<void> {
    this.sweep(now);
    const e = this.entries.get(key);
    const count = e && e.forgetAt > now ? e.count + 1 : 1;
    const delay = delayAfter(count, rule);
    this.entries.set(key, {
      count,
      blockedUntil: delay ? now + delay : (e?.blockedUntil ?? 0),
      forgetAt: now + rule.windowMs,
    });
  }

  async blockedMs(key: string, now = Date.now()): Promise<number> {
    const e = this.entries.get(key);
    return e && e.blockedUntil > now ? e.blockedUntil - now : 0;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [k, e] of this.entries) if (e.forgetAt <= now && e.blockedUntil <= now) this.entries.delete(k);
  }
}

// KEYS: the failure count, the block. ARGV: windowMs, free, firstDelayMs. The count is remembered for
// the window after the last failure; the block key lives exactly as long as the delay.
const FAIL_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local over = n - tonumber(ARGV[2])
if over >= 0 then
  local delay = math.min(tonumber(ARGV[1]), tonumber(ARGV[3]) * 2 ^ math.min(over, 20))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return n
`;

export class RedisFailureStore implements FailureStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  async fail(key: string, rule: FailureRule): Promise<void> {
    await this.redis.eval(
      FAIL_SCRIPT,
      2,
      `${this.prefix}n:${key}`,
      `${this.prefix}block:${key}`,
      rule.windowMs,
      rule.free,
      rule.firstDelayMs,
    );
  }

  async blockedMs(key: string): Promise<number> {
    const ttl = await this.redis.pttl(`${this.prefix}block:${key}`);
    return ttl > 0 ? ttl : 0;
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}n:${key}`, `${this.prefix}block:${key}`);
  }
}
