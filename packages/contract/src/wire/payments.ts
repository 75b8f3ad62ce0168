import { Type } from 'typebox';
import { PAYMENT_METHODS, PAYMENT_STATES, REFUND_STATES } from './enums.ts';
import { bool, dataOf, int, list, nullable, object, oneOf, str, text } from './build.ts';

// Online payment (issue 26): what the browser needs to pay at the gateway, a booking's payments and
// refunds as the customer and the staff see them, and the calls that tell the server about a payment.

/** What a browser needs to pay (GET /api/data/info `payments`): never a secret. */
export const PaymentSettings = object({
  provider: oneOf(['moyasar'] as const),
  /** The gateway's API, where the browser creates the payment with the publishable key. */
  api_url: str(),
  publishable_key: str(),
  methods: list(oneOf(PAYMENT_METHODS)),
  /** The local test gateway: the site shows "وضع الدفع التجريبي". */
  test_mode: bool(),
  /** How long a booking holds its seats while it waits for its payment. */
  hold_minutes: int(),
});

/** A payment of a booking as its customer sees it. */
export const BookingPayment = object({
  id: Type.String({ description: "The gateway's payment id" }),
  method: str(),
  /** mada, visa, master, amex; null for a wallet that does not say. */
  brand: nullable(str()),
  last4: nullable(str()),
  amount_halalas: int(),
  status: oneOf(PAYMENT_STATES),
  /** Why it failed, in Arabic; null otherwise. */
  message_ar: nullable(str()),
  created_at: str(),
});

/** A refund of a booking: `amount_halalas` given back through the payment it was paid with. */
export const BookingRefund = object({
  id: int(),
  amount_halalas: int(),
  status: oneOf(REFUND_STATES),
  reason: nullable(str()),
  created_at: str(),
});

/** POST /api/customer/bookings/{id}/payments: a payment the browser created for this booking. */
export const PaymentReportBody = Type.Object(
  { payment_id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** What the server made of a payment it fetched from the gateway itself. */
export const PaymentOutcome = object({
  booking_id: int(),
  booking_status: str(),
  payment_status: oneOf(PAYMENT_STATES),
  /** The booking is paid (by this payment or an earlier one). */
  paid: bool(),
  /** Why it did not go through, in Arabic; null when it did or is still going. */
  message_ar: nullable(str()),
});
export const PaymentOutcomeAnswer = dataOf(PaymentOutcome);

/** A payment as the back office shows it. */
export const AdminPayment = object({
  ...BookingPayment.properties,
  provider: str(),
  refunded_halalas: int(),
  updated_at: str(),
});

export const AdminRefund = object({
  ...BookingRefund.properties,
  payment_id: str(),
  /** The gateway's reference for the refund, once it answered. */
  gateway_refund_id: nullable(str()),
  by: oneOf(['customer', 'staff', 'system'] as const),
  staff_name: nullable(str()),
  attempts: int(),
  last_error: nullable(str()),
});

/** POST /api/admin/bookings/{id}/refunds: staff give back part or all of what was paid. */
export const AdminRefundBody = Type.Object(
  {
    amount_halalas: Type.Integer({ minimum: 1, maximum: 100_000_000_00 }),
    reason: text(500),
  },
  { additionalProperties: false },
);

/** Moyasar's webhook event: checked by hand (its token first), so only its outline is declared. */
export const MoyasarWebhookBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.String({ maxLength: 100 })),
  secret_token: Type.Optional(Type.String({ maxLength: 500 })),
  data: Type.Optional(Type.Object({ id: Type.Optional(Type.String({ maxLength: 100 })) })),
});

/** What a webhook's sender is told: received, and what became of it. */
export const WebhookAnswer = object({
  received: bool(),
  result: oneOf(['applied', 'duplicate', 'unknown-payment'] as const),
});

/** GET /api/admin/settlements.csv?date=YYYY-MM-DD: one Riyadh day of payments and refunds. */
export const SettlementQuery = Type.Object({ date: Type.String({ format: 'date', maxLength: 10 }) });
