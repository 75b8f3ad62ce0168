import ky from 'ky';
import type { DataEnvelope, PaymentOutcome, PaymentSettings } from '@rihla/contract';
import type { CreatePaymentInput, GatewayPayment } from '@rihla/machines/payment/payment.machine';
import { api, HANDLES_EXPIRY } from './client.ts';
import { withApiErrorShape } from './ky-client.ts';

// Issue 26: the browser pays at the gateway itself (card numbers never reach our server), then tells
// our server the payment's id. The gateway gets its own client: none of our hooks, and above all
// never our bearer token; only the publishable key, as Moyasar's HTTP Basic user name.
const gateway = ky.create({
  // Looked up at each call, as the API client does (tests stand a fake in for it).
  fetch: (input, init) => globalThis.fetch(input, init),
  timeout: 30_000,
  retry: 0,
  headers: { Accept: 'application/json' },
  hooks: { beforeError: [({ error }) => withApiErrorShape(error)] },
});

/** POST {api_url}/payments with the publishable key: a payment for the booking's total, in halalas. */
export async function createGatewayPayment(settings: PaymentSettings, input: CreatePaymentInput): Promise<GatewayPayment> {
  return gateway
    .post(`${settings.api_url.replace(/\/$/, '')}/payments`, {
      headers: { Authorization: `Basic ${btoa(`${settings.publishable_key}:`)}` },
      json: {
        given_id: input.givenId,
        amount: input.amountHalalas,
        currency: 'SAR',
        description: input.description,
        callback_url: input.callbackUrl,
        metadata: { booking_id: String(input.bookingId) },
        source: input.source,
      },
    })
    .json<GatewayPayment>();
}

/** STC Pay: the OTP the customer received, to the payment's transaction_url (no key: the URL carries its token). */
export async function submitStcOtp(url: string, otp: string): Promise<GatewayPayment> {
  return gateway.post(url, { json: { otp_value: otp } }).json<GatewayPayment>();
}

/**
 * POST /api/customer/bookings/{id}/payments: our server fetches the payment from the gateway and
 * says what it made of it. A 401 is the payment step's to handle (it keeps the page as it is).
 */
export async function reportPayment(bookingId: number, paymentId: string): Promise<PaymentOutcome> {
  return (
    await api
      .post(`customer/bookings/${bookingId}/payments`, {
        json: { payment_id: paymentId },
        retry: 0,
        timeout: 40_000,
        context: { [HANDLES_EXPIRY]: true },
      })
      .json<DataEnvelope<PaymentOutcome>>()
  ).data;
}
