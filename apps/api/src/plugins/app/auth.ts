import fp from 'fastify-plugin';
import type { CustomerRow } from '../../db/schema.ts';
import { LoginGuard } from '../../lib/login-guard.ts';
import { createPasswordPool, type PasswordPool } from '../../lib/password-pool.ts';
import { MemoryFailureStore, RedisFailureStore } from '../../lib/rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hashing off the event loop (worker threads). */
    passwords: PasswordPool;
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
    const failures = app.redis ? new RedisFailureStore(app.redis, `${config.redisKeyPrefix}fail:`) : new MemoryFailureStore();
    app.decorate('loginGuard', new LoginGuard(failures, config.rateLimits.login.accountMax, config.rateLimits.login.windowMs));
    app.decorateRequest('customer', null);
    app.decorateRequest('tokenHash', null);
    // Expired tokens already answer 401; the clean-up job (plugins/app/jobs.ts) deletes them.
    app.addHook('onClose', async () => {
      await passwords.close();
    });
  },
  { name: 'auth', dependencies: ['mail', 'redis'] },
);
