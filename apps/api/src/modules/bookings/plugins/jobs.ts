import fp from 'fastify-plugin';
import { todayIso } from '@rihla/contract';
import { queueStatusMail } from '../booking-mails.ts';
import { completeEndedBookings } from '../repositories/booking-lifecycle.ts';
import { forgetIdempotencyKeys } from '../repositories/idempotency-keys.ts';

// The bookings' periodic jobs (platform/job-runner.ts, one server at a time):
// - booking-completion (docs/product.md, "States"): every BOOKING_COMPLETION_INTERVAL_S, confirmed
//   bookings whose trip has ended become completed, each with its e-mail in the same transaction.
// - old-idempotency-keys, every CLEANUP_INTERVAL_S: keys past IDEMPOTENCY_KEY_HOURS are forgotten.
export default fp(
  async (app) => {
    const { db, config } = app;
    app.jobs.add({
      name: 'booking-completion',
      intervalMs: config.completionIntervalMs,
      run: async () => {
        const done = await completeEndedBookings(db, todayIso(), 500, (trx, id) =>
          queueStatusMail({ db: trx, config }, id, 'completed'),
        );
        if (done.length) app.mailOutbox.wake();
        return done.length;
      },
    });
    app.jobs.add({
      name: 'old-idempotency-keys',
      intervalMs: config.cleanupIntervalMs,
      run: () => forgetIdempotencyKeys(db, new Date(Date.now() - config.idempotencyKeyTtlMs).toISOString()),
    });
  },
  { name: 'booking-jobs', dependencies: ['jobs', 'mail'] },
);
