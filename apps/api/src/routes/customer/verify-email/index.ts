import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { securityMessages } from '@rihla/contract';
import { customerOf, requireCustomer, toUser, sendVerification } from '../../../modules/accounts/index.ts';
import { enforceLimit } from '../../../platform/rate-limits.ts';

// POST /api/customer/verify-email/resend: another verification link for the signed-in customer.
export default async function resendVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/resend',
    {
      schema: { tags: ['customer'], security: wire.bearer, response: { 200: wire.ResendVerificationResponse } },
      onRequest: requireCustomer,
    },
    async (request) => {
      const customer = customerOf(request);
      if (customer.email_verified_at) return { message: securityMessages.emailVerified, data: { user: toUser(customer) } };
      await enforceLimit(request, 'reset', customer.id);
      await sendVerification(app, customer);
      return { message: securityMessages.verificationSent };
    },
  );
}
