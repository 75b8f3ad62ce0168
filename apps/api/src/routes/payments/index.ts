import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { GatewayError, receiveWebhook, type WebhookEvent } from '../../modules/payments/index.ts';
import { ApiError, notFound } from '../../platform/http-errors.ts';

// /api/payments: what the payment gateway calls (issue 26). Moyasar's webhook carries the account's
// secret token in its body (modules/payments/webhook.ts); a wrong one changes nothing and answers
// 401. An unknown payment answers 200 (logged), so the gateway stops resending it; a payment the
// gateway cannot be asked about now answers 503, so it resends the event later.
export default async function paymentRoutes(app: FastifyInstance) {
  app.post<{ Body: WebhookEvent }>(
    '/moyasar/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Moyasar's webhook (payment_paid, payment_failed, payment_refunded, …); authenticated by its secret token",
        body: wire.MoyasarWebhookBody,
        response: { 200: wire.WebhookAnswer },
      },
    },
    async (request, reply) => {
      if (!app.payments) throw notFound();
      let result;
      try {
        result = await receiveWebhook(app.payments, request.body ?? {});
      } catch (e) {
        if (!(e instanceof GatewayError)) throw e;
        request.log.warn({ status: e.status, event: request.body?.id }, 'webhook: payment could not be fetched now');
        throw new ApiError(503, 'تعذّر الاتصال بمزوّد الدفع', undefined, { 'retry-after': '30' });
      }
      if (result === 'bad-token') {
        request.log.warn({ event: request.body?.id }, 'webhook with a wrong secret token refused');
        throw new ApiError(401, 'رمز غير صالح');
      }
      if (result === 'malformed') throw new ApiError(400, 'حدث غير صالح');
      if (result === 'unknown-payment') request.log.warn({ event: request.body?.id }, 'webhook for a payment of no booking here');
      return reply.send({ received: true, result });
    },
  );
}
