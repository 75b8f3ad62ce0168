import type { FastifyInstance } from 'fastify';
import { securityMessages } from '@rihla/contract';
import type { CustomerRow } from '../../db/schema.ts';
import { customerOf, requireCustomer, toUser } from '../../lib/auth.ts';
import { ApiError } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/limits.ts';
import { newToken, tokenHash } from '../../lib/security.ts';
import { nowIso } from '../../repositories/customers.ts';

// E-mail verification (issue 12, item 2). Registration signs the customer in at once and mails a
// one-time link; until it is opened the account is unverified (GET /api/customer says
// email_verified_at: null) and no social sign-in can join it by e-mail.

export const VERIFY_EMAIL_PATH = '/auth/verify-email';
const TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function sendVerification(app: FastifyInstance, customer: CustomerRow): Promise<void> {
  const { db, mailer, config } = app.ctx;
  const token = newToken();
  await db
    .insertInto('email_verifications')
    .values({
      customer_id: customer.id,
      email: customer.email,
      token_hash: tokenHash(token),
      expires_at: new Date(Date.now() + TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const link = `${config.publicUrl}${VERIFY_EMAIL_PATH}?token=${token}`;
  await mailer.send({
    to: customer.email,
    subject: 'تأكيد البريد الإلكتروني - رحلة',
    text: `مرحبًا ${customer.name}،\n\nشكرًا لتسجيلك في رحلة. اضغط على الرابط التالي لتأكيد بريدك الإلكتروني (صالح لمدة 7 أيام):\n\n${link}\n\nإذا لم تنشئ حسابًا في رحلة فتجاهل هذه الرسالة.\n`,
  });
}

export default async function emailVerificationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post<{ Body: { token: string } }>(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request) => {
      enforceLimit(request, 'reset');
      const now = nowIso();
      const invalid = () =>
        new ApiError(422, securityMessages.verificationInvalid, { token: [securityMessages.verificationInvalid] });
      const row = await db
        .selectFrom('email_verifications')
        .innerJoin('customers', 'customers.id', 'email_verifications.customer_id')
        .select([
          'email_verifications.id',
          'email_verifications.customer_id',
          'email_verifications.email',
          'customers.email as current',
        ])
        .where('email_verifications.token_hash', '=', tokenHash(request.body.token))
        .where('email_verifications.used_at', 'is', null)
        .where('email_verifications.expires_at', '>', now)
        .executeTakeFirst();
      // A link for an address the account no longer has verifies nothing.
      if (!row || row.email !== row.current) throw invalid();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('email_verifications')
          .set({ used_at: now })
          .where('customer_id', '=', row.customer_id)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .updateTable('customers')
          .set({ email_verified_at: now })
          .where('id', '=', row.customer_id)
          .where('email_verified_at', 'is', null)
          .execute();
      });
      return { message: securityMessages.emailVerified };
    },
  );

  app.post(
    '/api/customer/verify-email/resend',
    { schema: { tags: ['customer'], security: [{ bearer: [] }] }, onRequest: requireCustomer },
    async (request) => {
      const customer = customerOf(request);
      if (customer.email_verified_at) return { message: securityMessages.emailVerified, data: { user: toUser(customer) } };
      enforceLimit(request, 'reset', customer.id);
      await sendVerification(app, customer);
      return { message: securityMessages.verificationSent };
    },
  );
}
