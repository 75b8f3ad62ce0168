import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { customerOf, requireCustomer } from '../../../modules/accounts/index.ts';
import { bookingPassports, passportSealer } from '../../../modules/bookings/index.ts';
import {
  confirmIdentity,
  deleteAccount,
  deletionMessages,
  personalData,
  reauthMessages,
  sendReauthCode,
} from '../../../modules/privacy/index.ts';
import { notFound } from '../../../platform/http-errors.ts';
import { enforceLimit } from '../../../platform/rate-limits.ts';
import credentialRoutes from './credentials.ts';

// /api/customer/account: the customer's data rights (issue 29, items 7–8; docs/security.md). Both
// ask for the password again, or a code e-mailed on asking (accounts without a password), and are
// rate limited like sign-in: a stolen session can neither take nor erase the data.
export default async function accountRoutes(app: FastifyInstance) {
  const { db } = app;
  await app.register(credentialRoutes);

  app.post<{ Body: { purpose: 'export' | 'delete' } }>(
    '/code',
    {
      schema: {
        tags: ['customer'],
        summary: 'E-mails a six-digit code that confirms an export or a deletion',
        security: wire.bearer,
        body: wire.ReauthCodeBody,
        response: { 200: wire.MessageBody },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      await enforceLimit(request, 'login');
      const purpose = request.body.purpose === 'export' ? 'تنزيل بياناتك' : 'حذف حسابك';
      await sendReauthCode(app, customerOf(request), purpose);
      return { message: reauthMessages.codeSent };
    },
  );

  app.post<{ Body: { password?: string; code?: string } }>(
    '/export',
    {
      schema: {
        tags: ['customer'],
        summary: 'Everything held about the customer, as a JSON download (password or e-mailed code)',
        security: wire.bearer,
        body: wire.ReauthBody,
      },
      onRequest: requireCustomer,
    },
    async (request, reply) => {
      await enforceLimit(request, 'login');
      const customer = customerOf(request);
      await confirmIdentity(app, customer, request.body);
      const exported = await personalData(db, customer.id, {
        booking: bookingPassports(app.filesCipher),
        saved: passportSealer(app.filesCipher),
      });
      if (!exported) throw notFound();
      const day = exported.exported_at.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="rihla-my-data-${day}.json"`)
        .send(JSON.stringify(exported, null, 2));
    },
  );

  app.post<{ Body: { password?: string; code?: string } }>(
    '/delete',
    {
      schema: {
        tags: ['customer'],
        summary: 'Deletes the account: personal data erased, what the law keeps pseudonymised (password or e-mailed code)',
        security: wire.bearer,
        body: wire.ReauthBody,
        response: { 200: wire.MessageBody },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      await enforceLimit(request, 'login');
      const customer = customerOf(request);
      await confirmIdentity(app, customer, request.body);
      await deleteAccount(app, customer);
      request.log.info({ customer: customer.id }, 'account deleted by its customer');
      return { message: deletionMessages.deleted };
    },
  );
}
