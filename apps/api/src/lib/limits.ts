import type { FastifyRequest } from 'fastify';
import { errorMessages } from '@rihla/contract';
import type { Config } from '../config.ts';
import { ApiError } from './errors.ts';

/** 429 with Retry-After when the client IP or the account has used up this window's budget. */
export function enforceLimit(
  request: FastifyRequest,
  bucket: keyof Config['rateLimits'],
  account?: string | number | null,
): void {
  const { limiter, config } = request.server;
  const wait = limiter.check(bucket, config.rateLimits[bucket], request.ip, account);
  if (wait > 0) throw new ApiError(429, errorMessages.tooManyRequests, undefined, { 'retry-after': String(wait) });
}
