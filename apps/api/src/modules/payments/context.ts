import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { PaymentsConfig } from '../../payments-config.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { PaymentGateway } from './gateway.ts';

/** What the payments module's services work with (app.payments, or a test's own). */
export interface PaymentsContext {
  db: Kysely<DB>;
  config: Config & { payments: PaymentsConfig };
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Delivers e-mails written to the outbox by a committed change. */
  wakeMail: () => void;
}
