import type { FastifyRequest } from 'fastify';
import type { User } from '@rihla/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { CustomerRow, DB } from '../../platform/db/schema.ts';
import { tokenHash } from '../../platform/tokens.ts';
import { unauthenticated } from '../../platform/http-errors.ts';
import * as tokens from './repositories/tokens.ts';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/** When last_used_at is rewritten: at most once an hour per token, so a read is not a write each time. */
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** Resolves the bearer token, if any, to its customer. A bad or expired token on a public route is a guest. */
export async function loadCustomer(request: FastifyRequest): Promise<CustomerRow | null> {
  const token = bearer(request);
  if (!token) return null;
  const hash = tokenHash(token);
  const { db, config } = request.server;
  const session = await tokens.sessionByHash(db, hash);
  request.customer = null;
  request.tokenHash = null;
  if (!session) return null;
  const now = Date.now();
  const usedAt = Date.parse(session.lastUsedAt ?? session.createdAt);
  const expired = now - Date.parse(session.createdAt) > config.tokenMaxAgeMs || now - usedAt > config.tokenIdleMs;
  try {
    if (expired) await tokens.deleteToken(db, hash);
    else if (now - usedAt > TOUCH_AFTER_MS) await tokens.touchToken(db, hash, new Date(now).toISOString());
  } catch (err) {
    // A database that cannot be written (item 9) does not turn a read into an error.
    request.log.warn({ err }, 'could not record the token’s use');
  }
  if (expired) return null;
  request.customer = session.customer;
  request.tokenHash = hash;
  return request.customer;
}

/** Deletes tokens past their idle or absolute expiry (run periodically by the app). */
export async function deleteExpiredTokens(db: Kysely<DB>, config: Config, now = Date.now()): Promise<number> {
  const idle = new Date(now - config.tokenIdleMs).toISOString();
  const absolute = new Date(now - config.tokenMaxAgeMs).toISOString();
  return tokens.deleteTokensOlderThan(db, absolute, idle);
}

/** onRequest hook of every customer route (before the body is read): no valid token, 401. */
export async function requireCustomer(request: FastifyRequest): Promise<void> {
  if (!(await loadCustomer(request))) throw unauthenticated();
}

export function customerOf(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw unauthenticated();
  return request.customer;
}

export function toUser(c: CustomerRow): User {
  return {
    id: c.id,
    name: c.name,
    avatar: c.avatar,
    email: c.email,
    birthday: c.birthday,
    gender: c.gender === 'male' || c.gender === 'female' ? c.gender : null,
    country_code: c.country_code,
    phone_number: c.phone_number ?? '',
    email_verified_at: c.email_verified_at ?? null,
  };
}
