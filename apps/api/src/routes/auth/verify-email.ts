import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { securityMessages } from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import { enforceLimit } from '../../platform/rate-limits.ts';
import { tokenHash } from '../../platform/tokens.ts';
import { openVerification, verifyEmail } from '../../modules/accounts/index.ts';
import { nowIso } from '../../platform/db/constraints.ts';

// POST /api/auth/verify-email: the link mailed at registration (modules/accounts/email-verification.ts).
export default async function emailVerificationRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: { token: string } }>(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: wire.VerifyEmailBody,
        response: { 200: wire.MessageBody },
      },
    },
    async (request) => {
      await enforceLimit(request, 'reset');
      const now = nowIso();
      const row = await openVerification(db, tokenHash(request.body.token), now);
      // A link for an address the account no longer has verifies nothing.
      if (!row || row.email !== row.current)
        throw new ApiError(422, securityMessages.verificationInvalid, { token: [securityMessages.verificationInvalid] });
      await verifyEmail(db, row.customer_id, now);
      return { message: securityMessages.emailVerified };
    },
  );
}
