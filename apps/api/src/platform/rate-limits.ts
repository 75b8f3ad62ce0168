import type { FastifyRequest } from 'fastify';
import { errorMessages } from '@rihla/contract';
import { accountOf, type LimitBucket } from './plugins/rate-limit.ts';
import { ApiError } from './http-errors.ts';

// Budgets whose counter cannot be read fail closed: without them a password guesser, an account
// farm or a mail flood would be unlimited while Redis is away. Bookings (and every read, which has
// no budget) fail open: losing a booking costs more than a few uncounted ones.
const FAIL_CLOSED: ReadonlySet<LimitBucket> = new Set(['login', 'register', 'reset']);

/** Seconds a client waits before retrying while the limits' store does not answer. */
export const STORE_DOWN_RETRY_S = 5;

export function limitsUnavailable(): ApiError {
  return new ApiError(503, errorMessages.serviceUnavailable, undefined, { 'retry-after': String(STORE_DOWN_RETRY_S) });
}

/** 429 with Retry-After when the client IP or the account has used up this window's budget. */
export async function enforceLimit(
  request: FastifyRequest,
  bucket: LimitBucket,
  account?: string | number | null,
): Promise<void> {
  const { address, account: perAccount } = request.server.limits[bucket];
  let wait = 0;
  try {
    const byIp = await address(request);
    if (!byIp.isAllowed && byIp.isExceeded) wait = byIp.ttlInSeconds;
    if (account != null && account !== '') {
      accountOf.set(request, String(account));
      const byAccount = await perAccount(request);
      if (!byAccount.isAllowed && byAccount.isExceeded) wait = Math.max(wait, byAccount.ttlInSeconds);
    }
  } catch (err) {
    request.log.warn({ err, bucket }, 'rate limit store unavailable');
    if (FAIL_CLOSED.has(bucket)) throw limitsUnavailable();
    return;
  }
  if (wait > 0) throw new ApiError(429, errorMessages.tooManyRequests, undefined, { 'retry-after': String(Math.max(1, wait)) });
}
