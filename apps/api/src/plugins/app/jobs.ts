import fp from 'fastify-plugin';
import { todayIso } from '@rihla/contract';
import { deleteExpiredTokens } from '../../lib/auth.ts';
import { queueStatusMail } from '../../lib/booking-mails.ts';
import { databaseLock, JobRunner, type Job } from '../../lib/job-runner.ts';
import { completeEndedBookings } from '../../repositories/booking-lifecycle.ts';
import { deleteExpiredResets, deleteExpiredVerifications, forgetIdempotencyKeys } from '../../repositories/clean-up.ts';
import { deleteFinishedMail } from '../../repositories/mail-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (lib/job-runner.ts); runNow(name) runs one at once (tests). */
    jobs: JobRunner;
  }
}

// The periodic jobs, one server at a time (lib/job-runner.ts). No cron outside the product.
// - booking-completion (docs/product.md, "States"): every BOOKING_COMPLETION_INTERVAL_S, confirmed
//   bookings whose trip has ended become completed, each with its e-mail in the same transaction.
// - the clean-ups, every CLEANUP_INTERVAL_S: what the reads already ignore, so the tables do not grow.
export default fp(
  async (app) => {
    const { db, config } = app;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const jobs: Job[] = [
      {
        name: 'booking-completion',
        intervalMs: config.completionIntervalMs,
        run: async () => {
          const done = await completeEndedBookings(db, todayIso(), 500, (trx, id) =>
            queueStatusMail({ db: trx, config }, id, 'completed'),
          );
          if (done.length) app.mailOutbox.wake();
          return done.length;
        },
      },
      { name: 'expired-tokens', intervalMs: config.cleanupIntervalMs, run: () => deleteExpiredTokens(db, config) },
      { name: 'expired-password-resets', intervalMs: config.cleanupIntervalMs, run: () => deleteExpiredResets(db, ago(0)) },
      {
        name: 'expired-email-verifications',
        intervalMs: config.cleanupIntervalMs,
        run: () => deleteExpiredVerifications(db, ago(0)),
      },
      {
        name: 'old-idempotency-keys',
        intervalMs: config.cleanupIntervalMs,
        run: () => forgetIdempotencyKeys(db, ago(config.idempotencyKeyTtlMs)),
      },
      { name: 'old-mail', intervalMs: config.cleanupIntervalMs, run: () => deleteFinishedMail(db, ago(config.mail.keepMs)) },
    ];
    const runner = new JobRunner({ jobs, lock: databaseLock(db), log: app.log });
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['database', 'mail'] },
);
