import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DB, CustomerRow } from './db/schema.ts';
import type { Dialect } from './db/database.ts';
import type { Mailer } from './lib/mail.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { PasswordPool } from './lib/password-pool.ts';
import type { LoginGuard } from './lib/login-guard.ts';

// What every route needs, decorated once onto the Fastify instance.
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  mailer: Mailer;
  limiter: RateLimiter;
  passwords: PasswordPool;
  loginGuard: LoginGuard;
  uploadsDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    customer: CustomerRow | null;
    tokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** Status and message for this route's validation errors (the spec gives 400 for some forms). */
    invalidStatus?: number;
    invalidMessage?: string;
  }
}
