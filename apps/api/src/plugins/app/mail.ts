import path from 'node:path';
import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from '../../lib/mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

// Mail through SMTP_URL, or into $DATA_DIR/outbox when there is none (development, tests).
export default fp(
  async (app) => {
    const { config } = app;
    const mailer = config.smtpUrl
      ? await smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['uploads'] },
);
