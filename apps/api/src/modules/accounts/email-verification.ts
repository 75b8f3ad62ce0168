import type { FastifyInstance } from 'fastify';
import type { CustomerRow } from '../../platform/db/schema.ts';
import { createVerification } from './repositories/email-verifications.ts';
import { newToken, tokenHash } from '../../platform/tokens.ts';

// E-mail verification (issue 12, item 2). Registration signs the customer in at once and mails a
// one-time link; until it is opened the account is unverified (GET /api/customer says
// email_verified_at: null) and no social sign-in can join it by e-mail.

export const VERIFY_EMAIL_PATH = '/auth/verify-email';
const TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function sendVerification(app: FastifyInstance, customer: CustomerRow): Promise<void> {
  const { mailOutbox, config } = app;
  const token = newToken();
  const link = `${config.publicUrl}${VERIFY_EMAIL_PATH}?token=${token}`;
  await mailOutbox.queue(
    {
      to: customer.email,
      subject: 'تأكيد البريد الإلكتروني - رحلة',
      text: `مرحبًا ${customer.name}،\n\nشكرًا لتسجيلك في رحلة. اضغط على الرابط التالي لتأكيد بريدك الإلكتروني (صالح لمدة 7 أيام):\n\n${link}\n\nإذا لم تنشئ حسابًا في رحلة فتجاهل هذه الرسالة.\n`,
    },
    // The link's row and its e-mail in one transaction.
    (trx) =>
      createVerification(trx, {
        customerId: customer.id,
        email: customer.email,
        hash: tokenHash(token),
        expiresAt: new Date(Date.now() + TTL_MS).toISOString(),
      }),
  );
}
