import fp from 'fastify-plugin';
import type { PaymentsContext } from '../context.ts';
import { expireHolds, reconcilePayments, remindHolds, retryRefunds } from '../holds.ts';
import { moyasarGateway } from '../moyasar.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payment's services' context (issue 26); null when the site takes no payment (PAYMENTS=off). */
    payments: PaymentsContext | null;
  }
}

// Online payment (issue 26): the gateway (Moyasar, with the secret key), and its jobs, each run by
// one server at a time every PAYMENT_JOB_INTERVAL_S: holds that run out (payment-holds), their
// reminder (payment-reminders), payments left initiated (payment-reconciliation), refunds to retry
// (payment-refunds).
export default fp(
  async (app) => {
    const settings = app.config.payments;
    if (!settings) {
      app.decorate('payments', null);
      return;
    }
    const ctx: PaymentsContext = {
      db: app.db,
      config: { ...app.config, payments: settings },
      gateway: moyasarGateway({ apiUrl: settings.apiUrl, secretKey: settings.secretKey }),
      log: app.log,
      wakeMail: () => app.mailOutbox.wake(),
    };
    app.decorate('payments', ctx);
    const every = settings.jobIntervalMs;
    app.jobs.add({ name: 'payment-holds', intervalMs: every, run: () => expireHolds(ctx) });
    app.jobs.add({ name: 'payment-reminders', intervalMs: every, run: () => remindHolds(ctx) });
    app.jobs.add({ name: 'payment-reconciliation', intervalMs: every, run: () => reconcilePayments(ctx) });
    app.jobs.add({ name: 'payment-refunds', intervalMs: every, run: () => retryRefunds(ctx) });
  },
  { name: 'payments', dependencies: ['database', 'jobs', 'mail'] },
);
