import path from 'node:path';
import fp from 'fastify-plugin';
import { deleteOldOutboxFiles, outboxMailer, smtpMailer } from '../mail/transports.ts';
import { MailSender } from '../mail/outbox.ts';
import { deleteFinishedMail } from '../mail/outbox-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every e-mail goes through it: queue(mail), or enqueueMail in a transaction then wake(). */
    mailOutbox: MailSender;
  }
}

// Mail through the outbox table (platform/mail/outbox.ts), delivered through SMTP_URL, or into
// $DATA_DIR/outbox when there is none (development, tests).
export default fp(
  async (app) => {
    const { config } = app;
    const outboxDir = path.join(config.dataDir, 'outbox');
    const transport = config.smtpUrl
      ? await smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(outboxDir, config.mailFrom);
    const sender = new MailSender({
      db: app.db,
      transport,
      log: app.log,
      intervalMs: config.mail.sendIntervalMs,
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
      retryMaxMs: config.mail.retryMaxMs,
    });
    app.decorate('mailOutbox', sender);
    // Delivered and given-up messages are kept MAIL_KEEP_DAYS, then deleted.
    app.jobs.add({
      name: 'old-mail',
      intervalMs: config.cleanupIntervalMs,
      run: () => deleteFinishedMail(app.db, new Date(Date.now() - config.mail.keepMs).toISOString()),
    });
    // The .eml files of the outbox folder too (no SMTP: development, tests, a server without mail).
    if (!config.smtpUrl)
      app.jobs.add({
        name: 'old-mail-files',
        intervalMs: config.cleanupIntervalMs,
        run: () => deleteOldOutboxFiles(outboxDir, Date.now() - config.mail.keepMs),
      });
    // Starts once listening (or ready, under inject): the first pass delivers what a previous run left.
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => {
      await sender.stop();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
