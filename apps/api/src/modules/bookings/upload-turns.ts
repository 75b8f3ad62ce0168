import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

// How many of one account's bookings may be having their files made safe at once, across every
// server (modules/bookings/upload-pool.ts). Each server also runs them one at a time in its own pool;
// without a shared count, three servers behind nginx gave one account three times the slots.

/** Gives a turn back. */
export type TurnRelease = () => Promise<void>;

export interface UploadTurns {
  /** Takes one of the account's turns: its release, or null when `limit` are already in flight. */
  enter(customerId: number, limit: number): Promise<TurnRelease | null>;
}

const free: TurnRelease = async () => {};

/** One server (no REDIS_URL): its own pool's count is the only one, so there is nothing to share. */
export const localTurns: UploadTurns = { enter: async () => free };

// Each turn is a member of the account's sorted set, scored by when its lease ends (Redis's clock,
// so the servers' clocks need not agree). A server renews its turns' leases while they run, so a
// killed server's turns stop counting one lease after its death: a count in one key would keep them
// for as long as the account went on booking. The script is atomic: the check and the taking.
// KEYS: the account's set. ARGV: the limit, the lease in ms, the turn's name.
const ENTER = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;
// KEYS: the sets of this server's turns. ARGV: the lease, then each turn's name (in KEYS' order).
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, key in ipairs(KEYS) do
  if redis.call('ZADD', key, 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[i + 1]) == 1 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
end
return #KEYS
`;
const LEAVE = `
redis.call('ZREM', KEYS[1], ARGV[1])
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * The turns in Redis, shared by the servers, each on a lease of `leaseMs` renewed every third of it
 * while the turn lasts. Redis away: the turn is taken as free (each server's own count still holds),
 * never a refused booking; `onError` says so, once until Redis answers again.
 */
export function redisTurns(redis: Redis, prefix: string, leaseMs: number, onError: (err: unknown) => void): UploadTurns {
  let failing = false;
  const call = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      const answer = await run();
      failing = false;
      return answer;
    } catch (err) {
      if (!failing) onError(err);
      failing = true;
      return fallback;
    }
  };
  /** This server's turns in flight: name → the account's set. */
  const held = new Map<string, string>();
  let renewer: NodeJS.Timeout | undefined;
  const renew = () => call(() => redis.eval(RENEW, held.size, ...held.values(), leaseMs, ...held.keys()), null);
  const hold = (name: string, key: string) => {
    held.set(name, key);
    renewer ??= setInterval(() => void renew(), Math.max(1, Math.floor(leaseMs / 3))).unref();
  };
  const drop = (name: string) => {
    held.delete(name);
    if (held.size === 0 && renewer) {
      clearInterval(renewer);
      renewer = undefined;
    }
  };
  return {
    async enter(customerId, limit) {
      const key = `${prefix}${customerId}`;
      const name = randomUUID();
      const taken = await call(async () => (await redis.eval(ENTER, 1, key, limit, leaseMs, name)) === 1, null);
      if (taken === null) return free;
      if (!taken) return null;
      hold(name, key);
      return async () => {
        drop(name);
        await call(() => redis.eval(LEAVE, 1, key, name), null);
      };
    },
  };
}
