import fp from 'fastify-plugin';
import { nowIso } from '../../../platform/db/constraints.ts';
import type { CustomerRow } from '../../../platform/db/schema.ts';
import { LoginGuard } from '../login-guard.ts';
import { createPasswordPool, type PasswordPool } from '../password-pool.ts';
import { MemoryFailureStore, RedisFailureStore } from '../../../platform/rate-limit-store.ts';
import { deleteExpiredTokens } from '../auth.ts';
import { deleteExpiredResets, deleteExpiredVerifications } from '../repositories/clean-up.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hashing off the event loop (worker threads). */
    passwords: PasswordPool;
    /** Delays after failed logins per (account, address). */
    loginGuard: LoginGuard;
  }
  interface FastifyRequest {
    /** Set by loadCustomer / requireCustomer (modules/accounts/auth.ts). */
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
    // Expired tokens, reset and verification links already answer 401 or 410; the clean-up jobs
    // delete them every CLEANUP_INTERVAL_S (platform/job-runner.ts) so the tables do not grow.
    const every = config.cleanupIntervalMs;
    app.jobs.add({ name: 'expired-tokens', intervalMs: every, run: () => deleteExpiredTokens(app.db, config) });
    app.jobs.add({ name: 'expired-password-resets', intervalMs: every, run: () => deleteExpiredResets(app.db, nowIso()) });
    app.jobs.add({
      name: 'expired-email-verifications',
      intervalMs: every,
      run: () => deleteExpiredVerifications(app.db, nowIso()),
    });
    app.addHook('onClose', async () => {
      await passwords.close();
    });
  },
  { name: 'auth', dependencies: ['mail', 'redis', 'jobs'] },
);
