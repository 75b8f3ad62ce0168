import fp from 'fastify-plugin';
import type { CustomerRow } from '../../db/schema.ts';
import { LoginGuard } from '../../lib/login-guard.ts';
import { createPasswordPool, type PasswordPool } from '../../lib/password-pool.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hashing off the event loop (worker threads). */
    passwords: PasswordPool;
    /** Per-address and per-account budgets (lib/limits.ts). */
    limiter: RateLimiter;
    /** Delays after failed logins per (account, address). */
    loginGuard: LoginGuard;
  }
  interface FastifyRequest {
    /** Set by loadCustomer / requireCustomer (lib/auth.ts). */
    customer: CustomerRow | null;
    tokenHash: string | null;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const passwords = createPasswordPool({
      threads: config.passwordThreads,
      queueMax: config.passwordQueueMax,
      maxWaitMs: config.passwordQueueWaitMs,
      logN: config.scryptLogN,
    });
    app.decorate('passwords', passwords);
    app.decorate('limiter', new RateLimiter());
    app.decorate('loginGuard', new LoginGuard(config.rateLimits.login.accountMax, config.rateLimits.login.windowMs));
    app.decorateRequest('customer', null);
    app.decorateRequest('tokenHash', null);
    // Expired tokens already answer 401; the clean-up job (plugins/app/jobs.ts) deletes them.
    app.addHook('onClose', async () => {
      await passwords.close();
    });
  },
  { name: 'auth', dependencies: ['mail'] },
);
