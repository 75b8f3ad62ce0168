import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { customerOf, requireCustomer } from '../../../modules/accounts/index.ts';
import { bookings } from '../../../modules/bookings/index.ts';
import { GatewayError, settlePayment } from '../../../modules/payments/index.ts';
import { invoiceView } from '../../../modules/invoices/index.ts';
import { ApiError, notFound } from '../../../platform/http-errors.ts';

const GATEWAY_DOWN = 'تعذّر الاتصال بمزوّد الدفع. أعد المحاولة بعد قليل.';
const NOT_THIS_BOOKING = 'هذه الدفعة لا تخص هذا الحجز.';
const NO_SUCH_PAYMENT = 'لم نجد هذه الدفعة لدى مزوّد الدفع.';

// POST /api/customer/bookings/{id}/payments (issue 26): the browser tells the server of a payment it
// created at the gateway for this booking (before 3-D Secure, and again on its return). The server
// believes none of what the browser says about it: it fetches the payment with the secret key and
// settles it (modules/payments/settle-payment.ts); the answer says what became of it.
export default async function customerPaymentRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number }; Body: { payment_id: string } }>(
    '/:id/payments',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Report a payment made at the gateway for this booking; the server fetches and settles it',
        security: wire.bearer,
        params: wire.IdParams,
        body: wire.PaymentReportBody,
        response: { 200: wire.PaymentOutcomeAnswer },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const booking = await bookings.bookingById(app.db, request.params.id, customerOf(request).id);
      if (!booking || !app.payments) throw notFound();
      let settled;
      try {
        settled = await settlePayment(app.payments, request.body.payment_id.trim(), booking.id);
      } catch (e) {
        if (!(e instanceof GatewayError)) throw e;
        if (e.status === 404) throw new ApiError(404, NO_SUCH_PAYMENT);
        request.log.warn({ status: e.status, type: e.type }, 'payment gateway refused or unreachable');
        throw new ApiError(502, GATEWAY_DOWN);
      }
      if (settled.kind === 'other-booking') throw new ApiError(409, NOT_THIS_BOOKING);
      return {
        data: {
          booking_id: booking.id,
          booking_status: settled.bookingStatus ?? booking.status,
          payment_status: settled.paymentStatus,
          paid: settled.paid,
          message_ar: settled.messageAr,
        },
      };
    },
  );

  app.get<{ Params: { id: number; invoiceId: number } }>(
    '/:id/invoices/:invoiceId',
    {
      schema: {
        tags: ['bookings'],
        summary: 'A tax invoice or credit note of this booking (issue 27), with its QR',
        security: wire.bearer,
        params: wire.InvoiceParams,
        response: { 200: wire.InvoiceAnswer },
      },
      onRequest: requireCustomer,
    },
    async (request) => {
      const booking = await bookings.bookingById(app.db, request.params.id, customerOf(request).id);
      const invoice = booking ? await invoiceView(app.db, booking.id, request.params.invoiceId) : null;
      if (!invoice) throw notFound();
      return { data: invoice };
    },
  );
}
