import type { Redis } from 'ioredis';

// How many of one account's bookings may be having their files made safe at once, across every
// server (modules/bookings/upload-pool.ts). Each server also runs them one at a time in its own pool;
// without a shared count, three servers behind nginx gave one account three times the slots.

export interface UploadTurns {
  /** Takes one of the account's turns; false when it already has `limit` in flight. */
  enter(customerId: number, limit: number): Promise<boolean>;
  /** Gives the turn back. */
  leave(customerId: number): Promise<void>;
}

/** One server (no REDIS_URL): its own pool's count is the only one, so there is nothing to share. */
export const localTurns: UploadTurns = {
  enter: async () => true,
  leave: async () => {},
};

// KEYS: the account's count. ARGV: the limit, how long a count outlives its last turn (a server
// killed mid-upload never gives its turn back). One script: the check and the count are atomic.
const ENTER = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if n > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1
`;
const LEAVE = `
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n
`;

/**
 * The count in Redis, shared by the servers. Redis away: the turn is taken as free (each server's own
 * count still holds), never a refused booking; `onError` says so, once until Redis answers again.
 */
export function redisTurns(redis: Redis, prefix: string, ttlMs: number, onError: (err: unknown) => void): UploadTurns {
  const key = (customerId: number) => `${prefix}${customerId}`;
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
  return {
    enter: (customerId, limit) => call(async () => (await redis.eval(ENTER, 1, key(customerId), limit, ttlMs)) === 1, true),
    leave: async (customerId) => {
      await call(() => redis.eval(LEAVE, 1, key(customerId)), null);
    },
  };
}
