import fp from 'fastify-plugin';
import { completeEndedBookings } from '../../repositories/booking-lifecycle.ts';
import { sendStatusMail } from '../../lib/booking-mails.ts';

// The completion job (docs/product.md, "States"): every BOOKING_COMPLETION_INTERVAL_S each server
// marks confirmed bookings whose trip has ended as completed and e-mails their customers. No cron
// outside the product; several servers may run it, and completeEndedBookings lets one work at a
// time (a PostgreSQL advisory lock). The timer never keeps the process alive.
export default fp(
  async (app) => {
    const every = app.config.completionIntervalMs;
    if (!(every > 0)) return;
    let running: Promise<void> | null = null;
    const pass = async () => {
      try {
        const done = await completeEndedBookings(app.db);
        for (const id of done)
          await sendStatusMail(app, id, 'completed').catch((err: unknown) =>
            app.log.error({ err, booking: id }, 'completion e-mail failed'),
          );
        if (done.length) app.log.info({ completed: done.length }, 'bookings completed');
      } catch (err) {
        app.log.warn({ err }, 'booking completion job failed; retried at the next interval');
      }
    };
    const run = () => {
      running ??= pass().finally(() => (running = null));
      return running;
    };
    const timer = setInterval(run, every);
    timer.unref();
    // A first pass soon after start, so a server restarted more often than the interval still runs it.
    const first = setTimeout(run, Math.min(every, 30_000));
    first.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    });
  },
  { name: 'booking-completion', dependencies: ['database', 'mail'] },
);
