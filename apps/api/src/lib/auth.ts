import type { FastifyRequest } from 'fastify';
import type { User } from '@rihla/contract';
import type { CustomerRow } from '../db/schema.ts';
import { tokenHash } from './security.ts';
import { unauthenticated } from './errors.ts';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/** Resolves the bearer token, if any, to its customer. A bad token on a public route is a guest. */
export async function loadCustomer(request: FastifyRequest): Promise<CustomerRow | null> {
  const token = bearer(request);
  if (!token) return null;
  const hash = tokenHash(token);
  const row = await request.server.ctx.db
    .selectFrom('access_tokens')
    .innerJoin('customers', 'customers.id', 'access_tokens.customer_id')
    .selectAll('customers')
    .where('access_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  request.customer = row ?? null;
  request.tokenHash = row ? hash : null;
  return request.customer;
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
  };
}
